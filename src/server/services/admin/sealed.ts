import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { installSecret } from '../install-secret';

// A secret the server must read back (a TOTP key) is kept sealed with a key derived from the
// install secret: a copy of the database alone gives no one a second factor.
const VERSION = 'v1';
const key = () => installSecret('admin-seal');

export function seal(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

/** The plain text, or undefined when the value was not sealed by this install (or was altered). */
export function unseal(sealed: string): string | undefined {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key(), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
