import { createHash } from 'node:crypto';

/** A file's version: the SHA-256 of its bytes, base64url (43 characters). */
export function versionOf(bytes: string | Uint8Array): string {
  return createHash('sha256').update(bytes).digest('base64url');
}
