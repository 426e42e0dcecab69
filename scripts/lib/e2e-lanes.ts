// `npm test` runs the end-to-end files in two lanes at once: two Vitest processes, each with its
// own shared server, nginx and data (tests/support/global-setup.ts) and, where DATABASE_URL is
// set, its own PostgreSQL database, so neither lane sees the other's bookings, views or accounts.
// One after the other the files took 1,286 s on CI's two cores, much of it a lane waiting on a
// publish's build or a page's load while the other core had little to do.
import { readdirSync } from 'node:fs';
import path from 'node:path';

export const E2E_DIR = 'tests/e2e';

/**
 * The first lane: the files that start servers of their own (a studio on a copy of the site that
 * publishes, a server told to fail), and the axe audit, which runs two pages at a time. About
 * 610 s of the run on CI, against 670 s for every other file, which the second lane runs.
 */
export const FIRST_LANE = [
  'accessibility.test.ts',
  'admin-people.test.ts',
  'booking-durability.test.ts',
  'booking-loop.test.ts',
  'hardening.test.ts',
  'operations.test.ts',
  'start-last-good.test.ts',
  'studio-articles-page.test.ts',
  'studio-articles.test.ts',
  'studio-every-block.test.ts',
  'studio-page.test.ts',
  'studio-photos.test.ts',
  'studio-publish.test.ts',
  'telegram.test.ts',
] as const;

/** The e2e files of each lane, as paths from the project's root; a file not named above is in the second. */
export function e2eLanes(root: string): [string[], string[]] {
  const files = readdirSync(path.join(root, E2E_DIR)).filter((name) => /\.test\.tsx?$/.test(name)).sort();
  const missing = FIRST_LANE.filter((name) => !files.includes(name));
  if (missing.length > 0) throw new Error(`scripts/lib/e2e-lanes.ts names files that are not in ${E2E_DIR}: ${missing.join(', ')}`);
  const first = new Set<string>(FIRST_LANE);
  const inDir = (name: string) => `${E2E_DIR}/${name}`;
  return [files.filter((name) => first.has(name)).map(inDir), files.filter((name) => !first.has(name)).map(inDir)];
}
