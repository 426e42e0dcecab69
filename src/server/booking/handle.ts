import type { Kysely } from 'kysely';
import { bookingErrors, createBookingSchema, type BookingErrorKey } from '../../booking/schema';
import type { Locale } from '../../i18n/locales';
import type { Database } from '../db/schema';
import type { Limiter } from './limits';
import { readForm, type FormSource } from '../form';
import { storeBooking, type BookingWriter } from './store';

/** A person takes longer than this to fill the form; the island sends how long it took. */
export const MIN_FILL_MS = 2500;

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
  /** Stores through the group-commit writer when given; one transaction per booking otherwise. */
  writer?: BookingWriter | undefined;
}

const refused = (status: 403 | 409 | 413 | 415 | 429, message: BookingErrorKey | 'booking.failure', values: Record<string, string> = {}) =>
  ({ status, kind: 'refused', message, values }) as const;

/**
 * One booking request, from the raw HTTP request to a stored row: origin, type and size checks,
 * rate limit, honeypot and fill time, the shared schema, then the idempotent store. Nothing is
 * stored unless every check passes; a stored booking is acknowledged only after it committed.
 */
export async function handleBooking(request: Request | FormSource, ctx: BookingContext): Promise<BookingOutcome> {
  const form = await readForm(request, ctx.allowedOrigins);
  if (form.kind === 'refused') return refused(form.status, 'booking.failure');
  const fields = form.fields;
  const { idempotency_key: idempotencyKey, fill_ms: fillMs, ...data } = fields;
  const values = { ...data };
  delete values['website'];

  if (!(await ctx.limiter.allow(ctx.client))) return refused(429, 'booking.error.tooMany', values);

  const parsed = createBookingSchema(ctx.now).safeParse(data);
  if (!parsed.success) return { status: 422, kind: 'invalid', errors: bookingErrors(parsed.error), values };

  const spam = (parsed.data.website ?? '') !== '' || (fillMs !== undefined && Number(fillMs) < MIN_FILL_MS);
  const key = idempotencyKey && /^[\w-]{8,64}$/.test(idempotencyKey) ? idempotencyKey : undefined;
  const store = ctx.writer ? ctx.writer.store : (input: Parameters<typeof storeBooking>[1]) => storeBooking(ctx.db, input);
  const result = await store({
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
