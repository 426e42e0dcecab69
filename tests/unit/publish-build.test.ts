// Reading a build's output: progress by phase, and a failure explained in terms an owner can act on.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createBuildProgress } from '../../src/server/services/publish/build-progress';
import { explainBuildFailure } from '../../src/server/services/publish/build-failure';
import { armSchedule, disarmSchedule, readSchedule } from '../../src/server/services/publish/schedule';
import { appendHistory, completeReleases, newReleaseId, pruneReleases, readHistory, writeManifest, KEEP_RELEASES } from '../../src/server/services/publish/release-store';
import { RELEASE_ID, RELEASES_DIR } from '../../src/server/http/releases';

const temp = mkdtempSync(path.join(tmpdir(), 'publish-build-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('build progress', () => {
  it('moves through the phases in order, counting pages and images, and never goes back', () => {
    const progress = createBuildProgress(4);
    expect([progress.phase(), progress.percent()]).toEqual(['prepare', 0]);
    progress.line('\u001b[2m10:00:00\u001b[22m [content] Syncing content');
    expect(progress.phase()).toBe('content');
    progress.line('10:00:01 [build] Building server entrypoints...');
    progress.line(' prerendering static routes ');
    const pagesStart = progress.percent();
    progress.line('10:00:02   ├─ /index.html (+3ms)');
    progress.line('10:00:02   ├─ /vi/index.html (+3ms)');
    expect(progress.percent()).toBeGreaterThan(pagesStart);
    progress.line(' generating optimized images ');
    progress.line('10:00:03   ▶ /_astro/hero.avif (reused cache entry) (+2ms) (50/100)');
    const halfImages = progress.percent();
    progress.line('10:00:03   ▶ /_astro/hero.webp (reused cache entry) (+2ms) (100/100)');
    expect(progress.percent()).toBeGreaterThan(halfImages);
    progress.line('10:00:04 [kingstone:link-check] every internal link and anchor resolves');
    expect(progress.phase()).toBe('checks');
    progress.line('10:00:04 [content] Syncing content');
    expect(progress.phase()).toBe('checks');
    progress.line('10:00:05 [build] Waiting for integration "kingstone:precompress", hook "astro:build:done"...');
    expect(progress.phase()).toBe('compress');
    progress.enter('switch');
    expect(progress.percent()).toBeGreaterThanOrEqual(95);
    expect(progress.percent()).toBeLessThan(100);
  });
});

describe('a failed build, explained', () => {
  it('names broken links with the pages they are on', () => {
    const failure = explainBuildFailure(
      ['10:00 [build] x', 'Broken internal links (2):', '  /vi/blog/a → /vi/blog/gone: no such page', '  /blog/b → /x#top: no #top there', '    at Object.hook (file.js:1:1)'],
      null,
    );
    expect(failure.kind).toBe('links');
    expect(failure.detail).toEqual(['Broken internal links (2):', '/vi/blog/a → /vi/blog/gone: no such page', '/blog/b → /x#top: no #top there']);
  });

  it('names the bad fields of a data file', () => {
    const failure = explainBuildFailure(['[ERROR] Invalid data in src/content/business/spa.yaml:', '  - hotline: must be a valid phone number', 'Stack trace:'], null);
    expect(failure).toEqual({ kind: 'data', detail: ['[ERROR] Invalid data in src/content/business/spa.yaml:', '- hotline: must be a valid phone number'] });
  });

  it('tells a full disk and a stopped build apart from other failures', () => {
    expect(explainBuildFailure(['Error: ENOSPC: no space left on device, write'], null).kind).toBe('disk');
    expect(explainBuildFailure(['anything'], 'SIGKILL').kind).toBe('killed');
    expect(explainBuildFailure(['something odd', 'Error: boom'], null)).toEqual({ kind: 'build', detail: ['Error: boom'] });
  });
});

describe('the release store', () => {
  it('makes sortable unique ids', () => {
    const a = newReleaseId(new Date('2026-11-24T23:15:01Z'));
    expect(a).toMatch(RELEASE_ID);
    expect(a.startsWith('20261124-231501-')).toBe(true);
    expect(newReleaseId(new Date('2026-11-24T23:15:01Z'))).not.toBe(a);
  });

  it('keeps the newest complete releases and the live one, and deletes unfinished builds', () => {
    const root = path.join(temp, 'prune');
    const ids = Array.from({ length: KEEP_RELEASES + 3 }, (_, i) => `2026112${Math.floor(i / 10)}-1000${String(i % 10).padStart(2, '0')}-aaaa`);
    for (const id of ids) {
      const dir = path.join(root, RELEASES_DIR, id);
      mkdirSync(path.join(dir, 'server'), { recursive: true });
      writeFileSync(path.join(dir, 'server', 'entry.mjs'), '');
      writeManifest(dir, { id, createdAt: '2026-11-24T10:00:00Z', kind: 'publish', by: 'test', changes: [], content: {} });
    }
    const unfinished = path.join(root, RELEASES_DIR, '20261125-000000-zzzz');
    mkdirSync(unfinished, { recursive: true });
    const oldest = path.join(root, RELEASES_DIR, ids[0] as string);
    pruneReleases(root, oldest);
    const left = completeReleases(root).map((m) => m.id);
    expect(left).toEqual([...ids.slice(-KEEP_RELEASES).reverse(), ids[0]]);
    expect(completeReleases(root).some((m) => m.id === '20261125-000000-zzzz')).toBe(false);
  });

  it('reads the history newest first and skips a damaged line', () => {
    const root = path.join(temp, 'history');
    appendHistory(root, { at: '2026-11-24T10:00:00Z', kind: 'publish', release: '20261124-100000-aaaa', by: 'a', changes: [] });
    writeFileSync(path.join(root, RELEASES_DIR, 'history.jsonl'), '{"at": "broken\n', { flag: 'a' });
    appendHistory(root, { at: '2026-11-24T11:00:00Z', kind: 'restore', release: '20261124-100000-aaaa', by: 'b', changes: [], restoredFrom: '20261124-105000-bbbb' });
    expect(readHistory(root).map((e) => e.kind)).toEqual(['restore', 'publish']);
  });
});

