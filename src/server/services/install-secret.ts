import { createHmac, randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, linkSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';
import { serverSettings } from '../settings/read-settings.ts';

/**
 * The install's secret keys the status links, the admin sessions' tags and the client keys: with
 * an empty or short one, anyone could forge a status link. At least 32 random bytes, as
 * `openssl rand -hex 32` prints them.
 */
export const MIN_SECRET_BYTES = 32;
/** INSTALL_SECRET as hex (64+ characters) or base64 (43+), the two ways a tool prints random bytes. */
const isLongEnough = (value: string) => (/^[0-9a-fA-F]+$/.test(value) ? value.length >= 64 : /^[A-Za-z0-9+/_-]{43,}={0,2}$/.test(value));
const FILE_SECRET = /^[0-9a-f]{64,}$/;

let secret: Buffer | undefined;
const derived = new Map<string, Buffer>();

class InstallSecretError extends Error {}

/**
 * Writes a new secret so that no process ever reads half of it: into a file of its own, flushed,
 * then linked to the name (which fails if another process got there first: its secret is kept).
 */
function createSecretFile(file: string): void {
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  const fd = openSync(temp, 'wx', 0o600);
  try {
    writeSync(fd, `${randomBytes(MIN_SECRET_BYTES).toString('hex')}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temp);
  }
  // The folder's entry is flushed too: else a crash could lose the name of a secret that has
  // already signed status links, and the next start would make another.
  const dirFd = openSync(path.dirname(file), 'r');
  try {
    fsyncSync(dirFd);
  } finally {
    closeSync(dirFd);
  }
}

/** The install's secret: INSTALL_SECRET, else the one kept in DATA_DIR (0600), made once. Throws when it is too short. */
function readOrCreate(env: Record<string, string | undefined>): Buffer {
  const fromEnv = env['INSTALL_SECRET'];
  if (fromEnv !== undefined && fromEnv !== '') {
    if (!isLongEnough(fromEnv)) throw new InstallSecretError(`INSTALL_SECRET must be at least ${MIN_SECRET_BYTES} random bytes, as 64 hex characters (openssl rand -hex 32)`);
    return Buffer.from(fromEnv);
  }
  const dir = path.resolve(env['DATA_DIR'] ?? 'data');
  const file = path.join(dir, 'install-secret');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    createSecretFile(file);
    text = readFileSync(file, 'utf8');
  }
  const hex = text.trim();
  if (!FILE_SECRET.test(hex)) {
    throw new InstallSecretError(`${file} must hold at least ${MIN_SECRET_BYTES} random bytes as hex: delete it to have a new one made (status links and admin sessions change)`);
  }
  return Buffer.from(hex, 'hex');
}

/** Why the install's secret cannot be used, in one line (the start refuses); undefined when it can. Reads or makes it. */
export function installSecretError(env: Readonly<Record<string, string | undefined>>): string | undefined {
  try {
    secret ??= readOrCreate(env);
    return undefined;
  } catch (error) {
    if (error instanceof InstallSecretError) return error.message;
    throw error;
  }
}

/**
 * A key for one purpose (`name`), derived from the install's secret, so different uses never share
 * a key and nothing secret is written into code or logs.
 */
export function installSecret(name: string): Buffer {
  let key = derived.get(name);
  if (!key) {
    secret ??= readOrCreate(serverSettings());
    key = createHmac('sha256', secret).update(name).digest();
    derived.set(name, key);
  }
  return key;
}
