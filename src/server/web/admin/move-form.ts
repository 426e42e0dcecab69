import { z } from 'zod';
import { DECLINE_REASONS, type DeclineReason } from '../../../booking/record';
import { asksFirst, BOOKING_ACTIONS, MOVES, type BookingAction } from '../../../booking/transitions';

/** A move the owner posted from /admin, parsed. */
export interface AdminMove {
  id: number;
  action: BookingAction;
  reason?: DeclineReason | undefined;
  /** As typed; whether the hours allow it is the booking schema's call (booking/proposal.ts). */
  proposal?: { date: string; time: string } | undefined;
  /** The second, explicit press of a move that asks first (transitions.ts ASKS_FIRST). */
  confirmed: boolean;
}

// Long enough for anything a date or time input sends, short enough that a hostile value is refused before any rule reads it.
const typed = z.string().max(32);

/**
 * The admin's move form: the booking, one of the owner's moves, and exactly the fields that move
 * takes (a reason to decline, a date and time to propose). Anything else, a missing field, an
 * extra one or a move only the visitor makes, is a request no admin form sends: 400. `confirm=1`
 * comes only with a move that asks first, from the question's "Yes" button.
 */
const AdminMoveSchema = z
  .object({
    id: z.string().regex(/^[1-9]\d{0,11}$/),
    action: z.enum(BOOKING_ACTIONS),
    reason: z.enum(DECLINE_REASONS).optional(),
    date: typed.optional(),
    time: typed.optional(),
    confirm: z.literal('1').optional(),
  })
  .strict()
  .refine((m) => MOVES[m.action].by.includes('admin'))
  .refine((m) => (m.action === 'decline') === (m.reason !== undefined))
  .refine((m) => (m.date !== undefined) === (m.action === 'propose') && (m.time !== undefined) === (m.action === 'propose'))
  .refine((m) => m.confirm === undefined || asksFirst(m.action));

export function parseAdminMove(fields: Record<string, string>): AdminMove | undefined {
  const parsed = AdminMoveSchema.safeParse(fields);
  if (!parsed.success) return undefined;
  const { id, action, reason, date, time, confirm } = parsed.data;
  return {
    id: Number(id),
    action,
    reason,
    proposal: date !== undefined && time !== undefined ? { date: date.trim(), time: time.trim() } : undefined,
    confirmed: confirm === '1',
  };
}
