// Pages that depend on the date (the site notice's window, the next closed day in the footer) are
// built for the moment of the build. Each build lists when its pages would change
// (/release-schedule.json); at the next such moment the site is published again, and a server that
// was down at that moment publishes as soon as it starts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { processWide } from '../process-state';
import { siteNowMs } from '../../../config/clock';

const ScheduleSchema = z.object({
  builtAt: z.iso.datetime(),
  changes: z.array(z.object({ at: z.iso.datetime(), why: z.string() })),
});

/** setTimeout cannot wait longer than this (about 24.8 days); longer waits are re-armed. */
const MAX_WAIT_MS = 2 ** 31 - 1;
/** When a scheduled publish finds another one running, it tries again this much later. */
const RETRY_MS = 60_000;

/** The armed timer, and a count of disarms: a wait for a running publish that began before a disarm does nothing after it. */
const timer = processWide('schedule', () => ({ handle: undefined as NodeJS.Timeout | undefined, generation: 0 }));

/** The live build's list of moments, or none when it has no (valid) list. */
export function readSchedule(liveDir: string): { builtAt: number; changes: number[] } {
  try {
    const raw = ScheduleSchema.parse(JSON.parse(readFileSync(path.join(liveDir, 'client', 'release-schedule.json'), 'utf8')));
    return { builtAt: Date.parse(raw.builtAt), changes: raw.changes.map((c) => Date.parse(c.at)).sort((a, b) => a - b) };
  } catch {
    return { builtAt: siteNowMs(), changes: [] };
  }
}

/**
 * Arms one timer for the live build's next change, replacing any earlier one; `publish` runs then.
 * A change that fell between the build and now (the server was down, or the build that armed this
 * took longer than the wait) publishes at once. When a publish is running then, it is tried again
 * as soon as `settled` says that one is done (most often it is the publish that armed this timer,
 * finishing its last steps), and a RETRY_MS later when something is still running after it.
 */
export function armSchedule(
  liveDir: string,
  publish: () => 'started' | 'busy',
  { now = siteNowMs(), settled }: { now?: number; settled?: (() => Promise<void>) | undefined } = {},
): void {
  disarmSchedule();
  const armed = timer.generation;
  const { builtAt, changes } = readSchedule(liveDir);
  const next = changes.find((at) => at > builtAt);
  if (next === undefined) return;
  const fire = (waitForRunning: boolean) => {
    // Disarmed (a shutdown) or armed again (a newer build) meanwhile: not this timer's to run.
    if (armed !== timer.generation || publish() !== 'busy') return;
    if (waitForRunning && settled) void settled().then(() => fire(false));
    else timer.handle = setTimeout(() => fire(true), RETRY_MS).unref();
  };
  const wait = next - now;
  if (wait <= 0) return fire(true);
  timer.handle = setTimeout(() => (next - siteNowMs() > 0 ? armSchedule(liveDir, publish, { settled }) : fire(true)), Math.min(wait, MAX_WAIT_MS)).unref();
}

/** Stops the timer (server shutdown, tests). */
export function disarmSchedule(): void {
  if (timer.handle) clearTimeout(timer.handle);
  timer.handle = undefined;
  timer.generation++;
}
