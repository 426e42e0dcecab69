import { z } from 'zod';
import { cleanDeclineMessage } from '../../../booking/decline-message';
import { DECLINE_REASONS, type DeclineReason } from '../../../booking/record';
import { asksFirst, BOOKING_ACTIONS, isChangeAction, MOVES, type BookingAction } from '../../../booking/transitions';

/** A move the owner posted from /admin, parsed. */
export interface AdminMove {
  id: number;
  action: BookingAction;
  reason?: DeclineReason | undefined;
  /**
   * With a decline, the owner's words to the guest, cleaned (decline-message.ts) but not yet
   * checked against its limit: owner-move.ts refuses a long one with the text kept for the form.
   * Undefined when none was written.
   */
  message?: string | undefined;
  /** As typed; whether the hours allow it is the booking schema's call (booking/proposal.ts). */
  proposal?: { date: string; time: string } | undefined;
  /** With an answer to the visitor's ask for another time: the time asked, as the card showed it. */
  change?: { date: string; time: string } | undefined;
  /** The second, explicit press of a move that asks first (transitions.ts ASKS_FIRST). */
  confirmed: boolean;
}

// Long enough for anything a date or time input sends, short enough that a hostile value is refused before any rule reads it.
const typed = z.string().max(32);

/**
 * The admin's move form: the booking, one of the owner's moves, and exactly the fields that move
 * takes (a reason and an optional message to decline, a date and time to propose, the time asked
 * with an answer to the visitor's ask for another time). Anything else, a missing field, an
 * extra one or a move only the visitor makes, is a request no admin form sends: 400. `confirm=1`
 * comes only with a move that asks first, from the question's "Yes" button.
 */
const AdminMoveSchema = z
  .object({
    id: z.string().regex(/^[1-9]\d{0,11}$/),
    action: z.enum(BOOKING_ACTIONS),
    reason: z.enum(DECLINE_REASONS).optional(),
    // Any length the body limit lets through: its own limit is checked after cleaning, with a message.
    message: z.string().optional(),
    date: typed.optional(),
    time: typed.optional(),
    confirm: z.literal('1').optional(),
  })
  .strict()
  .refine((m) => MOVES[m.action].by.includes('admin'))
  .refine((m) => (m.action === 'decline') === (m.reason !== undefined))
  .refine((m) => m.message === undefined || m.action === 'decline')
  .refine((m) => {
    const timed = m.action === 'propose' || isChangeAction(m.action);
    return (m.date !== undefined) === timed && (m.time !== undefined) === timed;
  })
  .refine((m) => m.confirm === undefined || asksFirst(m.action));

export function parseAdminMove(fields: Record<string, string>): AdminMove | undefined {
  const parsed = AdminMoveSchema.safeParse(fields);
  if (!parsed.success) return undefined;
  const { id, action, reason, message, date, time, confirm } = parsed.data;
  const cleaned = cleanDeclineMessage(message ?? '');
  return {
    id: Number(id),
    action,
    reason,
    message: cleaned === '' ? undefined : cleaned,
    proposal: action === 'propose' && date !== undefined && time !== undefined ? { date: date.trim(), time: time.trim() } : undefined,
    change: isChangeAction(action) && date !== undefined && time !== undefined ? { date: date.trim(), time: time.trim() } : undefined,
    confirmed: confirm === '1',
  };
}
