import type { Kysely } from 'kysely';
import { bookingErrors, createBookingSchema, type BookingErrorKey } from '../../booking/schema';
import type { Locale } from '../../i18n/locales';
import type { Database } from '../db/schema';
import type { Limiter } from './limits';
import { storeBooking } from './store';

export const MAX_BODY_BYTES = 16 * 1024;
/** A person takes longer than this to fill the form; the island sends how long it took. */
export const MIN_FILL_MS = 2500;
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

export type BookingOutcome =
  | { status: 200; kind: 'stored'; id: number; values: Record<string, string> }
  | { status: 422; kind: 'invalid'; errors: Record<string, BookingErrorKey>; values: Record<string, string> }
  | { status: 403 | 409 | 413 | 415 | 429; kind: 'refused'; message: BookingErrorKey | 'booking.failure'; values: Record<string, string> };

export interface BookingContext {
  db: Kysely<Database>;
  limiter: Limiter;
  locale: Locale;
  now: Date;
  /** Origins allowed to post the form: the site's own. */
  allowedOrigins: readonly string[];
  /** A stable, non-identifying key for the client (hashed address). */
  client: string;
  channels: readonly string[];
}

const refused = (status: 403 | 409 | 413 | 415 | 429, message: BookingErrorKey | 'booking.failure', values: Record<string, string> = {}) =>
  ({ status, kind: 'refused', message, values }) as const;

/**
 * One booking request, from the raw HTTP request to a stored row: origin, type and size checks,
 * rate limit, honeypot and fill time, the shared schema, then the idempotent store. Nothing is
 * stored unless every check passes; a stored booking is acknowledged only after it committed.
 */
export async function handleBooking(request: Request, ctx: BookingContext): Promise<BookingOutcome> {
  const origin = request.headers.get('origin');
  if (!origin || !ctx.allowedOrigins.includes(origin)) return refused(403, 'booking.failure');
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!FORM_TYPES.includes(type)) return refused(415, 'booking.failure');
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) return refused(413, 'booking.failure');
  const raw = await readLimited(request, MAX_BODY_BYTES);
  if (raw === undefined) return refused(413, 'booking.failure');

  const form = type === 'multipart/form-data'
    ? await new Response(new Blob([raw as Uint8Array<ArrayBuffer>]), { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData()
    : new URLSearchParams(new TextDecoder().decode(raw));
  const fields: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === 'string') fields[key] = value;
  const { idempotency_key: idempotencyKey, fill_ms: fillMs, ...data } = fields;
  const values = { ...data };
  delete values['website'];

  if (!(await ctx.limiter.allow(ctx.client))) return refused(429, 'booking.error.tooMany', values);

  const parsed = createBookingSchema(ctx.now).safeParse(data);
  if (!parsed.success) return { status: 422, kind: 'invalid', errors: bookingErrors(parsed.error), values };

  const spam = (parsed.data.website ?? '') !== '' || (fillMs !== undefined && Number(fillMs) < MIN_FILL_MS);
  const key = idempotencyKey && /^[\w-]{8,64}$/.test(idempotencyKey) ? idempotencyKey : undefined;
  const result = await storeBooking(ctx.db, {
    request: parsed.data,
    locale: ctx.locale,
    idempotencyKey: key,
    spam,
    now: ctx.now,
    channels: ctx.channels,
  });
  if (result.kind === 'conflict') return refused(409, 'booking.failure', values);
  return { status: 200, kind: 'stored', id: result.id, values };
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
