// Builds the site when dist/ is missing or older than its sources (FORCE_BUILD=1: always), beside
// dist/, swapped in only when it succeeded (./lib/start-build.ts). For the tests and benches: a
// build that fails stops them with exit code 1. `npm start` uses the same build but keeps serving
// the last good one (./start.mjs).
import { fileURLToPath } from 'node:url';
import { buildWhenStale, failureLine } from './lib/start-build.ts';
import { settingsOrExit } from './lib/tool-settings.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const outcome = await buildWhenStale(root, { force: settingsOrExit().FORCE_BUILD === '1' });
if (outcome.kind === 'failed') {
  console.error(`The site does not build: ${failureLine(outcome.failure)}`);
  process.exit(1);
}
