// The build `npm start` ran and that failed: kept beside the releases so that the studio can tell
// the owner what `npm start` printed (the site then serves its last good build). Cleared by the
// next build that succeeds, at a start or a publish.
// Imports name their .ts: scripts/lib/start-build.ts loads this without a bundler.
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FAILURE_KINDS, type FailureKind } from './build-failure.ts';

const FILE = 'start-build-failure.json';

export interface StartFailure {
  /** When the start's build failed (ISO). */
  at: string;
  kind: FailureKind;
  detail: string[];
}

/** Records a failed start build in `releasesDir` (written whole: a reader never sees half of it). */
export function recordStartFailure(releasesDir: string, failure: StartFailure): void {
  mkdirSync(releasesDir, { recursive: true });
  const temp = path.join(releasesDir, `.${FILE}-${process.pid}`);
  writeFileSync(temp, `${JSON.stringify(failure)}\n`);
  renameSync(temp, path.join(releasesDir, FILE));
}

export function clearStartFailure(releasesDir: string): void {
  rmSync(path.join(releasesDir, FILE), { force: true });
}

/** The failure recorded by the last start, if its build failed and none has succeeded since. */
export function readStartFailure(releasesDir: string): StartFailure | undefined {
  try {
    const value = JSON.parse(readFileSync(path.join(releasesDir, FILE), 'utf8')) as Partial<StartFailure>;
    if (typeof value.at !== 'string' || !(FAILURE_KINDS as readonly unknown[]).includes(value.kind) || !Array.isArray(value.detail)) return undefined;
    return { at: value.at, kind: value.kind!, detail: value.detail.filter((line): line is string => typeof line === 'string').slice(0, 20) };
  } catch {
    return undefined;
  }
}
