import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// This module stays free of imports from the project: scripts/admin-hash.ts loads it with Node's
// own TypeScript support, which resolves no extension-less paths.

/**
 * The owner's password: ADMIN_PASSWORD (plain, compared in constant time) or ADMIN_PASSWORD_HASH
 * ("scrypt$<salt hex>$<key hex>", made by `npm run admin:hash`). Neither set: the admin is off.
 */
export interface PasswordEnv {
  ADMIN_PASSWORD?: string | undefined;
  ADMIN_PASSWORD_HASH?: string | undefined;
}

/** ADMIN_PASSWORD's shortest length, in characters (OWASP ASVS 6.2.1): a shorter one is guessed. */
export const MIN_PASSWORD_LENGTH = 12;

/** What `npm run admin:hash` writes; a shorter salt or key is refused, never padded. */
const SALT_BYTES = 16;
const KEY_BYTES = 32;
const MIN_BYTES = 16;

export interface PasswordHash {
  salt: Buffer;
  key: Buffer;
}

export function adminEnabled(env: PasswordEnv): boolean {
  return Boolean(env.ADMIN_PASSWORD || env.ADMIN_PASSWORD_HASH);
}

/**
 * Reads "scrypt$<salt hex>$<key hex>" strictly. Buffer.from(text, 'hex') stops silently at the
 * first bad digit, so an odd or non-hex key used to become an empty key that every password matched.
 */
export function parsePasswordHash(text: string): PasswordHash | undefined {
  const match = /^scrypt\$([0-9a-fA-F]+)\$([0-9a-fA-F]+)$/.exec(text);
  const saltHex = match?.[1];
  const keyHex = match?.[2];
  if (!saltHex || !keyHex) return undefined;
  if (saltHex.length % 2 !== 0 || keyHex.length % 2 !== 0) return undefined;
  if (saltHex.length < MIN_BYTES * 2 || keyHex.length < MIN_BYTES * 2) return undefined;
  return { salt: Buffer.from(saltHex, 'hex'), key: Buffer.from(keyHex, 'hex') };
}

/**
 * Why the admin's settings cannot work, in one line that never repeats the hash; undefined when
 * they can (or the admin is off). The server refuses to start on it, since a typo would otherwise
 * only show as a login that never succeeds.
 */
export function adminConfigError(env: PasswordEnv): string | undefined {
  if (env.ADMIN_PASSWORD_HASH && !parsePasswordHash(env.ADMIN_PASSWORD_HASH)) {
    return `ADMIN_PASSWORD_HASH is malformed: expected scrypt$<${MIN_BYTES * 2}+ hex salt>$<${MIN_BYTES * 2}+ hex key> from npm run admin:hash`;
  }
  if (!env.ADMIN_PASSWORD_HASH && env.ADMIN_PASSWORD && [...env.ADMIN_PASSWORD].length < MIN_PASSWORD_LENGTH) {
    return `ADMIN_PASSWORD must be at least ${MIN_PASSWORD_LENGTH} characters long`;
  }
  return undefined;
}

/** scrypt on libuv's thread pool: scryptSync held the event loop for ~50 ms per login attempt. */
function deriveKey(password: string, salt: Buffer, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, length, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string, salt: Buffer = randomBytes(SALT_BYTES)): Promise<string> {
  return `scrypt$${salt.toString('hex')}$${(await deriveKey(password, salt, KEY_BYTES)).toString('hex')}`;
}

export async function checkPassword(given: string, env: PasswordEnv): Promise<boolean> {
  if (env.ADMIN_PASSWORD_HASH) {
    const hash = parsePasswordHash(env.ADMIN_PASSWORD_HASH);
    if (!hash) return false;
    const actual = await deriveKey(given, hash.salt, hash.key.length);
    return timingSafeEqual(actual, hash.key);
  }
  if (env.ADMIN_PASSWORD) {
    // Digests make the lengths equal, so the comparison time says nothing about the password.
    const a = createHash('sha256').update(given).digest();
    const b = createHash('sha256').update(env.ADMIN_PASSWORD).digest();
    return timingSafeEqual(a, b);
  }
  return false;
}
