import type { PublishStatus } from '../../studio/contract';
import type { StudioT } from './studio-t';

export interface PublishProgressProps {
  t: StudioT;
  status: PublishStatus | undefined;
}

const percentOf = (status: PublishStatus) => Math.min(100, Math.max(0, Math.round(status.percent ?? 0)));

/**
 * Where a publish is: the phase and a bar while it runs, what to fix when it failed (the build's
 * own lines folded away), that it is live when done. The words sit in a polite live region, so a
 * screen reader hears each phase and the outcome; the bar's percentage is read on demand.
 */
export function PublishProgress({ t, status }: PublishProgressProps) {
  const running = status?.state === 'running';
  return (
    <div className="studio-progress">
      <div aria-live="polite" className="studio-progress__words">
        {running ? <p>{t('studio.publish.running', { phase: status.phase ? t(`studio.phase.${status.phase}`) : t('studio.publish.starting') })}</p> : null}
        {status?.state === 'failed' ? (
          <div className="studio-failed">
            <p className="studio-failed__title">{t('studio.publish.failed')}</p>
            {status.error ? <p>{status.error}</p> : null}
          </div>
        ) : null}
        {status?.state === 'done' ? <p className="studio-done">{t('studio.publish.done')}</p> : null}
      </div>
      {running ? (
        <div className="studio-progress__bar">
          <label htmlFor="studio-progress">{t('studio.publish.progress')}</label>
          <progress id="studio-progress" max={100} value={percentOf(status)}>
            {t('studio.publish.percent', { percent: percentOf(status) })}
          </progress>
          <span aria-hidden="true">{t('studio.publish.percent', { percent: percentOf(status) })}</span>
        </div>
      ) : null}
      {status?.state === 'failed' && status.detail && status.detail.length > 0 ? (
        <details className="studio-detail">
          <summary>{t('studio.publish.details')}</summary>
          <pre>{status.detail.join('\n')}</pre>
        </details>
      ) : null}
    </div>
  );
}
