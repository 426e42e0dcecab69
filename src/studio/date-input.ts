import { isCalendarDate } from '../config/calendar-date';
import type { Locale } from '../i18n/locales';

/**
 * A date or a time as owners type them (issue 40): "29/11/2026" and "29.11.2026" (Vietnamese and
 * English day first), "2026.11.29", "2026/11/29", "2026-11-29" and "2026년 11월 29일" (year first),
 * times "9:00", "09:00", "9h", "11h30", "9 giờ 30", "21시 30분", "9 PM", "오후 9시". The files keep
 * one spelling ("YYYY-MM-DD HH:MM", "YYYY-MM-DD", "HH:MM"); what reads as no date, or as a day the
 * calendar lacks (31/11), is `unclear`. Linear: fixed patterns over a bounded text.
 */
export type DateTimeKind = 'dateTime' | 'date' | 'time';
export type DateInput = { kind: 'empty' } | { kind: 'value'; value: string } | { kind: 'unclear' };

const MAX_LENGTH = 40;
const YEAR_FIRST = /^(\d{4})\s*(?:[-./]|년)\s*(\d{1,2})\s*(?:[-./]|월)\s*(\d{1,2})\s*일?/u;
const DAY_FIRST = /^(\d{1,2})\s*[-./]\s*(\d{1,2})\s*[-./]\s*(\d{4})/u;
/** "9", "09:00", "9h", "9h30", "9 giờ 30", "9시 30분", "9.30", each with an optional AM/PM word before or after. */
const TIME = /^(?:(am|pm|sa|ch|오전|오후|sáng|chiều|tối)\s*)?(\d{1,2})\s*(?:(?::|\.|h|giờ|시)\s*(\d{2})?\s*(?:분|phút)?)?\s*(am|pm|sa|ch|sáng|chiều|tối)?$/iu;
const AFTERNOON = new Set(['pm', 'ch', '오후', 'chiều', 'tối']);
const MORNING = new Set(['am', 'sa', '오전', 'sáng']);

const pad = (n: number) => String(n).padStart(2, '0');

function realDate(year: number, month: number, day: number): string | undefined {
  if (month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  const iso = `${year}-${pad(month)}-${pad(day)}`;
  return isCalendarDate(iso) ? iso : undefined;
}

/** The date at the start of `text` and what follows it, or undefined. */
function readDate(text: string): { iso: string; rest: string } | undefined {
  const yearFirst = YEAR_FIRST.exec(text);
  const dayFirst = yearFirst ? null : DAY_FIRST.exec(text);
  const match = yearFirst ?? dayFirst;
  if (!match) return undefined;
  const [year, month, day] = yearFirst ? [match[1], match[2], match[3]] : [match[3], match[2], match[1]];
  const iso = realDate(Number(year), Number(month), Number(day));
  return iso ? { iso, rest: text.slice(match[0].length) } : undefined;
}

/** "HH:MM", or undefined; "24:00" only where the field allows the end of the day. */
function readTime(text: string, allowMidnightEnd: boolean): string | undefined {
  const match = TIME.exec(text.trim());
  if (!match) return undefined;
  const marker = (match[1] ?? match[4])?.toLowerCase();
  let hours = Number(match[2]);
  const minutes = Number(match[3] ?? '0');
  if (minutes > 59) return undefined;
  if (marker !== undefined) {
    if (hours < 1 || hours > 12) return undefined;
    if (AFTERNOON.has(marker) && hours < 12) hours += 12;
    if (MORNING.has(marker) && hours === 12) hours = 0;
  }
  if (hours === 24 && minutes === 0 && allowMidnightEnd) return '24:00';
  return hours > 23 ? undefined : `${pad(hours)}:${pad(minutes)}`;
}

export function parseDateInput(raw: string, kind: DateTimeKind, { allowMidnightEnd = false } = {}): DateInput {
  if (raw.length > MAX_LENGTH) return { kind: 'unclear' };
  const text = raw.trim().replace(/\s+/g, ' ');
  if (text === '') return { kind: 'empty' };
  if (kind === 'time') {
    const time = readTime(text, allowMidnightEnd);
    return time ? { kind: 'value', value: time } : { kind: 'unclear' };
  }
  const date = readDate(text);
  if (!date) return { kind: 'unclear' };
  const rest = date.rest.replace(/^\s*(?:,|t|lúc|at)?\s*/iu, '');
  if (kind === 'date') return rest === '' ? { kind: 'value', value: date.iso } : { kind: 'unclear' };
  // A day without a time starts at midnight; the read-back under the field shows it.
  const time = rest === '' ? '00:00' : readTime(rest, false);
  return time ? { kind: 'value', value: `${date.iso} ${time}` } : { kind: 'unclear' };
}

/** A stored date as the owner writes it: "29/11/2026 09:00" (vi, en), "2026.11.29 09:00" (ko). */
export function dateDigits(value: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(.*)$/su.exec(value);
  if (!match) return value;
  const [, year, month, day, rest] = match;
  return locale === 'ko' ? `${year}.${month}.${day}${rest}` : `${day}/${month}/${year}${rest}`;
}

/** A stored date read back in words, so day and month cannot be mistaken: "Chủ Nhật, 29 tháng 11, 2026 09:00". */
export function dateInWords(value: string, locale: Locale): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}:\d{2}))?$/u.exec(value);
  if (!match) return undefined;
  const day = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${match[1]}-${match[2]}-${match[3]}T00:00:00Z`));
  return match[4] ? `${day} ${match[4]}` : day;
}
