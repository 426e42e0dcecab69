import { INDEXNOW_KEY_PATTERN } from '../settings/variables.ts';

/**
 * IndexNow's rule for a key (INDEXNOW_KEY), declared with the setting: the host answers it at
 * /<key>.txt, the publisher pings with it (src/server/services/publish/indexnow.ts).
 */
export const INDEXNOW_KEY = INDEXNOW_KEY_PATTERN;

/** The key from the environment when it is a valid one, else undefined (no file, no ping). */
export function indexNowKey(env: Readonly<Record<string, string | undefined>>): string | undefined {
  const key = env['INDEXNOW_KEY'];
  return key && INDEXNOW_KEY.test(key) ? key : undefined;
}
