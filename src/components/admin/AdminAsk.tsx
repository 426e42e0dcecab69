import type { AdminAsksFirst } from '../../booking/admin-address';
import type { Translate } from '../../i18n/t';

export interface AdminAskProps {
  t: Translate;
  id: number;
  move: AdminAsksFirst;
  /** "Cancel booking KS-0042 of Lan?", in the owner's language. */
  question: string;
  /** Where the second press posts: /admin/status with the current view's query. */
  action: string;
  /** Back to the same view and card without the question. */
  keepHref: string;
}

/**
 * The question a move that cannot be undone asks on its first press, in the booking's own card:
 * "Yes" posts the move again with `confirm=1`, "Keep it" is a link back to the list as it was.
 */
export function AdminAsk({ t, id, move, question, action, keepHref }: AdminAskProps) {
  const questionId = `ask-${id}`;
  return (
    <form method="post" action={action} className="admin-ask" aria-labelledby={questionId}>
      <p id={questionId} className="admin-ask__question">
        {question}
      </p>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="action" value={move} />
      <input type="hidden" name="confirm" value="1" />
      <div className="admin-ask__buttons">
        <button type="submit" className="btn admin-ask__yes">
          {t(`admin.yes.${move}`)}
        </button>
        <a className="btn btn--light" href={keepHref}>
          {t('admin.keep')}
        </a>
      </div>
    </form>
  );
}
