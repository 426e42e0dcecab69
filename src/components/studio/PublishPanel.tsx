import { useEffect, useRef, useState } from 'react';
import type { PublishStatus } from '../../studio/contract';
import type { Locale } from '../../i18n/locales';
import { PublishProgress } from './PublishProgress';
import { StartFailureNote } from './StartFailureNote';
import type { StudioApi } from './studio-api';
import type { StudioT } from './studio-t';

export interface PublishPanelProps {
  t: StudioT;
  locale: Locale;
  api: StudioApi;
  /** Something was saved in this visit and not published since. */
  unpublished: boolean;
  /** Changes when something else (a restore) may have started a job to follow. */
  follow: number;
  /** A publish ended (done or failed): the history has a new entry to show. */
  onFinished(status: PublishStatus): void;
  onFailure(error: unknown): void;
}

/** How often the status is asked for while a publish runs. */
export const POLL_MS = 700;

/** The Publish button and the running publish's progress (also one started elsewhere, found on load). */
export function PublishPanel({ t, locale, api, unpublished, follow, onFinished, onFailure }: PublishPanelProps) {
  const [status, setStatus] = useState<PublishStatus | undefined>(undefined);
  const [busyNote, setBusyNote] = useState(false);
  // Each start of the poll loop: on load (a publish may be running already), and after each Publish.
  const [pollRun, setPollRun] = useState(0);
  const finished = useRef(onFinished);
  finished.current = onFinished;

  useEffect(() => {
    let stopped = false;
    // Only a job started or seen running here is reported as finished, not the last one found on load.
    let sawRunning = pollRun > 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const next = await api.publishStatus();
        if (stopped) return;
        setStatus(next);
        if (next.state === 'running') {
          sawRunning = true;
          timer = setTimeout(() => void poll(), POLL_MS);
        } else {
          setBusyNote(false);
          if (sawRunning && next.state !== 'idle') finished.current(next);
        }
      } catch (error) {
        if (!stopped) onFailure(error);
      }
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [pollRun, follow, api, onFailure]);

  async function publish() {
    if (status?.state === 'running') return;
    try {
      const started = await api.publish();
      setBusyNote(!started);
      setStatus({ state: 'running' });
      setPollRun((n) => n + 1);
    } catch (error) {
      onFailure(error);
    }
  }

  // aria-disabled rather than disabled while running: a disabled button drops the keyboard focus.
  const running = status?.state === 'running';
  return (
    <section className="studio-panel" aria-labelledby="studio-publish-title">
      <h2 id="studio-publish-title">{t('studio.publish.title')}</h2>
      <p>{t('studio.publish.lead')}</p>
      {unpublished && !running ? <p className="studio-saved">{t('studio.saved')}</p> : null}
      <button type="button" className="btn btn--primary" onClick={() => void publish()} aria-disabled={running}>
        {t('studio.publish.button')}
      </button>
      {busyNote ? <p role="status">{t('studio.publish.busy')}</p> : null}
      {status?.startFailure && status.state !== 'running' && status.state !== 'done' ? <StartFailureNote t={t} locale={locale} failure={status.startFailure} /> : null}
      <PublishProgress t={t} status={status} />
    </section>
  );
}
