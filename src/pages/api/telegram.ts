import type { APIRoute } from 'astro';
import { BUSINESS } from '../../config/business';
import { SITE } from '../../config/site';
import { createTelegramApi } from '../../server/services/notify/telegram/bot-api';
import { enabledChannels, ensureOutboxWorker, getDb, reminderLeadHours, visitorMailEnabled } from '../../server/web/runtime';
import { answerTelegramUpdate, SECRET_HEADER, telegramWebhookConfig } from '../../server/web/telegram/callback';
import { serverSettings } from '../../server/settings/read-settings';

export const prerender = false;

/** Telegram's webhook: the owner's Confirm and Decline buttons (src/server/web/telegram/callback.ts). */
export const POST: APIRoute = async ({ request }) => {
  const headers = { 'Cache-Control': 'no-store' };
  const config = telegramWebhookConfig(serverSettings());
  if (!config) return new Response('Not found', { status: 404, headers });
  const status = await answerTelegramUpdate(
    { secret: request.headers.get(SECRET_HEADER), contentLength: request.headers.get('content-length'), body: request.body },
    {
      config,
      // Short: Telegram waits for our answer, and the owner for the spinner on the button.
      api: createTelegramApi({ token: config.token, base: config.apiBase, timeoutMs: 5000 }),
      db: async () => {
        void ensureOutboxWorker().catch(() => undefined);
        return (await getDb()).db;
      },
      now: new Date(),
      ownerChannels: enabledChannels(),
      visitorMail: visitorMailEnabled(),
      cancelCutoffHours: BUSINESS.cancelCutoffHours,
      reminderLeadHours: reminderLeadHours(),
      siteUrl: SITE.url,
      log: (line) => console.error(line),
    },
  );
  return new Response(null, { status, headers });
};
