import { DEFAULT_BODY_LIMIT } from '../http/body-limits';

/** Public forms accept at most this many bytes: a booking is well under 2 KB. */
export const MAX_BODY_BYTES = DEFAULT_BODY_LIMIT;
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

type Refused = { kind: 'refused'; status: 400 | 403 | 413 | 415 };

export type FormRead = { kind: 'ok'; fields: Record<string, string> } | Refused;

/**
 * A posted form as the checks need it, from a WHATWG Request (Astro routes) or straight from
 * Node's request (the booking API's direct route, src/server/web/booking/node-api.ts).
 */
export interface FormSource {
  header: (name: string) => string | null | undefined;
  body: AsyncIterable<Uint8Array> | null;
}

export function webForm(request: Request): FormSource {
  return { header: (name) => request.headers.get(name), body: request.body };
}

/**
 * The checks every body we accept shares, before it is read: a same-site Origin (403), a content
 * type on `types` (415), and a body of at most `limit` bytes (16 KB unless the route is one of
 * src/server/http/body-limits.ts), whatever Content-Length claims (413).
 */
async function readCheckedBody(source: FormSource, allowedOrigins: readonly string[], types: readonly string[], limit = MAX_BODY_BYTES): Promise<{ kind: 'ok'; raw: Uint8Array; type: string; contentType: string } | Refused> {
  const origin = source.header('origin');
  if (!origin || !allowedOrigins.includes(origin)) return { kind: 'refused', status: 403 };
  const contentType = source.header('content-type') ?? '';
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!types.includes(type)) return { kind: 'refused', status: 415 };
  if (Number(source.header('content-length') ?? '0') > limit) return { kind: 'refused', status: 413 };
  const raw = await readLimited(source.body, limit);
  if (raw === undefined) return { kind: 'refused', status: 413 };
  return { kind: 'ok', raw, type, contentType };
}

/**
 * The checks every public form shares, before any field is read: a same-site Origin (403), a form
 * content type (415), a body of at most 16 KB, whatever Content-Length claims (413), and one that
 * parses as the type it claims (400).
 */
export async function readForm(request: Request | FormSource, allowedOrigins: readonly string[]): Promise<FormRead> {
  const body = await readCheckedBody(request instanceof Request ? webForm(request) : request, allowedOrigins, FORM_TYPES);
  if (body.kind === 'refused') return body;
  const { raw, type, contentType } = body;
  let form: FormData | URLSearchParams;
  try {
    form =
      type === 'multipart/form-data'
        ? await new Response(new Blob([raw as Uint8Array<ArrayBuffer>]), { headers: { 'content-type': contentType } }).formData()
        : new URLSearchParams(new TextDecoder().decode(raw));
  } catch {
    // A multipart body without its boundary, or one that does not match it: the client's mistake.
    return { kind: 'refused', status: 400 };
  }
  const fields: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === 'string') fields[key] = value;
  return { kind: 'ok', fields };
}

export type JsonRead = { kind: 'ok'; value: unknown } | Refused;

/**
 * A JSON body (the studio's API) under the same checks as a form: same-site Origin (403),
 * `application/json` (415), at most `limit` bytes (413), then UTF-8 that JSON.parse accepts (400).
 * JSON.parse is linear in the input, and the limit bounds how deep it can nest.
 */
export async function readJson(request: Request | FormSource, allowedOrigins: readonly string[], limit = MAX_BODY_BYTES): Promise<JsonRead> {
  const body = await readCheckedBody(request instanceof Request ? webForm(request) : request, allowedOrigins, ['application/json'], limit);
  if (body.kind === 'refused') return body;
  try {
    return { kind: 'ok', value: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body.raw)) as unknown };
  } catch {
    return { kind: 'refused', status: 400 };
  }
}

/** The body, or undefined when it is larger than `limit` bytes (whatever Content-Length said). */
export async function readLimited(stream: AsyncIterable<Uint8Array> | null, limit: number): Promise<Uint8Array | undefined> {
  if (!stream) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  // Leaving the loop early cancels a web stream; the direct route's Node stream is left unread.
  for await (const chunk of stream) {
    size += chunk.byteLength;
    if (size > limit) return undefined;
    chunks.push(chunk);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
