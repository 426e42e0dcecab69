// `npm run telegram:webhook`: tells Telegram to post the owner's button presses to
// `${SITE_URL}/api/telegram`, with TELEGRAM_WEBHOOK_SECRET in the header it sends back on every
// update. Run it once per deployment (again after changing the secret or the domain), with the
// service's environment: `set -a; . /etc/kingstone.env; set +a; npm run telegram:webhook`.
import { createTelegramApi } from '../src/server/services/notify/telegram/bot-api.ts';

const env = process.env;
const missing = ['TELEGRAM_BOT_TOKEN', 'TELEGRAM_WEBHOOK_SECRET', 'SITE_URL'].filter((name) => !env[name]);
if (missing.length > 0) {
  console.error(`telegram:webhook needs ${missing.join(', ')} in the environment (README, "Notifications").`);
  process.exit(1);
}
const token = env['TELEGRAM_BOT_TOKEN'] ?? '';
const secret = env['TELEGRAM_WEBHOOK_SECRET'] ?? '';
// Telegram's own rule for secret_token.
if (!/^[A-Za-z0-9_-]{1,256}$/.test(secret)) {
  console.error('TELEGRAM_WEBHOOK_SECRET must be 1–256 characters of A–Z, a–z, 0–9, "_" and "-" (e.g. `openssl rand -hex 32`).');
  process.exit(1);
}
let site: URL;
try {
  site = new URL(env['SITE_URL'] ?? '');
} catch {
  console.error(`SITE_URL is not a URL: ${JSON.stringify(env['SITE_URL'])}`);
  process.exit(1);
}
// Telegram posts to HTTPS only; a test's fake API takes the loopback address too.
if (site.protocol !== 'https:' && !env['TELEGRAM_API_BASE']) {
  console.error(`SITE_URL must be https:// for Telegram to post to it (it is ${site.origin}).`);
  process.exit(1);
}
const url = `${site.origin}/api/telegram`;
try {
  await createTelegramApi({ token, base: env['TELEGRAM_API_BASE'] }).setWebhook({ url, secret_token: secret, allowed_updates: ['callback_query'] });
} catch (error) {
  console.error(`Telegram refused the webhook: ${(error as Error).message}`);
  process.exit(1);
}
console.log(`Telegram now posts button presses to ${url}.`);
