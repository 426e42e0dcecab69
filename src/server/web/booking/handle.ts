import type { Kysely } from 'kysely';
import { SPA_AVAILABILITY_FACTS } from '../../../booking/availability';
import { bookingErrors, createBookingSchema, type BookingErrorKey } from '../../../booking/schema';
import type { Locale } from '../../../i18n/locales';
import type { Database } from '../../data/schema';
import type { Limiter } from '../../services/booking/limits';
import { readForm, type FormSource } from '../form';
import { DatabaseBusyError } from '../../data/busy';
import { storeBooking, type BookingWriter } from '../../services/booking/store';

/** A person takes longer than this to fill the form; the island sends how long it took. */
export const MIN_FILL_MS = 2500;

export type BookingOutcome =
  | { status: 200; kind: 'stored'; id: number; values: Record<string, string> }
  | { status: 422; kind: 'invalid'; errors: Record<string, BookingErrorKey>; values: Record<string, string> }
  /** Valid, but no room of its course's kind is free then: an error at the time field naming `nearest` (that day's free times nearest to it; none left when empty). */
  | { status: 422; kind: 'full'; nearest: string[]; values: Record<string, string> }
  | { status: RefusedStatus; kind: 'refused'; message: BookingErrorKey | 'booking.failure' | 'booking.busy'; values: Record<string, string> };

type RefusedStatus = 400 | 403 | 409 | 413 | 415 | 429 | 503;

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
  /** Mail is set up: a visitor who chose e-mail is written to. */
  visitorMail?: boolean | undefined;
  /** Stores through the group-commit writer when given; one transaction per booking otherwise. */
  writer?: BookingWriter | undefined;
}

const refused = (status: RefusedStatus, message: BookingErrorKey | 'booking.failure' | 'booking.busy', values: Record<string, string> = {}) =>
  ({ status, kind: 'refused', message, values }) as const;

/**
 * One booking request, from the raw HTTP request to a stored row: origin, type and size checks,
 * rate limit, honeypot and fill time, the shared schema, then the idempotent store. Nothing is
 * stored unless every check passes; a stored booking is acknowledged only after it committed.
 */
export async function handleBooking(request: Request | FormSource, ctx: BookingContext): Promise<BookingOutcome> {
  const form = await readForm(request, ctx.allowedOrigins);
  if (form.kind === 'refused') return refused(form.status, 'booking.failure');
  // A bad request costs the client one of its requests too.
  const fields = form.fields;
  const { idempotency_key: idempotencyKey, fill_ms: fillMs, ...data } = fields;
  const values = { ...data };
  delete values['website'];

  if (!(await ctx.limiter.request(ctx.client))) return refused(429, 'booking.error.tooMany', values);

  const parsed = createBookingSchema(ctx.now).safeParse(data);
  if (!parsed.success) return { status: 422, kind: 'invalid', errors: bookingErrors(parsed.error), values };

  // Only what is stored counts against the five bookings: a typo costs nothing but a request.
  if (!(await ctx.limiter.reserve(ctx.client))) return refused(429, 'booking.error.tooMany', values);
  const spam = (parsed.data.website ?? '') !== '' || (fillMs !== undefined && Number(fillMs) < MIN_FILL_MS);
  const key = idempotencyKey && /^[\w-]{8,64}$/.test(idempotencyKey) ? idempotencyKey : undefined;
  const store = ctx.writer ? ctx.writer.store : (input: Parameters<typeof storeBooking>[1]) => storeBooking(ctx.db, input);
  let result;
  try {
    result = await store({
      request: parsed.data,
      locale: ctx.locale,
      idempotencyKey: key,
      spam,
      now: ctx.now,
      channels: ctx.channels,
      visitorMail: ctx.visitorMail,
      // This build's rooms and catalogue: the writer may be an older build's (it outlives a publish).
      availability: SPA_AVAILABILITY_FACTS,
    });
  } catch (error) {
    await ctx.limiter.release(ctx.client);
    // The database is held by someone else, or the queue in front of it is full: nothing was
    // stored, and the visitor is asked to send again shortly (the API says when: Retry-After).
    if (error instanceof DatabaseBusyError) return refused(503, 'booking.busy', values);
    throw error;
  }
  if (result.kind !== 'created') await ctx.limiter.release(ctx.client);
  if (result.kind === 'conflict') return refused(409, 'booking.failure', values);
  if (result.kind === 'full') return { status: 422, kind: 'full', nearest: result.nearest, values };
  return { status: 200, kind: 'stored', id: result.id, values };
}
