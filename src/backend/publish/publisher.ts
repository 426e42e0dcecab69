// The studio's one publish job: build a release beside the live one, switch the host to it,
// record it (history, git), prune. Its state is process-wide (src/backend/process-state.ts): the
// bundle that starts a publish is replaced by the one it builds, and the new one must see the job.
import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { ReleaseSwitch } from '../../http/host-bridge';
import { BUILD_ENTRY } from '../../http/releases';
import type { PublishPhase } from '../../studio/contract';
import { processWide } from '../process-state';
import { diffStudioFiles } from '../studio/fact-changes';
import { readStudioFiles, studioCommitPaths, studioFiles, writeStudioFiles } from '../studio/files';
import { photoCommitPaths } from '../studio/photos/photo-files';
import { createBuildProgress } from './build-progress';
import type { BuildFailure } from './build-failure';
import { buildSite } from './site-build';
import { refineCompression, stopRefining } from './refine-compression';
import { commitStudioFiles } from './git-record';
import {
  appendHistory,
  completeReleases,
  countPages,
  linkCopy,
  newReleaseId,
  pruneReleases,
  readManifest,
  releasesDir,
  stagingDir,
  writeManifest,
  type ReleaseManifest,
} from './release-store';
import { armSchedule } from './schedule';
import { runHook } from './hooks';
import { changedPages, pingIndexNow } from './indexnow';
import { SITE } from '../../config/site';

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
  void runPublish(context, startedAt).finally(() => {
    job.busy = false;
    job.progress = undefined;
  });
  return 'started';
}

/** The content a release was built from: the live one's manifest, or (never published) none. */
function liveManifest(releases: ReleaseSwitch): ReleaseManifest | undefined {
  return readManifest(releases.liveDir());
}

async function runPublish(context: PublishContext, startedAt: Date) {
  const { root, releases, by } = context;
  const progress = createBuildProgress(countPages(path.join(releases.liveDir(), 'client')));
  job.progress = progress;
  const id = newReleaseId(startedAt);
  const outDir = path.join(releasesDir(root), id);
  // Every publish builds in the same folder and then moves it to its release's name: Astro and
  // Vite key their caches (content store, dependency optimisation) on the output folder, and a
  // new folder each time cost ~2 s of every publish clearing and rebuilding them.
  const building = stagingDir(root);
  const fail = (failure: JobFailure) => {
    rmSync(building, { recursive: true, force: true, maxRetries: 3 });
    rmSync(outDir, { recursive: true, force: true, maxRetries: 3 });
    job.status = { state: 'failed', failure, startedAt: startedAt.toISOString(), finishedAt: new Date().toISOString() };
  };
  try {
    const content = readStudioFiles(root);
    const changes = diffStudioFiles(liveManifest(releases)?.content ?? content, content);
    rmSync(building, { recursive: true, force: true, maxRetries: 3 });
    stopRefining();
    const failure = await buildSite(root, building, progress.line);
    if (failure) return fail(failure);
    if (!existsSync(path.join(building, BUILD_ENTRY)) || !existsSync(path.join(building, 'client', 'index.html'))) {
      return fail({ kind: 'build', detail: ['the build finished without writing the site'] });
    }
    renameSync(building, outDir);
    const manifest: ReleaseManifest = { id, createdAt: new Date().toISOString(), kind: 'publish', by, changes, content };
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
    appendHistory(root, { at: manifest.createdAt, kind: 'publish', release: id, by, changes });
    refineCompression(root, outDir);
    job.status = { state: 'done', release: id, startedAt: startedAt.toISOString(), finishedAt: new Date().toISOString() };
    // LIVE_HOOK: told once this server serves the release (e.g. nginx reloads its page policies).
    const told = await runHook('LIVE_HOOK', outDir, id);
    if (told) console.error(`studio: the release is live, but LIVE_HOOK failed: ${told.join(' | ')}`);
    void pingIndexNow(SITE.url, changedPages(path.join(previous, 'client'), path.join(outDir, 'client')));
    await commitStudioFiles(root, [...studioCommitPaths(root), ...photoCommitPaths(root)], commitMessage('Publish', changes.length, by));
    pruneReleases(root, releases.liveDir());
    scheduleNext(context);
  } catch (error) {
    // Disk full while writing the manifest, a file the studio cannot read…: nothing went live.
    fail({ kind: /ENOSPC/.test(String(error)) ? 'disk' : 'build', detail: [(error as Error).message] });
  }
}

function commitMessage(what: string, count: number, by: string) {
  return `Studio: ${what} (${count} change${count === 1 ? '' : 's'}, ${by})`;
}

/** Arms the rebuild at the live build's next date-dependent change (./schedule.ts). */
export function scheduleNext(context: PublishContext): void {
  armSchedule(context.releases.liveDir(), () => startPublish({ ...context, by: 'schedule' }));
}

export type RestoreOutcome = 'restored' | 'missing' | 'live' | 'busy';

/**
 * Makes release `id` live again and puts its facts back into the studio's files, so the next
 * publish starts from what visitors see.
 */
export async function restoreRelease(context: PublishContext & { id: string }): Promise<RestoreOutcome> {
  const { root, releases, by, id } = context;
  if (job.busy) return 'busy';
  const dir = path.join(releasesDir(root), id);
  const manifest = completeReleases(root).find((m) => m.id === id);
  if (!manifest) return 'missing';
  if (releases.liveDir() === dir) return 'live';
  job.busy = true;
  try {
    const before = liveManifest(releases);
    const from = before?.id;
    // The facts first, then the switch; if the switch fails, the facts go back as they were.
    const current = readStudioFiles(root);
    await writeStudioFiles(root, manifest.content);
    try {
      await releases.switchTo(dir);
    } catch (error) {
      await writeStudioFiles(root, current);
      throw error;
    }
    // A release restored before its quick Brotli copies were all redone gets them redone now.
    refineCompression(root, dir);
    const changes = diffStudioFiles(before?.content ?? manifest.content, manifest.content);
    appendHistory(root, { at: new Date().toISOString(), kind: 'restore', release: id, by, changes, ...(from ? { restoredFrom: from } : {}) });
    await commitStudioFiles(root, studioFiles(root), commitMessage(`Restore ${id}`, changes.length, by));
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
    const content = readStudioFiles(root);
    const manifest: ReleaseManifest = { id, createdAt: new Date().toISOString(), kind: 'initial', by: context.by, changes: [], content };
    writeManifest(dir, manifest);
    await releases.switchTo(dir);
    appendHistory(root, { at: manifest.createdAt, kind: 'initial', release: id, by: context.by, changes: [] });
  } finally {
    job.busy = false;
  }
}
