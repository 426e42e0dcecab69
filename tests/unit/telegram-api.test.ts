import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChannels } from '../../src/server/services/notify/channels';
import type { BookingMessage } from '../../src/server/services/notify/message';
import { createTelegramApi, redactToken } from '../../src/server/services/notify/telegram/bot-api';
import { startFakeTelegram, type FakeTelegram } from '../support/fake-telegram';
import { ROOT } from '../support/paths';

const TOKEN = '987654:secret-bot-token';
let fake: FakeTelegram;

beforeAll(async () => {
  fake = await startFakeTelegram();
});
afterAll(async () => {
  await fake.close();
});

const message = (type: string, status: string): BookingMessage => ({
  type,
  subject: 'Booking #5',
  text: 'Kingstone Spa: new booking request #5\nPhone: +84901234567',
  data: { id: 5, phone: '+84901234567', status },
});

describe('the Telegram channel', () => {
  const telegram = () => {
    const channel = createChannels({ TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_CHAT_ID: '42', TELEGRAM_API_BASE: fake.url }).telegram;
    if (!channel) throw new Error('no telegram channel');
    return channel;
  };

  it('sends a new request with its answer buttons', async () => {
    await telegram()(message('booking.created', 'new'), '1');
    const sent = fake.called('sendMessage').at(-1);
    expect(sent?.token).toBe(TOKEN);
    expect(sent?.params).toMatchObject({ chat_id: '42', text: message('booking.created', 'new').text, link_preview_options: { is_disabled: true } });
    expect(JSON.stringify(sent?.params['reply_markup'])).toContain('"callback_data":"c:5"');
  });

  it('sends what the visitor did without buttons', async () => {
    await telegram()(message('booking.cancelled', 'cancelled'), '2');
    expect(fake.called('sendMessage').at(-1)?.params['reply_markup']).toBeUndefined();
  });

  it('fails when Telegram refuses, naming the method and never the token', async () => {
    fake.failNext('sendMessage', `Bad Request: chat not found for /bot${TOKEN}/sendMessage`);
    const error = await telegram()(message('booking.created', 'new'), '3').catch((e: unknown) => e as Error);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toContain('telegram sendMessage answered 400');
    expect((error as Error).message).not.toContain(TOKEN);
  });

  it('keeps the token out of a network error', async () => {
    // A port nobody listens on: fetch fails before any answer.
    const closed = await startFakeTelegram();
    await closed.close();
    const error = await createTelegramApi({ token: TOKEN, base: closed.url })
      .sendMessage({ chat_id: 1, text: 'x' })
      .catch((e: unknown) => e as Error);
    expect((error as Error).message).toMatch(/^telegram sendMessage: /);
    expect(JSON.stringify(error, Object.getOwnPropertyNames(error))).not.toContain(TOKEN);
  });

  it('redacts the token, also URL-encoded', () => {
    expect(redactToken(`https://api.telegram.org/bot${TOKEN}/x and ${encodeURIComponent(TOKEN)}`, TOKEN)).toBe('https://api.telegram.org/bot<token>/x and <token>');
  });
});

describe('npm run telegram:webhook', () => {
  const run = (env: Record<string, string>) =>
    promisify(execFile)(process.execPath, ['scripts/telegram-webhook.ts'], { cwd: ROOT, env: { PATH: process.env.PATH ?? '', ...env } }).then(
      ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  it('points Telegram at /api/telegram with the secret, for button presses and the /start message that links a person', async () => {
    const result = await run({ TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_WEBHOOK_SECRET: 'a-Secret_1', SITE_URL: 'https://kingstonespa.vn/', TELEGRAM_API_BASE: fake.url });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('https://kingstonespa.vn/api/telegram');
    expect(fake.called('setWebhook').at(-1)).toMatchObject({
      token: TOKEN,
      params: { url: 'https://kingstonespa.vn/api/telegram', secret_token: 'a-Secret_1', allowed_updates: ['callback_query', 'message'] },
    });
  });

  it('names what is missing, and refuses a secret Telegram would refuse', async () => {
    const missing = await run({ TELEGRAM_BOT_TOKEN: TOKEN });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('TELEGRAM_WEBHOOK_SECRET, SITE_URL');
    const bad = await run({ TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_WEBHOOK_SECRET: 'has space', SITE_URL: 'https://kingstonespa.vn' });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('TELEGRAM_WEBHOOK_SECRET must be');
  });

  it('reports Telegram’s refusal without the token', async () => {
    fake.failNext('setWebhook', 'Bad Request: bad webhook: HTTPS url must be provided for webhook');
    const result = await run({ TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_WEBHOOK_SECRET: 's', SITE_URL: 'https://kingstonespa.vn', TELEGRAM_API_BASE: fake.url });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('bad webhook');
    expect(result.stderr).not.toContain(TOKEN);
  });
});
