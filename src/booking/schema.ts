import { z } from 'zod';
import { hoursOn, regularHours } from '../config/special-hours';
import { findOption } from '../config/catalogue';
import { TIME_ZONE } from '../i18n/locales';
import { toE164 } from './phone';
import { wallClock } from '../utils/time-zone';
import { EmailSchema } from '../utils/email';
import { CONTACT_METHODS, type ContactMethod } from './record';

// The booking request, shared by the form (client-side hints) and the server (the rule).
// Messages are dictionary keys (src/i18n/ui/booking/*.ts), so each side shows them in the
// visitor's language.

/** Every message the schema can give; each has a translation (a unit test checks). */
export const BOOKING_ERROR_KEYS = [
  'booking.error.name',
  'booking.error.phone',
  'booking.error.service',
  'booking.error.date',
  'booking.error.closed',
  'booking.error.time',
  'booking.error.hours',
  'booking.error.past',
  'booking.error.notice',
  'booking.error.notes',
  'booking.error.contact',
  'booking.error.consent',
  'booking.error.unknownField',
  'booking.error.tooMany',
] as const;
export type BookingErrorKey = (typeof BOOKING_ERROR_KEYS)[number];
const isErrorKey = (s: string): s is BookingErrorKey => (BOOKING_ERROR_KEYS as readonly string[]).includes(s);

export const MAX_DAYS_AHEAD = 90;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const NOTES_MAX = 1000;

const minutesOf = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/** Today's date and the minutes since midnight in Ho Chi Minh City. */
export function spaClock(now: Date): { today: string; minutes: number } {
  const { date, minutes } = wallClock(now.getTime(), TIME_ZONE);
  return { today: date, minutes };
}

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

// Line breaks as some renderer reads them: Telegram and mail clients break lines at NEL and the
// Unicode line/paragraph separators too, so any of them in a name could start a forged
// "Admin:" line in the owner's notification.
const LINE_BREAKS = /\r\n|[\r\n\u0085\u2028\u2029]/gu;
// Invisible format characters (Unicode category Cf): bidi overrides and isolates can make text
// display in another order than it is stored, zero-width characters hide inside look-alikes.
// One character class, no nesting: linear time whatever the input.
const FORMAT_CHARACTERS = /\p{Cf}/gu;

/** `line`: a value shown on one line (line breaks become spaces); `lines`: free text keeping its breaks as "\n". */
export type TextShape = 'line' | 'lines';

/**
 * Visitor text as we store and show it: no invisible format characters, and every line break
 * either a space or "\n", never one a renderer would read differently from us. Used by the
 * schema before storing and again by the notification for rows stored before this existed.
 */
export function normalizeText(value: string, shape: TextShape): string {
  return value
    .replace(LINE_BREAKS, shape === 'line' ? ' ' : '\n')
    .replace(FORMAT_CHARACTERS, '')
    .trim();
}

// Control characters would let input forge log lines or mail headers: finding them is the point.
// Runs after normalizeText, so the line breaks it maps are already spaces or "\n".
// oxlint-disable-next-line no-control-regex
const noControls = (s: string) => !/[\u0000-\u001f\u007f]/.test(s);

// The rules only look at the clock to the minute, so one schema serves a whole minute (Zod
// compiles a schema on first use: building one per request would cost more than checking).
let cached: { minute: number; schema: ReturnType<typeof buildBookingSchema> } | undefined;

/** The schema for a request made at `now` (passed in so rules about "today" are testable). */
export function createBookingSchema(now: Date) {
  const minute = Math.floor(now.getTime() / 60_000);
  if (cached?.minute !== minute) cached = { minute, schema: buildBookingSchema(new Date(minute * 60_000)) };
  return cached.schema;
}

