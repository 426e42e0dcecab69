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
    // Under Vitest (the e2e global setup) NODE_ENV is "test", and Astro keeps a NODE_ENV it finds:
    // the pages then shipped React's development build (twice the bytes, several times the
    // main-thread work). What visitors get is always the production build.
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
