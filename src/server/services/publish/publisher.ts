// The studio's one publish job: build a release beside the live one, switch the host to it,
// record it (history, git), prune. Its state is process-wide (src/server/services/process-state.ts): the
// bundle that starts a publish is replaced by the one it builds, and the new one must see the job.
import type { MostViewed } from '../../../sidebar/most-viewed';
import { writeMostViewed } from '../insights/most-viewed';
import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { ReleaseSwitch } from '../../http/host-bridge';
import { BUILD_ENTRY } from '../../http/releases';
import type { ContentChange, PublishPhase } from '../../../studio/contract';
import type { ChangeDescriber } from '../../site-files/change-describer';
import { processWide } from '../process-state';
import { readStudioFiles } from '../../site-files/files';
import { withStudioLock } from '../../site-files/lock';
import { sourceCommitPaths } from '../../site-files/source-tree';
import { createBuildProgress } from './build-progress';
import type { BuildFailure } from './build-failure';
import { buildSite } from './site-build';
import { refineCompression, stopRefining } from './refine-compression';
import { commitStudioFiles } from './git-record';
import { linkCopy } from '../../site-files/link-copy';
import {
  appendHistory,
  completeReleases,
  countPages,
  currentRelease,
  newReleaseId,
  pruneReleases,
  readManifest,
  releasesDir,
  stagingDir,
  workDir,
  writeManifest,
  type ReleaseManifest,
} from './release-store';
import { restoreFiles, SnapshotRefusedError } from './restore-files';
import { SOURCE_DIR, takeSnapshot, type SourceHashes } from '../../site-files/snapshot';
import { armSchedule } from './schedule';
import { runHook } from './hooks';
import { clearStartFailure } from './start-failure';
import { changedPages, pingIndexNow } from './indexnow';
import { SITE } from '../../../config/site';

export type JobFailure = BuildFailure | { kind: 'switch' | 'hook'; detail: string[] };

export interface JobStatus {
  state: 'idle' | 'running' | 'failed' | 'done';
  phase?: PublishPhase;
  percent?: number;
  failure?: JobFailure;
  release?: string;
  startedAt?: string;
  finishedAt?: string;
}

const job = processWide('publisher', () => ({
  status: { state: 'idle' } as JobStatus,
  busy: false,
  progress: undefined as ReturnType<typeof createBuildProgress> | undefined,
  /** The running publish, until its last step (the git commit, the pruning) is done. */
  running: Promise.resolve(),
}));

/** The job as the status route shows it, with the running build's phase and percentage. */
export function publishStatus(): JobStatus {
  const { status, progress } = job;
  return status.state === 'running' && progress ? { ...status, phase: progress.phase(), percent: progress.percent() } : status;
}

export interface PublishContext {
  root: string;
  releases: ReleaseSwitch;
  /** Who asked: an admin session's label, or "schedule". */
  by: string;
  describe: ChangeDescriber;
  /**
   * The articles real visitors read most, for the "most viewed" lists (issue 39); undefined while
   * too few (the curated order stays). Absent where no database is at hand.
   */
  mostViewed?: () => Promise<MostViewed | undefined>;
}

/**
 * Starts a publish unless one is running. Resolves when the job has started (not when it ends):
 * the status route reports its progress.
 */
export function startPublish(context: PublishContext): 'started' | 'busy' {
  if (job.busy) return 'busy';
  job.busy = true;
  const startedAt = new Date();
  job.status = { state: 'running', startedAt: startedAt.toISOString() };
  job.running = runPublish(context, startedAt).finally(() => {
    job.busy = false;
    job.progress = undefined;
  });
  return 'started';
}

/** Resolves once the publish under way (if any) has done everything, after it went live too. */
export function publishSettled(): Promise<void> {
  return job.running;
}

/**
 * The release a publish's or restore's changes are told from: the live one or, when the host
 * serves dist/ (a start rebuilt it, the sources being newer after a publish's saves), the one it
 * served before (releases/current), which dist/ was built from unless files were edited by hand;
 * none before the first release.
 */
export function baseline(root: string, releases: ReleaseSwitch): { dir: string; manifest: ReleaseManifest } | undefined {
  const manifest = readManifest(releases.liveDir());
  return manifest ? { dir: releases.liveDir(), manifest } : currentRelease(root);
}

