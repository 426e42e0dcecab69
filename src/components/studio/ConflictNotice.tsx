import { useEffect, useRef } from 'react';
import type { StudioT } from './studio-t';

export interface ConflictNoticeProps {
  t: StudioT;
  onLoadTheirs(): void;
  onSaveMine(): void;
  busy: boolean;
}

/** Someone saved first: nothing was written; keep ours, or take theirs. */
export function ConflictNotice({ t, onLoadTheirs, onSaveMine, busy }: ConflictNoticeProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div className="studio-conflict" role="alert" tabIndex={-1} ref={box} aria-labelledby="studio-conflict-title">
      <h3 id="studio-conflict-title">{t('studio.conflict.title')}</h3>
      <p>{t('studio.conflict.body')}</p>
      <div className="studio-actions">
        <button type="button" className="btn btn--light" onClick={onLoadTheirs} disabled={busy}>
          {t('studio.conflict.loadTheirs')}
        </button>
        <button type="button" className="btn btn--primary" onClick={onSaveMine} disabled={busy}>
          {t('studio.conflict.saveMine')}
        </button>
      </div>
    </div>
  );
}
