import type { Kysely, Transaction } from 'kysely';
import { reminderDueAt, visitKey } from '../../../booking/reminder-schedule';
import { TIME_ZONE } from '../../../i18n/locales';
import { zonedInstant } from '../../../utils/time-zone';
import type { Booking, Database } from '../../data/schema';
import { VISITOR_EMAIL } from './routing';

/**
 * Schedules the visitor's reminder of a booking that has just become confirmed (by the owner, or
 * by the visitor accepting a proposed time), inside the move's transaction: one outbox row on the
 * visitor's e-mail, due at reminderDueAt (src/booking/reminder-schedule.ts), holding the visit it
 * is for. A reminder still waiting from an earlier confirmation of the same booking is dropped:
 * the visit it names has moved, or is named again by the new row. Only a visitor who gave an
 * e-mail address (and a server with mail) is reminded: the reminder goes by e-mail alone, like
 * the owner's answers; the webhook hears nothing of it.
 */
export async function scheduleReminder(
  trx: Transaction<Database> | Kysely<Database>,
  booking: Booking,
  eventId: number,
  now: Date,
  leadHours: number,
): Promise<Date | undefined> {
  const due = reminderDueAt(booking, now, leadHours);
  await trx
    .updateTable('outbox')
    .set({ delivered_at: now.toISOString(), last_error: 'not sent: a later confirmation replaced it' })
    .where('booking_id', '=', Number(booking.id))
    .where('purpose', '=', 'reminder')
    .where('delivered_at', 'is', null)
    .where('failed_at', 'is', null)
    .execute();
  if (!due) return undefined;
  await trx
    .insertInto('outbox')
    .values({
      booking_id: Number(booking.id),
      event_id: eventId,
      purpose: 'reminder',
      about: visitKey(booking),
      channel: VISITOR_EMAIL,
      attempts: 0,
      next_attempt_at: due.toISOString(),
      attempted_at: null,
      delivered_at: null,
      failed_at: null,
      last_error: null,
    })
    .execute();
  return due;
}

/**
 * Why a reminder that came due is not sent, or undefined when it still holds: the booking is
 * still confirmed, for the visit the row was made for, and that visit has not begun. A cancelled
 * visit gets no reminder; a moved one gets the one its new confirmation scheduled.
 */
export function reminderWithdrawn(booking: Booking, about: string | null, now: Date): string | undefined {
  if (booking.status !== 'confirmed') return `not sent: the booking is ${booking.status}`;
  if (about !== visitKey(booking)) return 'not sent: the visit moved';
  if (now.getTime() >= zonedInstant(booking.date, booking.time, TIME_ZONE)) return 'not sent: the visit has begun';
  return undefined;
}
