// The environment handed to what a publish runs besides this server: the site's build
// (./site-build.ts, scripts/lib/start-build.ts) and the operator's hooks (./hooks.ts). None of them
// talks to visitors, Telegram or the database, so none gets a secret of the server's.
// Plain Node, imports named with `.ts`: scripts/lib/start-build.ts loads this without a bundler.
import { SECRET_ENV_NAMES } from '../../settings/variables.ts';

const SECRETS = new Set<string>(SECRET_ENV_NAMES);

/** `env` without the server's secrets. */
export function scrubbedEnv(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined && !SECRETS.has(entry[0])));
}
