import { courseOf, formatAppointment } from '../../../booking/status-text';
import { normalizeText } from '../../../booking/schema';
import { BUSINESS } from '../../../config/business';
import { formatDayMonth, isoDateInSpaZone } from '../../../i18n/format';
import { DEFAULT_LOCALE, isLocale } from '../../../i18n/locales';
import { createT } from '../../../i18n/t';
import { bookingReference, calendarPath, statusPath } from '../booking/status-token';
import type { Booking } from '../../data/schema';
import type { BookingMessage } from './message';

const oneLine = (s: string) => normalizeText(s, 'line');
const DAY_MS = 86_400_000;

/** "today", "tomorrow" or another day, as the spa's calendar counts from `now`. */
function dayWord(date: string, now: Date): 'today' | 'tomorrow' | 'on' {
  if (date === isoDateInSpaZone(now)) return 'today';
  return date === isoDateInSpaZone(new Date(now.getTime() + DAY_MS)) ? 'tomorrow' : 'on';
}

/**
 * The visitor's reminder of a confirmed visit, sent at `now`, in the language they booked in:
 * when (Vietnam time), the course, the address, the status link and the calendar file's link
 * (the same private links the status page has). Like every mail to a visitor, nothing in it is
 * what the visitor typed (event-message.ts, visitorMessage): not their name, not their notes.
 */
export function reminderMessage(booking: Booking, siteUrl: string, now: Date): BookingMessage & { to: string } {
  const locale = isLocale(booking.locale) ? booking.locale : DEFAULT_LOCALE;
  const t = createT(locale);
  const id = Number(booking.id);
  const ref = bookingReference(id);
  const spa = BUSINESS.name;
  const word = dayWord(booking.date, now);
  const subject = t(`reminder.subject.${word}`, { spa, ref, time: booking.time, date: word === 'on' ? formatDayMonth(booking.date, locale) : '' });
  const lines = [
    t('status.mailHello'),
    '',
    t('reminder.lead', { spa }),
    '',
    `${t('status.referenceLabel')}: ${ref}`,
    `${t('status.when')}: ${formatAppointment(booking.date, booking.time, locale)}`,
    `${t('status.course')}: ${courseOf(booking.service_option, locale, t).label}`,
    `${t('reminder.address')}: ${BUSINESS.address.display[locale].replace(/\u00a0/g, ' ')}`,
    '',
    t('reminder.link', { url: `${siteUrl}${statusPath(id, locale)}` }),
    t('reminder.calendar', { url: `${siteUrl}${calendarPath(id)}` }),
    t('reminder.cannotCome', { phone: BUSINESS.hotline }),
    spa,
  ];
  return {
    type: 'booking.reminder',
    to: oneLine(booking.contact_handle ?? ''),
    subject: oneLine(subject),
    text: lines.join('\n'),
    data: { id, status: booking.status },
  };
}