function buildBookingSchema(now: Date) {
  // The schema serves one minute, so its clock is read once.
  const { today, minutes: nowMinutes } = spaClock(now);
  return z
    .object({
      name: z
        .string()
        .transform((s) => normalizeText(s, 'line'))
        .refine((s) => s.length >= 2 && s.length <= 100, 'booking.error.name')
        .refine(noControls, 'booking.error.name'),
      phone: z
        .string()
        .transform((s, ctx) => {
          const e164 = toE164(s);
          if (!e164) {
            ctx.addIssue({ code: 'custom', message: 'booking.error.phone' });
            return z.NEVER;
          }
          return e164;
        }),
      service: z
        .string()
        .optional()
        .transform((s) => (s === '' ? undefined : s))
        .refine((s) => s === undefined || findOption(s) !== undefined, 'booking.error.service'),
      // The day's range is the field's own rule, so it is reported with any other field's error.
      date: z
        .string()
        .regex(DATE_PATTERN, 'booking.error.date')
        .refine((d) => bookableDay(d, today), 'booking.error.date')
        // A closed day (spa.yaml's specialHours) is the date's own error too; checked only on a
        // bookable day, so a date far off or malformed keeps its one clearer message.
        .refine((d) => !DATE_PATTERN.test(d) || !bookableDay(d, today) || !hoursOn(d).closed, 'booking.error.closed'),
      time: z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'booking.error.time'),
      notes: z
        .string()
        .optional()
        .transform((s) => (s === undefined ? '' : normalizeText(s, 'lines')))
        .refine((s) => s.length <= NOTES_MAX, 'booking.error.notes')
        // Notes may have line breaks, nothing else from the control range.
        // oxlint-disable-next-line no-control-regex
        .refine((s) => !/[\u0000-\u0009\u000b-\u001f\u007f]/.test(s), 'booking.error.notes'),
      /** How the visitor would like to be answered (optional), and where: a number, an ID or an address. */
      contact_method: z
        .string()
        .optional()
        .transform((s) => (s === undefined || s === '' ? undefined : s))
        .refine((s): s is ContactMethod | undefined => s === undefined || (CONTACT_METHODS as readonly string[]).includes(s), 'booking.error.contact'),
      contact_handle: z
        .string()
        .optional()
        .transform((s) => (s === undefined ? '' : normalizeText(s, 'line')))
        .refine((s) => s.length <= CONTACT_HANDLE_MAX && noControls(s), 'booking.error.contact'),
      consent: z.union([z.literal('on'), z.literal('true'), z.literal(true)], { message: 'booking.error.consent' }),
      /** The honeypot: people never see it; anything in it marks the request as a bot's. */
      website: z.string().optional(),
    })
    .strict()
    // The time rules run whenever the time and the course parsed, whatever else is wrong: by
    // default Zod skips an object's refinement once any field failed, and a visitor with a bad
    // name and a time after closing learnt of the time only on a second try.
    .superRefine(
      (b, ctx) => {
        // The day's own hours when spa.yaml gives it special ones; the regular hours otherwise,
        // and for a malformed date (that error is the date field's). A closed day has no hours to
        // check against: the date field already says it is closed.
        const day = typeof b.date === 'string' && DATE_PATTERN.test(b.date) ? hoursOn(b.date) : regularHours();
        if (day.closed) return;
        const opens = minutesOf(day.opens);
        const closes = minutesOf(day.closes);
        const start = minutesOf(b.time);
        const chosen = b.service ? findOption(b.service) : undefined;
        const end = start + (chosen?.option.minutes ?? 0);
        if (start < opens || start >= closes || end > closes) {
          ctx.addIssue({ code: 'custom', path: ['time'], message: 'booking.error.hours' });
          return;
        }
        // The rest needs a bookable day; a wrong one is already the date field's error.
        if (!DATE_PATTERN.test(b.date) || !bookableDay(b.date, today)) return;
        const days = daysBetween(today, b.date);
        if (days === 0 && start <= nowMinutes) {
          ctx.addIssue({ code: 'custom', path: ['time'], message: 'booking.error.past' });
          return;
        }
        const notice = chosen?.service.noticeHours ?? 0;
        if (notice > 0 && days * 1440 + start - nowMinutes < notice * 60) {
          ctx.addIssue({ code: 'custom', path: ['service'], message: 'booking.error.notice' });
        }
      },
      { when: timeInputsParsed },
    )
    .superRefine(
      (b, ctx) => {
        const problem = contactProblem(b.contact_method as ContactMethod | undefined, b.contact_handle);
        if (problem) ctx.addIssue({ code: 'custom', path: ['contact_handle'], message: problem });
      },
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null && payload.issues.every((i) => i.path?.[0] !== 'contact_method' && i.path?.[0] !== 'contact_handle') },
    );
}

export const CONTACT_HANDLE_MAX = 100;

/**
 * A chosen way to be answered needs its handle (a phone call can use the booking's number), and
 * an e-mail handle must look like an address, since state changes are sent to it.
 */
function contactProblem(method: ContactMethod | undefined, handle: string): BookingErrorKey | undefined {
  if (method === undefined || method === 'phone') return undefined;
  if (handle === '') return 'booking.error.contact';
  // The newsletter's own address rule: state changes are mailed to it.
  if (method === 'email' && !EmailSchema.safeParse(handle).success) return 'booking.error.contact';
  return undefined;
}

/** Whether `date` (YYYY-MM-DD) is a real day from `today` to MAX_DAYS_AHEAD days after it. */
export function bookableDay(date: string, today: string): boolean {
  const days = Number.isNaN(Date.parse(`${date}T00:00:00Z`)) ? Number.NaN : daysBetween(today, date);
  return days >= 0 && days <= MAX_DAYS_AHEAD;
}

/** The fields the time rules cannot do without. */
const TIME_RULE_INPUTS: ReadonlySet<PropertyKey> = new Set(['time', 'service']);

/**
 * Whether the time rules can run: the input was an object and neither the time nor the course
 * has an issue (issues of other fields, or an unknown extra field, do not stop them).
 */
function timeInputsParsed(payload: z.core.ParsePayload): boolean {
  if (typeof payload.value !== 'object' || payload.value === null) return false;
  return payload.issues.every((issue) => {
    const field = issue.path?.[0];
    return field === undefined ? issue.code === 'unrecognized_keys' : !TIME_RULE_INPUTS.has(field);
  });
}

export type BookingRequest = z.output<ReturnType<typeof createBookingSchema>>;

/** Field → message key of the first problem with it; `_form` for problems with no field. */
export function bookingErrors(error: z.ZodError): Record<string, BookingErrorKey> {
  const errors: Record<string, BookingErrorKey> = {};
  for (const issue of error.issues) {
    const field = typeof issue.path[0] === 'string' ? issue.path[0] : '_form';
    const fallback = `booking.error.${field}`;
    const key: BookingErrorKey =
      issue.code === 'unrecognized_keys'
        ? 'booking.error.unknownField'
        : isErrorKey(issue.message)
          ? issue.message
          : isErrorKey(fallback)
            ? fallback
            : 'booking.error.unknownField';
    errors[field] ??= key;
  }
  return errors;
}
