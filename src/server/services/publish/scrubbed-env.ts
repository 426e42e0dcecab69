// The environment handed to what a publish runs besides this server: the site's build
// (./site-build.ts, scripts/lib/start-build.ts) and the operator's hooks (./hooks.ts). None of them
// talks to visitors, Telegram or the database, so none gets a secret of the server's.
// Plain Node, no relative imports: scripts/lib/start-build.ts loads this without a bundler.

/** Settings that are secrets of the running server. */
export const SECRET_ENV_NAMES = [
  'ADMIN_PASSWORD',
  'ADMIN_PASSWORD_HASH',
  'TELEGRAM_BOT_TOKEN',
  'TELEGRAM_WEBHOOK_SECRET',
  'SMTP_URL',
  'DATABASE_URL',
  'INSTALL_SECRET',
  'NOTIFY_WEBHOOK_SECRET',
  // Without NOTIFY_WEBHOOK_SECRET the URL (a chat service's incoming hook) is the only key to it.
  'NOTIFY_WEBHOOK_URL',
  'INDEXNOW_KEY',
  'KINGSTONE_INTERNAL_TOKEN',
] as const;

const SECRETS = new Set<string>(SECRET_ENV_NAMES);

/** `env` without the server's secrets. */
export function scrubbedEnv(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined && !SECRETS.has(entry[0])));
}
