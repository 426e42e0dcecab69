import { createHash, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/**
 * The owner's password: ADMIN_PASSWORD (plain, compared in constant time) or ADMIN_PASSWORD_HASH
 * ("scrypt$<salt hex>$<key hex>", made by `npm run admin:hash`). Neither set: the admin is off.
 */
export interface PasswordEnv {
  ADMIN_PASSWORD?: string | undefined;
  ADMIN_PASSWORD_HASH?: string | undefined;
}

export function adminEnabled(env: PasswordEnv): boolean {
  return Boolean(env.ADMIN_PASSWORD || env.ADMIN_PASSWORD_HASH);
}

export function hashPassword(password: string, salt: Buffer = randomBytes(16)): string {
  return `scrypt$${salt.toString('hex')}$${scryptSync(password, salt, 32).toString('hex')}`;
}

export function checkPassword(given: string, env: PasswordEnv): boolean {
  if (env.ADMIN_PASSWORD_HASH) {
    const [scheme, saltHex, keyHex] = env.ADMIN_PASSWORD_HASH.split('$');
    if (scheme !== 'scrypt' || !saltHex || !keyHex) return false;
    const expected = Buffer.from(keyHex, 'hex');
    const actual = scryptSync(given, Buffer.from(saltHex, 'hex'), expected.length);
    return timingSafeEqual(actual, expected);
  }
  if (env.ADMIN_PASSWORD) {
    // Digests make the lengths equal, so the comparison time says nothing about the password.
    const a = createHash('sha256').update(given).digest();
    const b = createHash('sha256').update(env.ADMIN_PASSWORD).digest();
    return timingSafeEqual(a, b);
  }
  return false;
}
