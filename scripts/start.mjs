// @ts-check
// `npm start`: build when needed, then serve the production site.
// Its settings (PORT, HOST, DATA_DIR, STUDIO_PUBLISH…) are the server's, checked before anything
// builds: one that cannot work stops the start in one line naming it.
// Plain JavaScript, and the TypeScript modules imported only after the version check: on an older
// Node, require-node.mjs must get to say "needs Node 24" before anything loads a .ts file.
import './lib/require-node.mjs';
import { chmodSync, existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const { buildWhenStale, failureLine } = await import('./lib/start-build.ts');
const { startServer } = await import('../src/server/host/index.ts');
const { liveDirAtStart } = await import('../src/server/host/release.ts');
const { BUILD_ENTRY } = await import('../src/server/http/releases.ts');
const { serverSettings, SettingsError } = await import('../src/server/settings/read-settings.ts');

/** @type {import('../src/server/settings/read-settings.ts').Settings} */
let settings;
try {
  settings = serverSettings();
} catch (error) {
  if (!(error instanceof SettingsError)) throw error;
  console.error(`Kingstone Spa did not start: settings: ${error.message}`);
  process.exit(1);
}

const distDir = path.join(root, 'dist');
// This checkout is the site's source, so the owner's studio (/admin/studio) can publish from it;
// STUDIO_PUBLISH=off serves the build without publishing (a second server, a read-only mirror).
const siteRoot = settings.STUDIO_PUBLISH === 'off' ? undefined : root;

// Sources the build refuses (a typo in a hand edit) must not take the site down: the build runs
// beside dist/, and on failure the last good build is served and the studio shows the owner why.
const build = await buildWhenStale(root, { force: settings.FORCE_BUILD === '1' });
if (build.kind === 'failed') {
  // What the server is about to serve (src/server/host/release.ts): the live release or dist/, whichever is newer.
  const lastGood = path.join(liveDirAtStart(distDir, siteRoot), BUILD_ENTRY);
  if (!existsSync(lastGood)) {
    console.error(`Kingstone Spa did not start: the site does not build (${failureLine(build.failure)})`);
    process.exit(1);
  }
  console.error(`Kingstone Spa: the sources do not build (${failureLine(build.failure)}); serving the last good build, of ${statSync(lastGood).mtime.toISOString()}. The studio shows this too.`);
}

const dataDir = path.resolve(root, settings.DATA_DIR ?? 'data');
// The database holds visitors' names and phone numbers, and the install secret: only this user may
// enter the folder (the site's build runs as another: src/server/services/publish/build-sandbox.ts). A
// folder made before this rule is closed too.
mkdirSync(dataDir, { recursive: true, mode: 0o700 });
chmodSync(dataDir, 0o700);

// The production server: React and the other libraries that read NODE_ENV load their production
// builds (unset, React's development build rendered every on-demand page, with its checks and
// warnings). Set here, after the build, before the server loads the site's bundle.
process.env.NODE_ENV = 'production';

const port = Number(settings.PORT ?? 4321);
const host = settings.HOST ?? 'localhost';
const server = await startServer({ distDir, port, host, siteRoot }).catch((error) => {
  // A configuration mistake (TRUST_PROXY, ADMIN_PASSWORD_HASH…) is said in one line, without a stack.
  console.error(`Kingstone Spa did not start: ${error.message}`);
  process.exit(1);
});
const address = server.address();
const shownPort = typeof address === 'object' && address ? address.port : port;
if (!settings.ADMIN_PASSWORD && !settings.ADMIN_PASSWORD_HASH) {
  // Whether accounts exist is the database's to say (the start's own note, once it is open).
  console.log('Admin: signing in is by personal accounts; the first owner\'s comes from npm run admin:invite -- --role owner --name "<your name>" (with no account and no invite, /admin does not exist)');
}
console.log(`Kingstone Spa is serving on http://${host}:${shownPort} (data in ${dataDir})`);

// SIGTERM (systemd, docker, CI): finish the requests in flight, let the notification worker end
// its current delivery, close the database, exit 0.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.log(`${signal}: draining requests and stopping`);
    server.shutdown().then(
      () => process.exit(0),
      (error) => {
        console.error(`shutdown failed: ${error.message}`);
        process.exit(1);
      },
    );
  });
}
