import { useCallback, useEffect, useState } from 'react';
import { formatDateTime } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';
import type { DocumentId, ReleaseSummary } from '../../studio/contract';
import { ReleaseItem } from './ReleaseItem';
import type { StudioApi } from './studio-api';
import type { StudioT } from './studio-t';

export interface ReleaseHistoryProps {
  t: StudioT;
  locale: Locale;
  api: StudioApi;
  titles: ReadonlyMap<DocumentId, string>;
  /** Changes whenever a publish ended, so the list is read again. */
  refresh: number;
  /** A restore was accepted: the publish panel follows the switch. */
  onRestored(): void;
  onFailure(error: unknown): void;
}

/**
 * The version a restore brought back: the release of the same id as the restore's entry, as it
 * was first made (its publish or the first build). Not `restoredFrom`, which names the version the
 * restore replaced: the entry read "restored 12:09" after 11:50 was brought back.
 */
export function restoredVersion(releases: readonly ReleaseSummary[], release: ReleaseSummary): ReleaseSummary | undefined {
  if (release.kind !== 'restore') return undefined;
  return releases.find((r) => r.id === release.id && r.kind !== 'restore');
}

/** Every release, newest first, with a confirmed Restore on each earlier one still on disk. */
export function ReleaseHistory({ t, locale, api, titles, refresh, onRestored, onFailure }: ReleaseHistoryProps) {
  const [releases, setReleases] = useState<ReleaseSummary[] | undefined>(undefined);
  const [confirming, setConfirming] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<'restored' | 'busy' | undefined>(undefined);

  const load = useCallback(async () => {
    try {
      setReleases(await api.releases());
    } catch (error) {
      onFailure(error);
    }
  }, [api, onFailure]);
  useEffect(() => void load(), [load, refresh]);

  async function restore(id: string) {
    setBusy(true);
    setOutcome(undefined);
    try {
      const accepted = await api.restore(id);
      setConfirming(undefined);
      setOutcome(accepted ? 'restored' : 'busy');
      onRestored();
      await load();
    } catch (error) {
      onFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="studio-panel" aria-labelledby="studio-history-title">
      <h2 id="studio-history-title">{t('studio.history.title')}</h2>
      <button type="button" className="btn btn--light" onClick={() => void load()}>
        {t('studio.history.refresh')}
      </button>
      <p role="status">{busy ? t('studio.history.restoring') : outcome === 'restored' ? t('studio.history.restored') : outcome === 'busy' ? t('studio.publish.busy') : ''}</p>
      {releases === undefined ? (
        <p>{t('studio.loading')}</p>
      ) : releases.length === 0 ? (
        <p>{t('studio.history.empty')}</p>
      ) : (
        <ol className="studio-releases">
          {releases.map((release) => {
            const restored = restoredVersion(releases, release);
            return (
              <ReleaseItem
                key={release.id}
                t={t}
                locale={locale}
                release={release}
                titles={titles}
                restoredFromWhen={restored ? formatDateTime(restored.createdAt, locale) : undefined}
                confirming={confirming === release.id}
                busy={busy}
                onRestore={() => setConfirming(release.id)}
                onConfirm={() => void restore(release.id)}
                onCancel={() => setConfirming(undefined)}
              />
            );
          })}
        </ol>
      )}
    </section>
  );
}
