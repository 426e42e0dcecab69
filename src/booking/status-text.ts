import { formatDate } from '../i18n/format';
import type { Locale } from '../i18n/locales';
import type { Translate } from '../i18n/t';
import { findOption } from '../config/catalogue';
import { zonedInstant } from '../utils/time-zone';
import { TIME_ZONE } from '../i18n/locales';
import { cleanDeclineMessage } from './decline-message';
import { optionLabel } from './option-label';
import type { BookingRecord } from './record';

/** The fields of a booking its status page and its e-mails read. */
export type StatusFacts = Pick<
  BookingRecord,
  'id' | 'name' | 'phone' | 'service_option' | 'date' | 'time' | 'status' | 'proposed_date' | 'proposed_time' | 'decline_reason' | 'decline_message' | 'locale'
>;

/** A date and time of the spa's zone as a visitor reads it: "2027년 1월 15일 18:00". */
export function formatAppointment(date: string, time: string, locale: Locale): string {
  return `${formatDate(new Date(zonedInstant(date, '12:00', TIME_ZONE)), locale)} ${time}`;
}

/** The course as the visitor chose it, with its duration and price, or "decide after a consultation". */
export function courseOf(serviceOption: string | null, locale: Locale, t: Translate): { label: string; minutes: number | undefined } {
  const found = findOption(serviceOption);
  return found ? { label: optionLabel(found.service, found.option, locale), minutes: found.option.minutes } : { label: t('status.courseNone'), minutes: undefined };
}

/**
 * Where a request stands and what happens next, in the visitor's language: one place for the
 * status page and the e-mails, so they never tell two stories.
 */
export function statusText(b: StatusFacts, locale: Locale, t: Translate): { state: string; next: string } {
  const when = formatAppointment(b.date, b.time, locale);
  const proposed = b.proposed_date && b.proposed_time ? formatAppointment(b.proposed_date, b.proposed_time, locale) : when;
  const reason = t(`status.reason.${b.decline_reason ?? 'other'}`);
  return {
    state: t(`status.state.${b.status}`),
    next: t(`status.next.${b.status}`, { when: b.status === 'proposed' ? proposed : when, reason }),
  };
}

/**
 * The owner's own words with a decline, shown under the reason on the status page and in the
 * e-mail as plain text (cleaned again: a row written by another tool keeps no control
 * character); undefined while the request is not declined or came with none.
 */
export function declineMessageOf(b: Pick<StatusFacts, 'status' | 'decline_message'>): string | undefined {
  if (b.status !== 'declined' || b.decline_message === null) return undefined;
  const message = cleanDeclineMessage(b.decline_message);
  return message === '' ? undefined : message;
}