describe('the date schedule', () => {
  const liveWith = (name: string, schedule: unknown) => {
    const dir = path.join(temp, name);
    mkdirSync(path.join(dir, 'client'), { recursive: true });
    writeFileSync(path.join(dir, 'client', 'release-schedule.json'), JSON.stringify(schedule));
    return dir;
  };

  it('publishes at the next change after the build', () => {
    vi.useFakeTimers({ now: new Date('2026-12-01T00:00:00Z') });
    try {
      const dir = liveWith('future', { builtAt: '2026-11-30T00:00:00Z', changes: [{ at: '2026-12-01T01:00:00Z', why: 'notice-start' }] });
      const publish = vi.fn(() => 'started' as const);
      armSchedule(dir, publish);
      vi.advanceTimersByTime(59 * 60_000);
      expect(publish).not.toHaveBeenCalled();
      vi.advanceTimersByTime(60_000);
      expect(publish).toHaveBeenCalledTimes(1);
    } finally {
      disarmSchedule();
      vi.useRealTimers();
    }
  });

  it('publishes at once when a change fell between the build and now, and not for changes before the build', () => {
    const missed = liveWith('missed', { builtAt: '2026-11-01T00:00:00Z', changes: [{ at: '2026-11-02T00:00:00Z', why: 'notice-end' }] });
    const publish = vi.fn(() => 'started' as const);
    armSchedule(missed, publish, { now: Date.parse('2026-11-03T00:00:00Z') });
    expect(publish).toHaveBeenCalledTimes(1);
    const old = liveWith('old', { builtAt: '2026-11-05T00:00:00Z', changes: [{ at: '2026-11-02T00:00:00Z', why: 'notice-end' }] });
    const never = vi.fn(() => 'started' as const);
    armSchedule(old, never, { now: Date.parse('2026-11-06T00:00:00Z') });
    disarmSchedule();
    expect(never).not.toHaveBeenCalled();
  });

  // A build that outlasts the wait to its own next change (a scheduled article whose day begins
  // while it builds) arms that change while it is still running: it publishes once that publish
  // is done, not a minute later.
  it('publishes a change that fell due during a running publish as soon as that one has settled', async () => {
    vi.useFakeTimers();
    try {
      const dir = liveWith('due-while-busy', { builtAt: '2026-11-01T00:00:00Z', changes: [{ at: '2026-11-02T00:00:00Z', why: 'article' }] });
      let busy = true;
      let done!: () => void;
      const running = new Promise<void>((resolve) => (done = resolve));
      const publish = vi.fn(() => (busy ? 'busy' : 'started') as 'busy' | 'started');
      armSchedule(dir, publish, { now: Date.parse('2026-11-03T00:00:00Z'), settled: () => running });
      expect(publish).toHaveBeenCalledTimes(1);
      busy = false;
      done();
      await running;
      expect(publish).toHaveBeenCalledTimes(2);
      expect(publish).toHaveLastReturnedWith('started');
    } finally {
      disarmSchedule();
      vi.useRealTimers();
    }
  });

  it('tries a minute later when another publish still runs after that one, and never once disarmed', async () => {
    vi.useFakeTimers();
    try {
      const dir = liveWith('still-busy', { builtAt: '2026-11-01T00:00:00Z', changes: [{ at: '2026-11-02T00:00:00Z', why: 'article' }] });
      const publish = vi.fn(() => 'busy' as const);
      armSchedule(dir, publish, { now: Date.parse('2026-11-03T00:00:00Z'), settled: () => Promise.resolve() });
      await Promise.resolve();
      expect(publish).toHaveBeenCalledTimes(2);
      vi.advanceTimersByTime(59_000);
      expect(publish).toHaveBeenCalledTimes(2);
      vi.advanceTimersByTime(1_000);
      expect(publish).toHaveBeenCalledTimes(3);

      // Disarmed (the server stopping) while it waits for the running one: nothing runs after.
      let done!: () => void;
      const running = new Promise<void>((resolve) => (done = resolve));
      const later = vi.fn(() => 'busy' as const);
      armSchedule(dir, later, { now: Date.parse('2026-11-03T00:00:00Z'), settled: () => running });
      disarmSchedule();
      done();
      await running;
      vi.advanceTimersByTime(120_000);
      expect(later).toHaveBeenCalledTimes(1);
    } finally {
      disarmSchedule();
      vi.useRealTimers();
    }
  });

  it('treats a missing or malformed list as no change', () => {
    expect(readSchedule(path.join(temp, 'nothing')).changes).toEqual([]);
    expect(readSchedule(liveWith('bad', { builtAt: 'yesterday', changes: 'soon' })).changes).toEqual([]);
  });
});
