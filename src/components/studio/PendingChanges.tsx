import type { Locale } from '../../i18n/locales';
import type { DocumentId, FactChange, PendingChanges as Pending } from '../../studio/contract';
import { changeLine, contentLine } from './change-lines';
import type { StudioT } from './studio-t';

export interface PendingChangesProps {
  t: StudioT;
  locale: Locale;
  pending: Pending;
  titles: ReadonlyMap<DocumentId, string>;
  /** A discard is under way. */
  busy: boolean;
  onDiscard(id: DocumentId): void;
}

/** How many changes a publish would put live: each fact, each article or photo change. */
export const pendingCount = (pending: Pending | undefined) => (pending ? pending.facts.length + pending.content.length : 0);

/** Which pages a document's changes show on, in the owner's words. */
function pagesOf(t: StudioT, id: DocumentId): string {
  if (id === 'business') return t('studio.pending.pages.business');
  if (id === 'notice') return t('studio.pending.pages.notice');
  return t('studio.pending.pages.service');
}

/**
 * Before Publish, what will change (issue 40): per document, its changes in the history's words,
 * the pages they show on and a way to throw them away; then the articles' and photos' changes.
 */
export function PendingChanges({ t, locale, pending, titles, busy, onDiscard }: PendingChangesProps) {
  const byDocument = new Map<DocumentId, FactChange[]>();
  for (const change of pending.facts) byDocument.set(change.document, [...(byDocument.get(change.document) ?? []), change]);
  return (
    <div className="studio-pending">
      <ul className="studio-pending__documents">
        {[...byDocument].map(([id, changes]) => {
          const title = titles.get(id) ?? id;
          return (
            <li key={id} className="studio-pending__document">
              <h3>{title}</h3>
              <ul className="studio-changes">
                {changes.map((change, i) => (
                  <li key={i}>{changeLine(t, locale, titles, change)}</li>
                ))}
              </ul>
              <p className="studio-pending__pages">{pagesOf(t, id)}</p>
              <button type="button" className="btn btn--light" aria-disabled={busy} onClick={() => !busy && onDiscard(id)}>
                {t('studio.pending.discard', { title })}
              </button>
            </li>
          );
        })}
        {pending.content.length > 0 ? (
          <li className="studio-pending__document">
            <h3>{t('studio.pending.content')}</h3>
            <ul className="studio-changes">
              {pending.content.map((change, i) => (
                <li key={i}>{contentLine(t, locale, titles, change)}</li>
              ))}
            </ul>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
