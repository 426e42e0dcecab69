// `npm run build`: a production build now, whether or not dist/ looks fresh. Made beside dist/ and
// swapped in only when it succeeded, as the unprivileged build user when run as root
// (./lib/start-build.ts): a server serving dist/ never sees a half-written build, and a failed
// build leaves the last good one. Exit code 1, and the reason in one line, when it fails.
import { fileURLToPath } from 'node:url';
import { buildWhenStale, failureLine } from './lib/start-build.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const outcome = await buildWhenStale(root, { force: true });
if (outcome.kind === 'failed') {
  console.error(`The site does not build: ${failureLine(outcome.failure)}`);
  process.exit(1);
}
