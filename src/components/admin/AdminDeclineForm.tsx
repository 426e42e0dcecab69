import type { DeclineRetry } from '../../booking/admin-address';
import { DECLINE_MESSAGE_MAX, declineMessageFits } from '../../booking/decline-message';
import { DECLINE_REASONS } from '../../booking/record';
import type { Translate } from '../../i18n/t';

export interface AdminDeclineFormProps {
  t: Translate;
  id: number;
  /** Where the form posts: /admin/status with the current view's query. */
  action: string;
  /** A decline just refused for this booking (its message was too long), as typed: the form opens with it. */
  retry?: DeclineRetry | undefined;
}

/**
 * Declining: a reason from the list (the visitor reads it in their language) and, if the owner
 * wishes, a message of their own under it. A plain form in a disclosure, so it works without
 * JavaScript; the message's limit is the browser's maxlength and the server's check
 * (src/server/web/admin/owner-move.ts), which sends what was typed back here.
 */
export function AdminDeclineForm({ t, id, action, retry }: AdminDeclineFormProps) {
  const hintId = `decline-hint-${id}`;
  const errorId = `decline-error-${id}`;
  const tooLong = retry !== undefined && !declineMessageFits(retry.message);
  return (
    <details className="admin-move-form" open={retry !== undefined}>
      <summary>{t('admin.move.decline')}</summary>
      <form method="post" action={action}>
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="action" value="decline" />
        <label>
          {t('admin.declineReason')}
          {/* No reason preselected: the visitor reads it, so the owner picks one on purpose. */}
          <select name="reason" required defaultValue={retry?.reason ?? ''}>
            <option value="">{t('admin.chooseReason')}</option>
            {DECLINE_REASONS.map((r) => (
              <option key={r} value={r}>
                {t(`admin.reason.${r}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('admin.declineMessage')}
          <textarea
            name="message"
            rows={3}
            maxLength={DECLINE_MESSAGE_MAX}
            defaultValue={retry?.message ?? ''}
            aria-describedby={tooLong ? `${errorId} ${hintId}` : hintId}
            aria-invalid={tooLong ? true : undefined}
          />
        </label>
        {tooLong ? (
          <p id={errorId} className="admin-move-form__error">
            {t('admin.declineMessageTooLong', { max: DECLINE_MESSAGE_MAX })}
          </p>
        ) : null}
        <p id={hintId} className="admin-move-form__hint">
          {t('admin.declineMessageHint', { max: DECLINE_MESSAGE_MAX })}
        </p>
        <button type="submit" className="btn btn--light">
          {t('admin.sendDecline')}
        </button>
      </form>
    </details>
  );
}
