// Whatever code ends up in a build, it cannot read the server's secrets: a one-page Astro site
// whose build has a step that tries (an integration hook, run by the real build runner through
// the publish's own buildSite) reports what it could reach. As root, the build runs as the build
// user (src/server/services/publish/build-sandbox.ts); the environment is scrubbed for every user.
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_RUNNER } from '../../src/server/services/publish/build-sandbox';
import { SECRET_ENV_NAMES } from '../../src/server/settings/variables';
import { buildSite, warmUpBuild } from '../../src/server/services/publish/site-build';
import { ROOT } from '../support/paths';

/** The probing build step: what it could read, by name, written into the build's output. */
const PROBE_CONFIG = `import { readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
const attempt = (read) => { try { read(); return 'read'; } catch (error) { return error.code ?? 'error'; } };
const probe = {
  name: 'probe',
  hooks: {
    'astro:build:done': ({ dir }) => {
      const data = process.env.DATA_DIR;
      const report = {
        uid: process.getuid(),
        dataFolder: attempt(() => readdirSync(data)),
        installSecret: attempt(() => readFileSync(path.join(data, 'install-secret'))),
        database: attempt(() => readFileSync(path.join(data, 'kingstone.sqlite'))),
        serverEnvironment: attempt(() => readFileSync('/proc/' + process.ppid + '/environ')),
        writeSources: attempt(() => writeFileSync('src/pages/planted.astro', '<p>x</p>')),
        // A cache file the server wrote between builds (the Brotli copies redone once live).
        touchCache: attempt(() => utimesSync('.cache/made-by-server.br', new Date(), new Date())),
        secretsInEnv: Object.keys(process.env).filter((name) => ${JSON.stringify(SECRET_ENV_NAMES)}.includes(name)),
      };
      writeFileSync(new URL('probe.json', dir), JSON.stringify(report));
    },
  },
};
// As astro.config.mjs: Vite's cache in .cache, not in node_modules (shared, and not the build user's).
export default { cacheDir: './.cache/astro', integrations: [probe] };
`;

let base: string;
let root: string;
let dataDir: string;
const saved = new Map<string, string | undefined>();

beforeAll(() => {
  base = mkdtempSync(path.join(tmpdir(), 'build-sandbox-'));
  chmodSync(base, 0o755);
  root = path.join(base, 'site');
  mkdirSync(path.join(root, 'src/pages'), { recursive: true });
  mkdirSync(path.dirname(path.join(root, BUILD_RUNNER)), { recursive: true });
  copyFileSync(path.join(ROOT, BUILD_RUNNER), path.join(root, BUILD_RUNNER));
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  writeFileSync(path.join(root, 'package.json'), '{ "type": "module" }\n');
  writeFileSync(path.join(root, 'astro.config.mjs'), PROBE_CONFIG);
  writeFileSync(path.join(root, 'src/pages/index.astro'), '<p>probe</p>\n');
  // As scripts/start.mjs makes it: the folder 0700, the secret 0600.
  dataDir = path.join(base, 'data');
  mkdirSync(dataDir, { mode: 0o700 });
  writeFileSync(path.join(dataDir, 'install-secret'), `${'ab'.repeat(32)}\n`, { mode: 0o600 });
  writeFileSync(path.join(dataDir, 'kingstone.sqlite'), 'bookings');
  for (const name of [...SECRET_ENV_NAMES, 'DATA_DIR']) saved.set(name, process.env[name]);
  for (const name of SECRET_ENV_NAMES) process.env[name] = secretValue(name);
  process.env['DATA_DIR'] = dataDir;
});

/** A value of the secret's own shape (the settings refuse another), recognisable as a secret. */
function secretValue(name: string): string {
  const urls: Record<string, string> = { DATABASE_URL: 'postgres://secret@127.0.0.1/kingstone', SMTP_URL: 'smtps://secret@127.0.0.1', NOTIFY_WEBHOOK_URL: 'https://hooks.example/secret' };
  return urls[name] ?? `secret-${name.toLowerCase().replaceAll('_', '-')}`;
}

afterAll(() => {
  for (const [name, value] of saved) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  rmSync(base, { recursive: true, force: true });
});

async function probeBuild(): Promise<Record<string, unknown>> {
  const out = path.join(base, 'out');
  const lines: string[] = [];
  const failure = await buildSite(root, out, (line) => lines.push(line));
  expect(failure, lines.slice(-20).join('\n')).toBeUndefined();
  return JSON.parse(readFileSync(path.join(out, 'probe.json'), 'utf8')) as Record<string, unknown>;
}

describe('a build step that tries to read the server\'s secrets', () => {
  it('gets none of them in its environment', async () => {
    expect((await probeBuild())['secretsInEnv']).toEqual([]);
  }, 120_000);

  it.skipIf(process.getuid?.() !== 0)('as root: runs as another user, who cannot read the data folder, the install secret, the database, the server\'s environment, or change the sources', async () => {
    // Written by this (root) process after the build user was given the caches (the runner is
    // started ahead, as the studio does), as a release's refined Brotli copies are: the build
    // must still be able to use it.
    warmUpBuild(root);
    await new Promise((resolve) => setTimeout(resolve, 300));
    mkdirSync(path.join(root, '.cache'), { recursive: true });
    writeFileSync(path.join(root, '.cache/made-by-server.br'), 'x');
    const report = await probeBuild();
    expect(report['uid']).not.toBe(0);
    expect(report['touchCache']).toBe('read');
    expect(report).toMatchObject({ dataFolder: 'EACCES', installSecret: 'EACCES', database: 'EACCES', serverEnvironment: 'EACCES', writeSources: 'EACCES' });
  }, 120_000);
});