/**
 * The facts' texts and a snapshot of every file the studio writes, into `to`, under the studio's
 * lock so that no save lands halfway (hard links: milliseconds, see ./source-snapshot.ts).
 */
function snapshotSite(root: string, to: string): Promise<{ content: Record<string, string>; source: SourceHashes }> {
  return withStudioLock(root, async () => ({ content: readStudioFiles(root), source: takeSnapshot(root, to) }));
}

/**
 * The articles' and photos' changes from release `from` to the snapshot in `toDir`;
 * none when either was made before releases kept snapshots.
 */
function contentChangesBetween(describe: ChangeDescriber, from: { dir: string; manifest: ReleaseManifest } | undefined, toDir: string, to: SourceHashes | undefined): ContentChange[] {
  if (!from?.manifest.source || !to) return [];
  return describe.content({ dir: path.join(from.dir, SOURCE_DIR), files: from.manifest.source }, { dir: toDir, files: to });
}

async function runPublish(context: PublishContext, startedAt: Date) {
  const { root, releases, by, describe } = context;
  const progress = createBuildProgress(countPages(path.join(releases.liveDir(), 'client')));
  job.progress = progress;
  const id = newReleaseId(startedAt);
  const outDir = path.join(releasesDir(root), id);
  // Every publish builds in the same folder and then moves it to its release's name: Astro and
  // Vite key their caches (content store, dependency optimisation) on the output folder, and a
  // new folder each time cost ~2 s of every publish clearing and rebuilding them.
  const building = stagingDir(root);
  // The snapshot waits beside the build: Astro empties its output folder when it starts.
  const staging = workDir(root, 'source');
  const fail = (failure: JobFailure) => {
    rmSync(building, { recursive: true, force: true, maxRetries: 3 });
    rmSync(outDir, { recursive: true, force: true, maxRetries: 3 });
    rmSync(staging, { recursive: true, force: true, maxRetries: 3 });
    job.status = { state: 'failed', failure, startedAt: startedAt.toISOString(), finishedAt: new Date().toISOString() };
  };
  try {
    const { content, source } = await snapshotSite(root, staging);
    const live = baseline(root, releases);
    const changes = describe.facts(live?.manifest.content ?? content, content);
    const touched = contentChangesBetween(describe, live, staging, source);
    rmSync(building, { recursive: true, force: true, maxRetries: 3 });
    stopRefining();
    // Counting never stops a publish: without the ranking the lists keep the curated order.
    if (context.mostViewed) {
      await writeMostViewed(root, await context.mostViewed().catch(() => undefined)).catch((error: unknown) =>
        console.error(`studio: most-viewed ranking not written: ${(error as Error).message}`),
      );
    }
    const failure = await buildSite(root, building, progress.line);
    if (failure) return fail(failure);
    if (!existsSync(path.join(building, BUILD_ENTRY)) || !existsSync(path.join(building, 'client', 'index.html'))) {
      return fail({ kind: 'build', detail: ['the build finished without writing the site'] });
    }
    renameSync(building, outDir);
    renameSync(staging, path.join(outDir, SOURCE_DIR));
    const manifest: ReleaseManifest = { id, createdAt: new Date().toISOString(), kind: 'publish', by, changes, contentChanges: touched, content, source };
    writeManifest(outDir, manifest);
    progress.enter('switch');
    const shipped = await runHook('PUBLISH_HOOK', outDir, id);
    if (shipped) return fail({ kind: 'hook', detail: shipped });
    const previous = releases.liveDir();
    try {
      await releases.switchTo(outDir);
    } catch (error) {
      return fail({ kind: 'switch', detail: [(error as Error).message] });
    }
    appendHistory(root, { at: manifest.createdAt, kind: 'publish', release: id, by, changes, contentChanges: touched });
    // The sources build again: a failed start's note (./start-failure.ts) no longer holds.
    clearStartFailure(releasesDir(root));
    refineCompression(root, outDir);
    job.status = { state: 'done', release: id, startedAt: startedAt.toISOString(), finishedAt: new Date().toISOString() };
    // LIVE_HOOK: told once this server serves the release (e.g. nginx reloads its page policies).
    const told = await runHook('LIVE_HOOK', outDir, id);
    if (told) console.error(`studio: the release is live, but LIVE_HOOK failed: ${told.join(' | ')}`);
    void pingIndexNow(SITE.url, changedPages(path.join(previous, 'client'), path.join(outDir, 'client')));
    await commitStudioFiles(root, sourceCommitPaths(root), commitMessage('Publish', changes, touched, by));
    pruneReleases(root, releases.liveDir());
    scheduleNext(context);
  } catch (error) {
    // Disk full while writing the manifest, a file the studio cannot read…: nothing went live.
    fail({ kind: /ENOSPC/.test(String(error)) ? 'disk' : 'build', detail: [(error as Error).message] });
  }
}

