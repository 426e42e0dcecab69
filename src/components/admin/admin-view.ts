/**
 * How the admin shows a stored booking to the owner: times in the spa's zone, the course by its
 * catalogue name, the visitor's language by name, and the query that keeps the owner's view.
 * Pure functions, so unit tests reach them (tests/unit/admin-view.test.ts).
 */
import { DECLINE_MESSAGE_MAX } from '../../booking/decline-message';
import { optionLabel } from '../../booking/option-label';
import { BOOKING_ACTORS, DECLINE_REASONS } from '../../booking/record';
import type { AdminNotice } from '../../booking/admin-address';
import { bookingReference } from '../../booking/reference';
import { isBookingAction } from '../../booking/transitions';
import { findOption } from '../../config/catalogue';
import { cachedFormatter, formatDateTime } from '../../i18n/format';
import { LOCALE_META, type Locale } from '../../i18n/locales';
import type { Translate } from '../../i18n/t';

/** When a booking was received (stored as ISO-8601 UTC), on the spa's clock: "2026. 11. 24. 11:11". */
export const formatReceived = formatDateTime;

/**
 * An appointment (date and time already in the spa's zone) with its weekday, so the owner need not
 * count days: "2026. 11. 28. (토) 17:45", "Sat, 11/28/2026 17:45".
 */
export function formatAppointment(date: string, time: string, locale: Locale): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return `${date} ${time}`;
  const day = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  const formatted = cachedFormatter(
    `admin appointment ${locale}`,
    // UTC: the stored date is a calendar day, not an instant to convert.
    () => new Intl.DateTimeFormat(LOCALE_META[locale].lang, { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit', weekday: 'short' }),
  ).format(day);
  return `${formatted} ${time}`;
}

/** The course as the visitor picked it, in the owner's language; undefined for an id the catalogue no longer has. */
export function courseName(optionId: string, locale: Locale): string | undefined {
  const found = findOption(optionId);
  return found && optionLabel(found.service, found.option, locale);
}

/** The language a visitor booked in, named in the owner's language ("베트남어", "Vietnamese"); unknown codes as stored. */
export function languageName(bookingLocale: string, locale: Locale): string {
  if (!(bookingLocale in LOCALE_META)) return bookingLocale;
  const names = new Intl.DisplayNames(LOCALE_META[locale].lang, { type: 'language' });
  return names.of(bookingLocale) ?? bookingLocale;
}

/** Whether an appointment (spa-zone date and HH:MM) is before the spa's today/now. */
export function isPastAppointment(date: string, time: string, today: string, clock: string): boolean {
  return date < today || (date === today && time < clock);
}

/** The notice in the owner's language. */
export function noticeText(t: Translate, notice: AdminNotice): string {
  const ref = bookingReference(notice.id);
  if (notice.kind === 'saved') return t('admin.saved', { ref });
  const { why } = notice;
  if (why === 'state' || why === 'too_late' || why === 'incomplete') return t(`admin.refused.${why}`, { ref });
  if (why === 'message_too_long') return t('admin.refused.message_too_long', { ref, max: DECLINE_MESSAGE_MAX });
  // The visitor's time no longer has a room (a block, fewer rooms since): nothing moved.
  if (why === 'change_full') {
    const times = notice.nearest ?? [];
    return t('change.admin.refusedFull', { ref, reason: times.length > 0 ? t('booking.error.full', { times: times.join(', ') }) : t('booking.error.fullDay') });
  }
  // No room then: the visitor's own words for a full time, with the nearest free ones.
  if (why === 'full') {
    const times = notice.nearest ?? [];
    return t('admin.refused.proposal', { ref, reason: times.length > 0 ? t('booking.error.full', { times: times.join(', ') }) : t('booking.error.fullDay') });
  }
  const refused = t('admin.refused.proposal', { ref, reason: t(why) });
  return notice.latest ? `${refused} ${t('admin.latestStart', { time: notice.latest })}` : refused;
}

/** What a history line did, in the owner's language ("확정", "Proposed another time"); an action this version does not know, as stored. */
export function eventLabel(t: Translate, action: string): string {
  return isBookingAction(action) ? t(`admin.event.${action}`) : action;
}

/** Who made a history line's move, in the owner's language; an actor this version does not know, as stored. */
export function actorLabel(t: Translate, actor: string): string {
  const known = BOOKING_ACTORS.find((a) => a === actor);
  return known ? t(`admin.actor.${known}`) : actor;
}

/** A history line's detail: the decline reason by its label, a proposed "YYYY-MM-DD HH:MM" as an appointment. */
export function eventDetail(t: Translate, detail: string | null, locale: Locale): string | undefined {
  if (detail === null || detail === '') return undefined;
  const reason = DECLINE_REASONS.find((r) => r === detail);
  if (reason) return t(`admin.reason.${reason}`);
  const proposed = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})$/.exec(detail);
  return proposed?.[1] && proposed[2] ? formatAppointment(proposed[1], proposed[2], locale) : detail;
}
