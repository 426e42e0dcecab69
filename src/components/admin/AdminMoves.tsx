import type { BookingRecord } from '../../booking/record';
import type { AdminAsksFirst, DeclineRetry } from '../../booking/admin-address';
import { bookingReference } from '../../booking/reference';
import { asksFirst, canMove, movesFrom, type BookingAction } from '../../booking/transitions';
import type { Translate } from '../../i18n/t';
import { AdminAsk } from './AdminAsk';
import { AdminDeclineForm } from './AdminDeclineForm';

export interface AdminMovesProps {
  t: Translate;
  booking: Pick<BookingRecord, 'id' | 'name' | 'status' | 'date' | 'time' | 'proposed_date' | 'proposed_time'>;
  /** Where the forms post: /admin/status with the current view's query. */
  action: string;
  /** The spa's date today: the earliest day a proposal can name. */
  today: string;
  /** A move that asks first, pressed once on this booking: its question replaces the buttons. */
  ask?: AdminAsksFirst | undefined;
  /** The list's current view with this card's fragment: where "Keep it" leads. */
  keepHref: string;
  /** A proposal just refused, as typed: the form opens with it instead of the booking's time. */
  retry?: { date: string; time: string } | undefined;
  /** A decline just refused (its message too long), as typed: its form opens with it. */
  declineRetry?: DeclineRetry | undefined;
}

/**
 * The buttons' fixed order: the move forward first, the ones that cannot be undone after it and
 * Cancel always last, so a button never takes the place of another after a move (Confirm's place
 * is Done's once confirmed, never Cancel's).
 */
const BUTTON_ORDER: readonly BookingAction[] = ['confirm', 'done', 'no_show', 'spam', 'cancel'];

/**
 * The owner's moves for one booking, as the moves table allows them from its state. Plain forms,
 * so they work without JavaScript: the moves that need nothing more are submit buttons of one
 * form; declining (a reason, and a message if wished: AdminDeclineForm) and proposing (a date
 * and time) open their own small form. A move that cannot be undone only asks on its first press
 * (src/server/web/admin/owner-move.ts).
 */
export function AdminMoves({ t, booking: b, action, today, ask, keepHref, retry, declineRetry }: AdminMovesProps) {
  const moves = movesFrom(b.status, 'admin');
  if (moves.length === 0) return null;
  const ref = bookingReference(Number(b.id));
  if (ask !== undefined && canMove(ask, b.status, 'admin')) {
    return <AdminAsk t={t} id={Number(b.id)} move={ask} question={t(`admin.ask.${ask}`, { ref, name: b.name })} action={action} keepHref={keepHref} />;
  }
  const direct = BUTTON_ORDER.filter((m) => moves.includes(m));
  return (
    <div className="admin-moves" role="group" aria-label={t('admin.moves', { ref })}>
      {direct.length > 0 ? (
        <form method="post" action={action} className="admin-moves__buttons">
          <input type="hidden" name="id" value={b.id} />
          {direct.map((m) => (
            <button key={m} type="submit" name="action" value={m} className={`btn btn--light admin-move admin-move--${m}${asksFirst(m) ? ' admin-move--final' : ''}`}>
              {t(`admin.move.${m}`)}
            </button>
          ))}
        </form>
      ) : null}
      {moves.includes('decline') ? <AdminDeclineForm t={t} id={Number(b.id)} action={action} retry={declineRetry} /> : null}
      {moves.includes('propose') ? (
        <details className="admin-move-form" open={retry !== undefined}>
          <summary>{t('admin.move.propose')}</summary>
          <form method="post" action={action}>
            <input type="hidden" name="id" value={b.id} />
            <input type="hidden" name="action" value="propose" />
            <label>
              {t('admin.inSpaTime', { label: t('admin.proposeDate') })}
              <input type="date" name="date" required min={today} defaultValue={retry?.date ?? b.proposed_date ?? b.date} />
            </label>
            <label>
              {t('admin.inSpaTime', { label: t('admin.proposeTime') })}
              <input type="time" name="time" required defaultValue={retry?.time ?? b.proposed_time ?? b.time} />
            </label>
            <button type="submit" className="btn btn--light">
              {t('admin.sendProposal')}
            </button>
          </form>
        </details>
      ) : null}
    </div>
  );
}
