// The releases on disk: each build's folder with its manifest, the history of publishes and
// restores (releases/history.jsonl, one JSON object per line, appended), and pruning. Layout names
// are shared with the host (src/server/http/releases.ts).
import { randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { BUILD_ENTRY, linkedReleaseDir, RELEASE_ID, RELEASE_MANIFEST, RELEASES_DIR } from '../../http/releases';
import { LOCALES } from '../../../i18n/locales';
import type { ContentChange } from '../../../studio/contract';

/** Complete releases kept on disk besides the live one: the last few can be restored. */
export const KEEP_RELEASES = 5;

const HISTORY_FILE = 'history.jsonl';

/** A work folder's name starts so (hidden, and never a release id): see workDir. */
const WORK_PREFIX = '.work-';

/** A fresh folder name beside the releases for a job's temporary files, for `what` ("source", "undo"). */
export function workDir(root: string, what: string): string {
  return path.join(releasesDir(root), `${WORK_PREFIX}${what}-${randomBytes(6).toString('hex')}`);
}

const ChangeSchema = z.object({ document: z.string(), path: z.string(), before: z.unknown().optional(), after: z.unknown().optional() });

const Titles = z.record(z.string(), z.string());
const Slug = z.string().max(200);
const ContentChangeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('article'), slug: Slug, titles: Titles, change: z.enum(['added', 'deleted', 'details', 'hero']) }),
  z.object({ kind: z.literal('article-renamed'), slug: Slug, from: Slug, titles: Titles, links: z.number().int().nonnegative() }),
  z.object({ kind: z.literal('article-text'), slug: Slug, titles: Titles, locale: z.enum(LOCALES), change: z.enum(['added', 'changed', 'removed']) }),
  z.object({ kind: z.literal('gallery-photo'), service: Slug, photo: z.number().int().positive(), change: z.enum(['added', 'replaced', 'removed']) }),
  z.object({ kind: z.literal('gallery-order'), service: Slug }),
  z.object({ kind: z.literal('gallery-alt'), service: Slug, photo: z.number().int().positive() }),
  z.object({ kind: z.literal('home-poster') }),
  z.object({ kind: z.literal('tags') }),
  z.object({ kind: z.literal('redirects') }),
  z.object({ kind: z.literal('file'), path: z.string().max(400), change: z.enum(['added', 'changed', 'removed']) }),
]);

/**
 * The articles' and photos' changes of an entry: absent in entries written before the studio told
 * them (read as none), and one this version cannot read is left out rather than losing the entry.
 */
const ContentChangesSchema = z
  .array(z.unknown())
  .optional()
  .transform((items) => (items ?? []).flatMap((item) => {
    const parsed = ContentChangeSchema.safeParse(item);
    return parsed.success ? [parsed.data as ContentChange] : [];
  }));

const ManifestSchema = z.object({
  id: z.string().regex(RELEASE_ID),
  createdAt: z.string(),
  kind: z.enum(['publish', 'initial']),
  by: z.string(),
  changes: z.array(ChangeSchema),
  contentChanges: ContentChangesSchema,
  /** The facts' files as this release was built from them (path → text), for the facts' changes (and the restore of a release made before `source`). */
  content: z.record(z.string(), z.string()),
  /**
   * The files of the release's snapshot in its `source/` folder (path → SHA-256): everything the
   * studio writes, as the build read it (./source-snapshot.ts). Absent in releases made before it.
   * Checked again before a restore uses it.
   */
  source: z.record(z.string(), z.string()).optional(),
});
export type ReleaseManifest = z.output<typeof ManifestSchema>;

const HistorySchema = z.object({
  at: z.string(),
  kind: z.enum(['publish', 'restore', 'initial']),
  release: z.string().regex(RELEASE_ID),
  by: z.string(),
  changes: z.array(ChangeSchema),
  contentChanges: ContentChangesSchema,
  restoredFrom: z.string().optional(),
});
export type HistoryEntry = z.output<typeof HistorySchema>;
/** A manifest or history entry as written: without content changes it has none. */
type Written<T extends { contentChanges: ContentChange[] }> = Omit<T, 'contentChanges'> & { contentChanges?: ContentChange[] };

export function releasesDir(root: string): string {
  return path.join(root, RELEASES_DIR);
}

