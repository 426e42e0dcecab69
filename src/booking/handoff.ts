import { BUSINESS } from '../config/business';
import { findOption, optionName } from '../config/catalogue';
import { cachedFormatter, formatDuration } from '../i18n/format';
import { LOCALE_META, type Locale } from '../i18n/locales';
import type { Translate } from '../i18n/t';
import { toE164 } from './phone';
import type { BookingRecord } from './record';
import { bookingReference } from './reference';

/** The fields of a booking the hand-off reads. */
export type HandoffFacts = Pick<
  BookingRecord,
  'id' | 'phone' | 'service_option' | 'date' | 'time' | 'status' | 'proposed_date' | 'proposed_time' | 'contact_method' | 'contact_handle'
>;

/** One way to send the message: a link that opens the app with the guest, or (KakaoTalk, which has no such link) the ID to look up. */
export interface HandoffWay {
  channel: 'zalo' | 'kakao' | 'sms' | 'email';
  href?: string | undefined;
  handle?: string | undefined;
}

/** The owner's answer, told to the guest by hand: what to send, in the guest's language, and where. */
export interface Handoff {
  /** The guest's language (the booking's). */
  locale: Locale;
  message: string;
  ways: HandoffWay[];
}

/** Which answers are handed off: a confirmed visit and a proposed time (the guest must act on it). */
export const HANDED_OFF = ['confirmed', 'proposed'] as const;

/** An appointment as the guest reads it in a message: "Thứ Ba, 01/12/2026 14:30". */
export function messageWhen(date: string, time: string, locale: Locale): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return `${date} ${time}`;
  const day = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  const formatted = cachedFormatter(
    `handoff day ${locale}`,
    // UTC: the stored date is a calendar day of the spa's zone, not an instant to convert.
    () => new Intl.DateTimeFormat(LOCALE_META[locale].lang, { timeZone: 'UTC', weekday: 'long', year: 'numeric', month: '2-digit', day: '2-digit' }),
  ).format(day);
  return `${formatted} ${time}`;
}

/**
 * The message the owner sends the guest after confirming or proposing, from the status
 * dictionary of the guest's language (`t` is that language's): the reference, the time, the
 * course and the status link. Nothing the visitor typed is in it.
 */
export function handoffMessage(b: HandoffFacts, locale: Locale, t: Translate, statusUrl: string): string {
  const proposed = b.status === 'proposed' && b.proposed_date && b.proposed_time;
  const when = proposed ? messageWhen(b.proposed_date ?? '', b.proposed_time ?? '', locale) : messageWhen(b.date, b.time, locale);
  const found = findOption(b.service_option);
  const course = found ? `${optionName(found.service, found.option, locale)} ${formatDuration(found.option.minutes, locale)}` : t('status.courseNone');
  const vars = { spa: BUSINESS.name, ref: bookingReference(Number(b.id)), when, course, url: statusUrl };
  return proposed ? t('status.handoff.proposed', vars) : t('status.handoff.confirmed', vars);
}

/** The E.164 number's digits, as zalo.me takes them ("84901234567"). */
const digitsOf = (phone: string) => phone.replace(/\D/g, '');

/**
 * Where the message can go in one tap: Zalo (for a Vietnamese number, or the Zalo number the guest
 * gave), KakaoTalk (only with a KakaoTalk ID: it has no link to a person), SMS with the message
 * filled in, e-mail to the address the guest gave. The guest's own choice comes first.
 */
export function handoffWays(b: HandoffFacts, message: string): HandoffWay[] {
  const ways: HandoffWay[] = [];
  const handle = b.contact_handle?.trim() ?? '';
  const zaloNumber = b.contact_method === 'zalo' && handle ? toE164(handle) : undefined;
  if (zaloNumber || b.phone.startsWith('+84')) ways.push({ channel: 'zalo', href: `https://zalo.me/${digitsOf(zaloNumber ?? b.phone)}`, handle: b.contact_method === 'zalo' && !zaloNumber && handle ? handle : undefined });
  if (b.contact_method === 'kakao' && handle) ways.push({ channel: 'kakao', handle });
  if (b.contact_method === 'email' && /^[^\s@]+@[^\s@]+$/.test(handle)) {
    ways.push({ channel: 'email', href: `mailto:${encodeURIComponent(handle)}?subject=${encodeURIComponent(BUSINESS.name)}&body=${encodeURIComponent(message)}`, handle });
  }
  // "?&body=": the form both iOS and Android read.
  ways.push({ channel: 'sms', href: `sms:${b.phone.replace(/[^+\d]/g, '')}?&body=${encodeURIComponent(message)}` });
  const chosen = b.contact_method === 'phone' ? 'sms' : b.contact_method;
  return [...ways.filter((w) => w.channel === chosen), ...ways.filter((w) => w.channel !== chosen)];
}
