import { useEffect, useRef, useState } from 'react';
import type { DocumentId, PendingChanges as Pending, PublishStatus } from '../../studio/contract';
import { PendingChanges, pendingCount, type DiscardChoice } from './PendingChanges';
import type { PendingTarget } from './pending-groups';
import { announceStudioDiscard, onStudioSave } from './saved-event';
import type { Locale } from '../../i18n/locales';
import { PublishProgress } from './PublishProgress';
import { StartFailureNote } from './StartFailureNote';
import type { StudioApi } from './studio-api';
import type { StudioT } from './studio-t';

export interface PublishPanelProps {
  t: StudioT;
  locale: Locale;
  api: StudioApi;
  /** Changes after each save (and restore): the pending changes are asked for again. */
  saves: number;
  /** Each document's title in the owner's language; asked for here when the page has none (articles). */
  titles?: ReadonlyMap<DocumentId, string> | undefined;
  /** A document's, an article's or a gallery's saved changes were thrown away (an open editor of it reloads). */
  onDiscarded(target: PendingTarget): void;
  /** Changes when something else (a restore) may have started a job to follow. */
  follow: number;
  /** A publish ended (done or failed): the history has a new entry to show. */
  onFinished(status: PublishStatus): void;
  onFailure(error: unknown): void;
}

/** How often the status is asked for while a publish runs. */
export const POLL_MS = 700;

/** The Publish button and the running publish's progress (also one started elsewhere, found on load). */
export function PublishPanel({ t, locale, api, saves, titles: given, follow, onFinished, onDiscarded, onFailure }: PublishPanelProps) {
  const [fetched, setFetched] = useState<ReadonlyMap<DocumentId, string> | undefined>(undefined);
  useEffect(() => {
    if (given) return;
    api.documents().then((documents) => setFetched(new Map(documents.map((d) => [d.id, d.title]))), onFailure);
  }, [api, given, onFailure]);
  const titles = given ?? fetched ?? new Map<DocumentId, string>();
  const [status, setStatus] = useState<PublishStatus | undefined>(undefined);
  const [busyNote, setBusyNote] = useState(false);
  // Each start of the poll loop: on load (a publish may be running already), and after each Publish.
  const [pollRun, setPollRun] = useState(0);
  const finished = useRef(onFinished);
  finished.current = onFinished;
  const [pending, setPending] = useState<Pending | undefined>(undefined);
  const [discarding, setDiscarding] = useState(false);
  const [discardNote, setDiscardNote] = useState('');
  // Asked again after each save (here, or announced by another island of the page), each finished publish and each discard.
  const [pendingRun, setPendingRun] = useState(0);
  useEffect(() => onStudioSave(() => setPendingRun((n) => n + 1)), []);
  useEffect(() => {
    let stopped = false;
    api.pending().then(
      (next) => {
        if (!stopped) setPending(next);
      },
      (error: unknown) => {
        if (!stopped) onFailure(error);
      },
    );
    return () => {
      stopped = true;
    };
  }, [api, saves, pendingRun, onFailure]);

  async function discard({ target, title, isNew }: DiscardChoice) {
    // A never-published article has nothing live to go back to: its discard deletes it, and says so.
    if (!window.confirm(t(isNew ? 'studio.pending.discardNew' : 'studio.pending.discardAsk', { title }))) return;
    setDiscarding(true);
    setDiscardNote('');
    try {
      const answer = target.kind === 'document' ? await api.discard(target.id) : await api.discardContent(target);
      if (answer.kind === 'error') {
        setDiscardNote(answer.message);
        return;
      }
      setDiscardNote(t('studio.pending.discarded', { title }));
      onDiscarded(target);
      announceStudioDiscard(target);
    } catch (error) {
      onFailure(error);
    } finally {
      setDiscarding(false);
      setPendingRun((n) => n + 1);
    }
  }

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
          if (sawRunning && next.state !== 'idle') {
            finished.current(next);
            setPendingRun((n) => n + 1);
          }
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
  const count = pendingCount(pending);
  // "Published" stands only while nothing newer waits: a save after it makes it untrue.
  const shown = status?.state === 'done' && count > 0 ? undefined : status;
  return (
    <section className="studio-panel" aria-labelledby="studio-publish-title">
      <h2 id="studio-publish-title">{t('studio.publish.title')}</h2>
      <p>{t('studio.publish.lead')}</p>
      {pending === undefined || running ? null : count > 0 ? (
        <>
          <p className="studio-pending__count">{t('studio.pending.count', { n: count })}</p>
          <PendingChanges t={t} locale={locale} pending={pending} titles={titles} busy={discarding} onDiscard={(choice) => void discard(choice)} />
        </>
      ) : pending.since ? (
        <p>{t('studio.pending.none')}</p>
      ) : null}
      <p role="status" className="studio-saved">
        {discardNote}
      </p>
      <button type="button" className="btn btn--primary" onClick={() => void publish()} aria-disabled={running}>
        {t('studio.publish.button')}
      </button>
      {busyNote ? <p role="status">{t('studio.publish.busy')}</p> : null}
      {status?.startFailure && status.state !== 'running' && status.state !== 'done' ? <StartFailureNote t={t} locale={locale} failure={status.startFailure} /> : null}
      <PublishProgress t={t} status={shown} />
    </section>
  );
}