/**
 * Where a publish builds before its folder is renamed to the release's id: always the same
 * folder (see the publisher), never a release itself (its name is not an id).
 */
export function stagingDir(root: string): string {
  return path.join(releasesDir(root), `${WORK_PREFIX}build`);
}

/** "20261124-231501-k3f9": sortable by time, unique by its random tail. */
export function newReleaseId(now: Date): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  const tail = Array.from(randomBytes(4), (b) => 'abcdefghijklmnopqrstuvwxyz0123456789'[b % 36]).join('');
  return `${stamp}-${tail}`;
}

/** The manifest of the release in `dir`, or undefined when it is not a complete release. */
export function readManifest(dir: string): ReleaseManifest | undefined {
  try {
    if (!existsSync(path.join(dir, BUILD_ENTRY))) return undefined;
    const parsed = ManifestSchema.safeParse(JSON.parse(readFileSync(path.join(dir, RELEASE_MANIFEST), 'utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Writes the manifest last and by rename: from then on the folder is a release. */
export function writeManifest(dir: string, manifest: Written<ReleaseManifest>): void {
  const temp = path.join(dir, `.${RELEASE_MANIFEST}.tmp`);
  writeFileSync(temp, `${JSON.stringify(manifest)}\n`);
  renameSync(temp, path.join(dir, RELEASE_MANIFEST));
}

/**
 * The release releases/current names: the last one the host made live. The host may serve a newer
 * dist/ instead (a start rebuilt it from the sources), which is not a release and has no manifest.
 */
export function currentRelease(root: string): { dir: string; manifest: ReleaseManifest } | undefined {
  const dir = linkedReleaseDir(root);
  const manifest = dir ? readManifest(dir) : undefined;
  return dir && manifest ? { dir, manifest } : undefined;
}

/** Complete releases, newest first. */
export function completeReleases(root: string): ReleaseManifest[] {
  const dir = releasesDir(root);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => RELEASE_ID.test(name))
    .sort()
    .reverse()
    .map((name) => readManifest(path.join(dir, name)))
    .filter((m): m is ReleaseManifest => m !== undefined);
}

export function appendHistory(root: string, entry: Written<HistoryEntry>): void {
  mkdirSync(releasesDir(root), { recursive: true });
  appendFileSync(path.join(releasesDir(root), HISTORY_FILE), `${JSON.stringify(entry)}\n`);
}

/** The history, newest first; a damaged line (a crash mid-append) is skipped, not fatal. */
export function readHistory(root: string): HistoryEntry[] {
  const file = path.join(releasesDir(root), HISTORY_FILE);
  if (!existsSync(file)) return [];
  const entries: HistoryEntry[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    try {
      const parsed = HistorySchema.safeParse(JSON.parse(line));
      if (parsed.success) entries.push(parsed.data);
    } catch {
      // skipped: see above
    }
  }
  return entries.reverse();
}

/**
 * Deletes unfinished builds (no manifest: a failed or killed build) other than `building`, work
 * folders, and complete releases beyond the newest KEEP_RELEASES, never the live one. Only while
 * no publish or restore runs.
 */
export function pruneReleases(root: string, liveDir: string, building?: string): void {
  const dir = releasesDir(root);
  if (!existsSync(dir)) return;
  // A work folder (a snapshot waiting for its build, a restore's undo copy) left by a crash.
  for (const name of readdirSync(dir).filter((n) => n.startsWith(WORK_PREFIX))) rmSync(path.join(dir, name), { recursive: true, force: true, maxRetries: 3 });
  let kept = 0;
  for (const name of readdirSync(dir).filter((n) => RELEASE_ID.test(n)).sort().reverse()) {
    const full = path.join(dir, name);
    if (full === liveDir || full === building) continue;
    if (readManifest(full) && kept < KEEP_RELEASES) {
      kept += 1;
      continue;
    }
    rmSync(full, { recursive: true, force: true, maxRetries: 3 });
  }
}

/** How many pages a build has (its .html files): the page phase's bar counts towards it. */
export function countPages(clientDir: string): number {
  let n = 0;
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory()) walk(path.join(d, e.name));
      else if (e.name.endsWith('.html')) n += 1;
    }
  };
  if (existsSync(clientDir)) walk(clientDir);
  return n;
}
