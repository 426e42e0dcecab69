import type { Translate } from '../../../i18n/t';
import type { BookingOutcome } from './handle';

/** What the visitor reads about a booking that was not stored, in their language. */
export interface BookingProblem {
  /** One line for the whole form: the summary of invalid fields, or why the request was refused. */
  message: string;
  /** Each invalid field's message (`_form` for a problem with no field); absent when refused. */
  errors?: Record<string, string>;
}

/**
 * The one mapping from a booking's outcome to its messages, shared by the page (plain POST) and
 * the API (the script-enhanced form). The outcome carries dictionary keys, typed as such
 * (`BookingErrorKey`, `booking.failure`, `booking.busy`), so a key without a translation fails
 * the type check here rather than being cast through.
 */
export function describeBookingProblem(outcome: Exclude<BookingOutcome, { kind: 'stored' }>, t: Translate): BookingProblem {
  if (outcome.kind === 'refused') return { message: t(outcome.message) };
  // A full time is the time field's error, like the schema's: the nearest free times, or another day.
  if (outcome.kind === 'full') {
    const time = outcome.nearest.length > 0 ? t('booking.error.full', { times: outcome.nearest.join(', ') }) : t('booking.error.fullDay');
    return { message: t('booking.errorSummary'), errors: { time } };
  }
  return {
    message: t('booking.errorSummary'),
    errors: Object.fromEntries(Object.entries(outcome.errors).map(([field, key]) => [field, t(key)])),
  };
}
