// Who a site build runs as. A build executes code the site's sources make of themselves (Astro
// compiles the articles' Markdown into modules), and those sources are edited from the browser: the
// studio's checks keep code out of them, and this is the second wall in case one ever gets through.
// When the server runs as root, every build (a publish, and the one `npm start` runs) runs as an
// unprivileged user instead, who cannot enter the data folder (0700: the database and the install
// secret), cannot read the server's environment (/proc/<pid>/environ is the server's own, 0400) and
// is given none of its secrets (./scrubbed-env.ts). It may write only the output folder and the
// build's caches, which are handed to it before each build.
// Plain Node imports only, no relative ones: scripts/ensure-build.ts loads this without a bundler.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, lchownSync, lstatSync, mkdirSync, readdirSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { serverSettings } from '../../settings/read-settings.ts';
import { USER_NAME_PATTERN } from '../../settings/variables.ts';

export interface BuildUser {
  name: string;
  uid: number;
  gid: number;
}

/** The build's own process, relative to the site folder (run by Node from there, never bundled). */
export const BUILD_RUNNER = 'src/server/services/publish/build-runner.ts';

/** The user builds run as when nobody names one: every Debian and Ubuntu system has it. */
export const DEFAULT_BUILD_USER = 'nobody';
/**
 * What the build writes besides its output folder: Astro's generated types and content store, the
 * caches, and Vite's dependency cache (Astro sets it to node_modules/.vite, which the build may clear).
 */
export const BUILD_WRITABLE = ['.astro', '.cache', 'node_modules/.vite'];
/** The build's home: some tools write under $HOME, and nobody's (/nonexistent) cannot be written. */
const BUILD_HOME = '.cache/build-home';

/**
 * The user a build runs as: undefined when the server is not root (it cannot switch users, and the
 * build runs as the server's own user: see deploy/README.md); else BUILD_USER, or `nobody`.
 * Throws when the name is malformed, unknown, or root.
 */
export function buildUser(env: Readonly<Record<string, string | undefined>> = serverSettings()): BuildUser | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const name = env['BUILD_USER'] || DEFAULT_BUILD_USER;
  if (!USER_NAME_PATTERN.test(name)) throw new Error(`BUILD_USER must be a user name (letters, digits, _ and -), not ${JSON.stringify(name.slice(0, 40))}`);
  let uid: number;
  let gid: number;
  try {
    uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
    gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
  } catch {
    throw new Error(`BUILD_USER ${name} does not exist on this machine (create it: useradd --system --no-create-home ${name})`);
  }
  if (!Number.isInteger(uid) || !Number.isInteger(gid) || uid === 0) throw new Error(`BUILD_USER ${name} must not be root`);
  return { name, uid, gid };
}

/**
 * Gives `dir` and everything under it to `uid`:`gid`. Never follows a link inside (lchown, lstat):
 * a build could leave one pointing at /etc/shadow for the next hand-over to give away. `dir` itself
 * is resolved first, as a test copy of the site links its caches to the checkout's.
 */
function handOver(dir: string, uid: number, gid: number): void {
  const stack = [realpathSync(dir)];
  while (stack.length > 0) {
    const entry = stack.pop()!;
    const stat = lstatSync(entry);
    if (stat.uid !== uid || stat.gid !== gid) lchownSync(entry, uid, gid);
    if (stat.isDirectory()) for (const name of readdirSync(entry)) stack.push(path.join(entry, name));
  }
}

/**
 * Readies the folders a build as `user` writes besides its output (Astro's, the caches', its home)
 * and checks that it can read the site: a site folder under a private home stops here, in one
 * line, rather than as a build that fails halfway. Without a user (not root) there is nothing to do.
 */
export function prepareBuild(root: string, user: BuildUser | undefined): void {
  if (!user) return;
  // R_OK | X_OK on the folder itself: it may list and enter it (the files in it are world-readable as written).
  const readable = spawnSync(process.execPath, ['-e', 'require("node:fs").accessSync(process.argv[1], 5)', root], {
    uid: user.uid,
    gid: user.gid,
    stdio: 'ignore',
  });
  if (readable.status !== 0) {
    throw new Error(`the build user ${user.name} cannot read the site folder ${root} (every folder above it needs o+x and its files o+r, or set BUILD_USER)`);
  }
  handOverCaches(root, user);
}

/**
 * Gives the build user the caches again just before it builds: this server writes into them
 * between builds (the quick Brotli copies redone once a release is live), and a file it made
 * cannot have its time set by the build (EPERM), even where it may write.
 */
export function handOverCaches(root: string, user: BuildUser | undefined): void {
  if (!user) return;
  for (const dir of [...BUILD_WRITABLE.map((name) => path.join(root, name)), path.join(root, BUILD_HOME)]) {
    mkdirSync(dir, { recursive: true });
    handOver(dir, user.uid, user.gid);
  }
}

/** Makes the (new, empty) output folder the build's own; its parent must let the build pass through. */
export function prepareOutput(outDir: string, user: BuildUser | undefined): void {
  if (!user) return;
  mkdirSync(outDir, { recursive: true });
  handOver(outDir, user.uid, user.gid);
  const parent = path.dirname(outDir);
  const mode = lstatSync(parent).mode;
  if ((mode & 0o001) === 0) chmodSync(parent, (mode & 0o7777) | 0o001);
}

/**
 * Takes a finished build back from the build user, so that no later build (whatever code it runs)
 * can change a release that may be restored one day.
 */
export function reclaimOutput(outDir: string, user: BuildUser | undefined): void {
  if (!user || !existsSync(outDir)) return;
  handOver(outDir, process.getuid?.() ?? 0, process.getgid?.() ?? 0);
}

/** The spawn options that make a build process run as `user` (none when it is undefined). */
export function buildProcessOptions(root: string, user: BuildUser | undefined): { uid?: number; gid?: number; env: Record<string, string> } {
  if (!user) return { env: {} };
  return { uid: user.uid, gid: user.gid, env: { HOME: path.join(root, BUILD_HOME), USER: user.name, LOGNAME: user.name } };
}
