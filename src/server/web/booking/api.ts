import { DEFAULT_LOCALE, isLocale } from '../../../i18n/locales';
import { createT } from '../../../i18n/t';
import type { FormSource } from '../form';
import { RETRY_AFTER_SECONDS } from '../../data/busy';
import { enabledChannels, formContext, visitorMailEnabled } from '../runtime';
import { bookingReference, statusPath } from '../../services/booking/status-token';
import { handleBooking } from './handle';
import { describeBookingProblem } from './messages';

export interface BookingApiAnswer {
  status: number;
  /** Seconds before sending again, for a 503 (the database was busy). */
  retryAfter?: number;
  body:
    | {
        ok: true;
        id: number;
        /** The short code the visitor quotes on the phone. */
        reference: string;
        /** The private status page, in the visitor's language (a path on this site). */
        statusUrl: string;
        message: string;
      }
    | {
        ok: false;
        message: string;
        errors?: Record<string, string>;
        /** A full time (422, the message at `errors.time`): that day's free times nearest to it, "HH:MM"; empty when none is left. */
        nearest?: string[];
      };
}

/**
 * The booking API's answer (the script-enhanced form posts here): the same checks as the plain
 * POST, answered with messages in the visitor's language (?locale=vi). Served by the Astro route
 * (src/pages/api/booking.ts) and, in production, straight from Node (node-api.ts).
 */
export async function answerBookingApi(
  form: FormSource,
  request: { localeParam: string | null; clientAddress: string | undefined; devOrigin?: string },
): Promise<BookingApiAnswer> {
  const locale = isLocale(request.localeParam) ? request.localeParam : DEFAULT_LOCALE;
  const t = createT(locale);
  try {
    const outcome = await handleBooking(form, {
      ...(await formContext('booking', request.clientAddress, request.devOrigin)),
      locale,
      channels: enabledChannels(),
      visitorMail: visitorMailEnabled(),
    });
    const body: BookingApiAnswer['body'] =
      outcome.kind === 'stored'
        ? { ok: true, id: outcome.id, reference: bookingReference(outcome.id), statusUrl: statusPath(outcome.id, locale), message: t('status.received') }
        : { ok: false, ...describeBookingProblem(outcome, t), ...(outcome.kind === 'full' ? { nearest: outcome.nearest } : {}) };
    return { status: outcome.status, body, ...(outcome.status === 503 ? { retryAfter: RETRY_AFTER_SECONDS } : {}) };
  } catch (error) {
    console.error(`booking: ${(error as Error).message}`);
    return { status: 500, body: { ok: false, message: t('booking.failure') } };
  }
}
