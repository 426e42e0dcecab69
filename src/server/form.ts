/** Public forms accept at most this many bytes: a booking is well under 2 KB. */
export const MAX_BODY_BYTES = 16 * 1024;
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

export type FormRead =
  | { kind: 'ok'; fields: Record<string, string> }
  | { kind: 'refused'; status: 403 | 413 | 415 };

/**
 * The checks every public form shares, before any field is read: a same-site Origin (403), a form
 * content type (415) and a body of at most 16 KB, whatever Content-Length claims (413).
 */
export async function readForm(request: Request, allowedOrigins: readonly string[]): Promise<FormRead> {
  const origin = request.headers.get('origin');
  if (!origin || !allowedOrigins.includes(origin)) return { kind: 'refused', status: 403 };
  const contentType = request.headers.get('content-type') ?? '';
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!FORM_TYPES.includes(type)) return { kind: 'refused', status: 415 };
  if (Number(request.headers.get('content-length') ?? '0') > MAX_BODY_BYTES) return { kind: 'refused', status: 413 };
  const raw = await readLimited(request, MAX_BODY_BYTES);
  if (raw === undefined) return { kind: 'refused', status: 413 };
  const form =
    type === 'multipart/form-data'
      ? await new Response(new Blob([raw as Uint8Array<ArrayBuffer>]), { headers: { 'content-type': contentType } }).formData()
      : new URLSearchParams(new TextDecoder().decode(raw));
  const fields: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === 'string') fields[key] = value;
  return { kind: 'ok', fields };
}

/** The body, or undefined when it is larger than `limit` bytes (whatever Content-Length said). */
async function readLimited(request: Request, limit: number): Promise<Uint8Array | undefined> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
