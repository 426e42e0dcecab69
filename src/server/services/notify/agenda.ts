import type { Kysely } from 'kysely';
import { bookingReference } from '../../../booking/reference';
import { normalizeText } from '../../../booking/schema';
import { BUSINESS } from '../../../config/business';
import { hoursOn, type HoursFacts } from '../../../config/special-hours';
import { isoDateInSpaZone } from '../../../i18n/format';
import { TIME_ZONE } from '../../../i18n/locales';
import { zonedInstant } from '../../../utils/time-zone';
import type { Booking, Database } from '../../data/schema';
import { ownerCourse, type BookingMessage } from './message';

/** The owner's channels that get the day's agenda: their mail and Telegram (not the webhook). */
export const AGENDA_CHANNELS: readonly string[] = ['email', 'telegram'];

/** Telegram takes 4,096 characters a message; a busy day's list stops short of it and says how many more. */
const AGENDA_MAX_CHARS = 3500;

const oneLine = (s: string) => normalizeText(s, 'line');

/** The day whose agenda is due at `now`: the spa's today, from its opening until its closing; none on a closed day. */
export function agendaDay(now: Date, facts: HoursFacts = BUSINESS): string | undefined {
  const day = isoDateInSpaZone(now);
  const hours = hoursOn(day, facts);
  if (hours.closed) return undefined;
  const at = now.getTime();
  return at >= zonedInstant(day, hours.opens, TIME_ZONE) && at < zonedInstant(day, hours.closes, TIME_ZONE) ? day : undefined;
}

/**
 * Queues the day's agenda, one outbox row per channel, due now. Every server's worker asks each
 * day, and after a restart again: the unique index on an agenda's (day, channel) keeps the first
 * row any server inserted, and the others' inserts change nothing. Returns how many rows this
 * call inserted.
 */
export async function queueAgenda(db: Kysely<Database>, day: string, channels: readonly string[], now: Date): Promise<number> {
  const wanted = channels.filter((channel) => AGENDA_CHANNELS.includes(channel));
  if (wanted.length === 0) return 0;
  const result = await db
    .insertInto('outbox')
    .values(
      wanted.map((channel) => ({
        booking_id: null,
        event_id: null,
        purpose: 'agenda' as const,
        about: day,
        channel,
        attempts: 0,
        next_attempt_at: now.toISOString(),
        attempted_at: null,
        delivered_at: null,
        failed_at: null,
        last_error: null,
      })),
    )
    .onConflict((conflict) => conflict.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/**
 * The worker's daily step: once the spa has opened, queue today's agenda, asking the database once
 * a day per worker (a new worker, after a restart, asks again and finds it queued).
 */
export function createAgendaScheduler(channels: readonly string[], facts: HoursFacts = BUSINESS) {
  let queued: string | undefined;
  return async (db: Kysely<Database>, now: Date): Promise<void> => {
    const day = agendaDay(now, facts);
    if (day === undefined || day === queued) return;
    await queueAgenda(db, day, channels, now);
    queued = day;
  };
}

/** The bookings an agenda lists: the day's confirmed and pending requests, and times proposed for it, by time. */
export async function agendaBookings(db: Kysely<Database>, day: string): Promise<Booking[]> {
  const rows = await db
    .selectFrom('bookings')
    .selectAll()
    .where(({ or, and, eb }) =>
      or([and([eb('date', '=', day), eb('status', 'in', ['new', 'confirmed'])]), and([eb('proposed_date', '=', day), eb('status', '=', 'proposed')])]),
    )
    .execute();
  return rows.sort((a, b) => agendaTime(a).localeCompare(agendaTime(b)) || Number(a.id) - Number(b.id));
}

const agendaTime = (b: Booking) => (b.status === 'proposed' ? (b.proposed_time ?? b.time) : b.time);
const STATUS_WORDS: Partial<Record<Booking['status'], string>> = { new: 'pending', confirmed: 'confirmed', proposed: 'proposed, waiting for the guest' };

/**
 * The owner's agenda for `day`, in English like every notification of the owner's (message.ts):
 * one line per booking with its time, reference, name, course and status, then the admin link.
 * The subject holds nothing a visitor typed.
 */
export function agendaMessage(day: string, bookings: readonly Booking[], siteUrl: string): BookingMessage {
  const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
  const hours = hoursOn(day);
  const opening = hours.closed ? 'closed' : `open ${hours.opens}–${hours.closes}`;
  const confirmed = bookings.filter((b) => b.status === 'confirmed').length;
  const head = [`${BUSINESS.name}: today’s bookings, ${weekday} ${day} (${opening}, Asia/Ho_Chi_Minh)`, `${confirmed} confirmed, ${bookings.length - confirmed} pending.`, ''];
  const tail = ['', `Admin: ${siteUrl}/admin`];
  const lines: string[] = [];
  let size = [...head, ...tail].join('\n').length;
  for (const [i, b] of bookings.entries()) {
    const line = `${agendaTime(b)} · ${bookingReference(Number(b.id))} · ${oneLine(b.name)} · ${oneLine(ownerCourse(b.service_option))} · ${STATUS_WORDS[b.status] ?? b.status}`;
    if (size + line.length + 1 > AGENDA_MAX_CHARS) {
      lines.push(`… and ${bookings.length - i} more in the admin.`);
      break;
    }
    lines.push(line);
    size += line.length + 1;
  }
  if (bookings.length === 0) lines.push('No confirmed or pending bookings yet.');
  return {
    type: 'agenda.daily',
    subject: `${BUSINESS.name}: today’s bookings, ${day} (${bookings.length})`,
    text: [...head, ...lines, ...tail].join('\n'),
    data: { day, bookings: bookings.length, confirmed },
  };
}
