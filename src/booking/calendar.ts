import { BUSINESS } from '../config/business';
import { TIME_ZONE, type Locale } from '../i18n/locales';
import { zonedInstant } from '../utils/time-zone';

/** A visit without a chosen course is held for an hour. */
export const DEFAULT_VISIT_MINUTES = 60;

export interface CalendarVisit {
  /** YYYY-MM-DD and HH:MM in the spa's zone. */
  date: string;
  time: string;
  minutes: number | undefined;
  title: string;
  locale: Locale;
}

/** "20270115T110000Z": the UTC form both RFC 5545 and Google Calendar read without a time zone table. */
function utcStamp(ms: number): string {
  return new Date(ms).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

function span(visit: CalendarVisit): { start: string; end: string } {
  const start = zonedInstant(visit.date, visit.time, TIME_ZONE);
  return { start: utcStamp(start), end: utcStamp(start + (visit.minutes ?? DEFAULT_VISIT_MINUTES) * 60_000) };
}

/** The address on one line of plain text: a calendar has no use for the page's no-break spaces. */
const plainAddress = (locale: Locale) => BUSINESS.address.display[locale].replace(/\u00a0/g, ' ');

/** RFC 5545 TEXT: backslash, semicolon and comma escaped, line breaks as "\n". */
function icsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|[\r\n]/g, '\\n');
}

/**
 * Content lines are folded at 75 octets (RFC 5545 §3.1): a CRLF and one space, never inside a
 * UTF-8 sequence, since Korean and Vietnamese text is mostly multi-byte.
 */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let bytes = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    if (bytes + size > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = '';
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

/**
 * The confirmed visit as an iCalendar file: one VEVENT in UTC with a stable UID (a second
 * download updates the same event), the spa's address, phone and the course.
 */
export function visitIcs(visit: CalendarVisit & { uid: string; now: Date }): string {
  const { start, end } = span(visit);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${BUSINESS.name}//Booking//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${visit.uid}`,
    `DTSTAMP:${utcStamp(visit.now.getTime())}`,
    `DTSTART:${start}`,
    `DTEND:${end}`,
    `SUMMARY:${icsText(visit.title)}`,
    `LOCATION:${icsText(plainAddress(visit.locale))}`,
    `DESCRIPTION:${icsText(`${BUSINESS.name} · ${BUSINESS.hotline}`)}`,
    `GEO:${BUSINESS.geo.latitude};${BUSINESS.geo.longitude}`,
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** Google Calendar's "add event" link for the visit (opened by the visitor, nothing loads it before). */
export function googleCalendarUrl(visit: CalendarVisit): string {
  const { start, end } = span(visit);
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: visit.title,
    dates: `${start}/${end}`,
    location: plainAddress(visit.locale),
    details: `${BUSINESS.name} · ${BUSINESS.hotline}`,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
