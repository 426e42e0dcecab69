import { formatDateTime } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';
import type { DocumentId, ReleaseSummary } from '../../studio/contract';
import { useEffect, useRef } from 'react';
import { changeLine, contentLine } from './change-lines';
import { fieldId } from './field-paths';
import type { StudioT } from './studio-t';

export interface ReleaseItemProps {
  t: StudioT;
  locale: Locale;
  release: ReleaseSummary;
  titles: ReadonlyMap<DocumentId, string>;
  /** When the release restored from another, that one's time. */
  restoredFromWhen: string | undefined;
  /** The owner pressed Restore and is asked to confirm. */
  confirming: boolean;
  /** A restore is under way (any release). */
  busy: boolean;
  onRestore(): void;
  onConfirm(): void;
  onCancel(): void;
}

/** One release in the history: when, what kind, by which session, what changed (facts, then articles and photos), and Restore. */
export function ReleaseItem({ t, locale, release, titles, restoredFromWhen, confirming, busy, onRestore, onConfirm, onCancel }: ReleaseItemProps) {
  const when = formatDateTime(release.createdAt, locale);
  const confirmId = fieldId(`confirm.${release.id}`);
  // Focus follows the question: to Cancel when it appears, back to Restore when it is withdrawn.
  const restoreButton = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (!confirming && asked.current) restoreButton.current?.focus();
    asked.current = confirming;
  }, [confirming]);
  return (
    <li className={release.live ? 'studio-release studio-release--live' : 'studio-release'}>
      <h3 className="studio-release__head">
        <time dateTime={release.createdAt}>{when}</time> · {t(`studio.history.kind.${release.kind}`)}
        {release.live ? <span className="studio-live"> {t('studio.history.live')}</span> : null}
      </h3>
      <p className="studio-release__meta">
        {t('studio.history.by', { by: release.by })}
        {restoredFromWhen ? ` · ${t('studio.history.restoredFrom', { when: restoredFromWhen })}` : null}
      </p>
      {release.changes.length === 0 && release.contentChanges.length === 0 ? (
        <p>{t('studio.history.noChanges')}</p>
      ) : (
        <ul className="studio-changes">
          {release.changes.map((change, i) => (
            <li key={`fact-${i}`}>{changeLine(t, locale, titles, change)}</li>
          ))}
          {release.contentChanges.map((change, i) => (
            <li key={`content-${i}`}>{contentLine(t, locale, titles, change)}</li>
          ))}
        </ul>
      )}
      {release.restorable && !release.live ? (
        confirming ? (
          <div className="studio-confirm" role="group" aria-labelledby={confirmId}>
            <p id={confirmId}>{t('studio.history.confirm', { when })}</p>
            <div className="studio-actions">
              <button type="button" className="btn btn--primary" onClick={onConfirm} disabled={busy}>
                {t('studio.history.confirmYes')}
              </button>
              <button type="button" className="btn btn--light" onClick={onCancel} disabled={busy} autoFocus>
                {t('studio.history.cancel')}
              </button>
            </div>
          </div>
        ) : (
          <button type="button" className="btn btn--light" onClick={onRestore} disabled={busy} ref={restoreButton}>
            {t('studio.history.restore', { when })}
          </button>
        )
      ) : null}
    </li>
  );
}
