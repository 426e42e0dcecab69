import { DECLINE_REASONS, type BookingRecord } from '../../booking/record';
import { movesFrom } from '../../booking/transitions';
import type { Translate } from '../../i18n/t';

export interface AdminMovesProps {
  t: Translate;
  booking: Pick<BookingRecord, 'id' | 'status' | 'date' | 'time' | 'proposed_date' | 'proposed_time'>;
  /** Where the forms post: /admin/status with the current view's query. */
  action: string;
  /** The spa's date today: the earliest day a proposal can name. */
  today: string;
}

/**
 * The owner's moves for one booking, as the moves table allows them from its state. Plain forms,
 * so they work without JavaScript: the moves that need nothing more are submit buttons of one
 * form; declining (a reason) and proposing (a date and time) open their own small form.
 */
export function AdminMoves({ t, booking: b, action, today }: AdminMovesProps) {
  const moves = movesFrom(b.status, 'admin');
  if (moves.length === 0) return null;
  const direct = moves.filter((m) => m !== 'decline' && m !== 'propose');
  return (
    <div className="admin-moves" role="group" aria-label={t('admin.moves', { id: b.id })}>
      {direct.length > 0 ? (
        <form method="post" action={action} className="admin-moves__buttons">
          <input type="hidden" name="id" value={b.id} />
          {direct.map((m) => (
            <button key={m} type="submit" name="action" value={m} className={`btn btn--light admin-move admin-move--${m}`}>
              {t(`admin.move.${m}`)}
            </button>
          ))}
        </form>
      ) : null}
      {moves.includes('decline') ? (
        <details className="admin-move-form">
          <summary>{t('admin.move.decline')}</summary>
          <form method="post" action={action}>
            <input type="hidden" name="id" value={b.id} />
            <input type="hidden" name="action" value="decline" />
            <label>
              {t('admin.declineReason')}
              {/* No reason preselected: the visitor reads it, so the owner picks one on purpose. */}
              <select name="reason" required defaultValue="">
                <option value="">{t('admin.chooseReason')}</option>
                {DECLINE_REASONS.map((r) => (
                  <option key={r} value={r}>
                    {t(`admin.reason.${r}`)}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="btn btn--light">
              {t('admin.sendDecline')}
            </button>
          </form>
        </details>
      ) : null}
      {moves.includes('propose') ? (
        <details className="admin-move-form">
          <summary>{t('admin.move.propose')}</summary>
          <form method="post" action={action}>
            <input type="hidden" name="id" value={b.id} />
            <input type="hidden" name="action" value="propose" />
            <label>
              {t('admin.inSpaTime', { label: t('admin.proposeDate') })}
              <input type="date" name="date" required min={today} defaultValue={b.proposed_date ?? b.date} />
            </label>
            <label>
              {t('admin.inSpaTime', { label: t('admin.proposeTime') })}
              <input type="time" name="time" required defaultValue={b.proposed_time ?? b.time} />
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
