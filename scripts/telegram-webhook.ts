// `npm run telegram:webhook`: tells Telegram to post the owner's button presses to
// `${SITE_URL}/api/telegram`, with TELEGRAM_WEBHOOK_SECRET in the header it sends back on every
// update. Run it once per deployment (again after changing the secret or the domain), with the
// service's environment: `set -a; . /etc/kingstone.env; set +a; npm run telegram:webhook`.
import { createTelegramApi } from '../src/server/services/notify/telegram/bot-api.ts';
import { unsetVariables } from '../src/server/settings/read-settings.ts';
import { settingsOrExit } from './lib/tool-settings.ts';

// The domain is named on purpose, not taken from SITE_URL's default: Telegram would post there.
const missing = unsetVariables(['TELEGRAM_BOT_TOKEN', 'TELEGRAM_WEBHOOK_SECRET', 'SITE_URL']);
if (missing.length > 0) {
  console.error(`telegram:webhook needs ${missing.join(', ')} in the environment (docs/operator-guide.md, "Telegram buttons").`);
  process.exit(1);
}
const env = settingsOrExit();
const token = env['TELEGRAM_BOT_TOKEN'] ?? '';
const secret = env['TELEGRAM_WEBHOOK_SECRET'] ?? '';
// The settings checked the secret against Telegram's own rule for secret_token, and SITE_URL.
const site = new URL(env['SITE_URL'] ?? '');
// Telegram posts to HTTPS only; a test's fake API takes the loopback address too.
if (site.protocol !== 'https:' && !env['TELEGRAM_API_BASE']) {
  console.error(`SITE_URL must be https:// for Telegram to post to it (it is ${site.origin}).`);
  process.exit(1);
}
const url = `${site.origin}/api/telegram`;
try {
  await createTelegramApi({ token, base: env['TELEGRAM_API_BASE'] }).setWebhook({ url, secret_token: secret, allowed_updates: ['callback_query', 'message'] });
} catch (error) {
  console.error(`Telegram refused the webhook: ${(error as Error).message}`);
  process.exit(1);
}
console.log(`Telegram now posts button presses to ${url}.`);