/** "Studio: Publish (3 changes: 1 fact, 2 articles or photos; admin 3f9a0c)". */
function commitMessage(what: string, facts: readonly unknown[], content: readonly ContentChange[], by: string) {
  const count = facts.length + content.length;
  const parts = count === 0 ? '' : `: ${facts.length} fact${facts.length === 1 ? '' : 's'}, ${content.length} article${content.length === 1 ? '' : 's'} or photo${content.length === 1 ? '' : 's'}`;
  return `Studio: ${what} (${count} change${count === 1 ? '' : 's'}${parts}; ${by})`;
}

/** Arms the rebuild at the live build's next date-dependent change (./schedule.ts). */
export function scheduleNext(context: PublishContext): void {
  armSchedule(context.releases.liveDir(), () => startPublish({ ...context, by: 'schedule' }), { settled: publishSettled });
}

export type RestoreOutcome = 'restored' | 'missing' | 'live' | 'busy' | 'damaged';

/**
 * Makes release `id` live again and puts back the files it was built from (./restore-files.ts:
 * facts, articles, galleries, photos; the facts only for a release made before snapshots), so the
 * next publish starts from what visitors see. Changes saved since the last publish are undone
 * with them. 'damaged': its snapshot failed the checks, nothing was written or switched.
 */
export async function restoreRelease(context: PublishContext & { id: string }): Promise<RestoreOutcome> {
  const { root, releases, by, id, describe } = context;
  if (job.busy) return 'busy';
  const dir = path.join(releasesDir(root), id);
  const manifest = completeReleases(root).find((m) => m.id === id);
  if (!manifest) return 'missing';
  if (releases.liveDir() === dir) return 'live';
  job.busy = true;
  try {
    const before = baseline(root, releases);
    const from = before?.manifest.id;
    // The files first, then the switch; if the switch fails, the files go back as they were.
    try {
      await restoreFiles(root, dir, manifest, () => releases.switchTo(dir));
    } catch (error) {
      if (!(error instanceof SnapshotRefusedError)) throw error;
      console.error(`studio: release ${id} was not restored: ${error.message}`);
      return 'damaged';
    }
    // A release restored before its quick Brotli copies were all redone gets them redone now.
    refineCompression(root, dir);
    const changes = describe.facts(before?.manifest.content ?? manifest.content, manifest.content);
    const touched = contentChangesBetween(describe, before, path.join(dir, SOURCE_DIR), manifest.source);
    appendHistory(root, { at: new Date().toISOString(), kind: 'restore', release: id, by, changes, contentChanges: touched, ...(from ? { restoredFrom: from } : {}) });
    await commitStudioFiles(root, sourceCommitPaths(root), commitMessage(`Restore ${id}`, changes, touched, by));
    scheduleNext(context);
    return 'restored';
  } finally {
    job.busy = false;
  }
}

/**
 * At start, a site that has never published keeps the build it started with as its first
 * release (hard links, no copy), so the first publish can be undone like any other.
 */
export async function ensureInitialRelease(context: PublishContext): Promise<void> {
  const { root, releases } = context;
  if (job.busy || completeReleases(root).length > 0) return;
  job.busy = true;
  try {
    const id = newReleaseId(new Date());
    const dir = path.join(releasesDir(root), id);
    linkCopy(releases.liveDir(), dir);
    // What the studio's files are now: the nearest to what this build was made from that is known.
    const { content, source } = await snapshotSite(root, path.join(dir, SOURCE_DIR));
    const manifest: ReleaseManifest = { id, createdAt: new Date().toISOString(), kind: 'initial', by: context.by, changes: [], contentChanges: [], content, source };
    writeManifest(dir, manifest);
    await releases.switchTo(dir);
    appendHistory(root, { at: manifest.createdAt, kind: 'initial', release: id, by: context.by, changes: [] });
  } finally {
    job.busy = false;
  }
}
