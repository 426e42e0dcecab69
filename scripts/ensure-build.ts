// Builds the site when dist/ is missing or older than its sources; otherwise does nothing.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { isBuildStale } from './lib/build-state.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
if (process.env.FORCE_BUILD === '1' || isBuildStale(root)) {
  console.log('Building the site (dist/ is missing or older than the sources)…');
  execFileSync(process.execPath, [fileURLToPath(new URL('../node_modules/astro/bin/astro.mjs', import.meta.url)), 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
}
