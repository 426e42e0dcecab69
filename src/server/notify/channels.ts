import { createHmac } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { BookingMessage } from './message';

/** Sends one message on one channel; throws when the channel did not accept it. */
export type Channel = (message: BookingMessage) => Promise<void>;

export type Env = Record<string, string | undefined>;

export const SIGNATURE_HEADER = 'X-Kingstone-Signature';

/** HMAC-SHA256 of the exact body, hex, as the webhook header carries it ("sha256=<hex>"). */
export function signBody(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/** The channels enabled by the environment, by name (the names the outbox rows carry). */
export function createChannels(env: Env, fetchImpl: typeof fetch = fetch): Record<string, Channel> {
  const channels: Record<string, Channel> = {};
  const timeout = () => AbortSignal.timeout(10_000);

  if (env['SMTP_URL'] && env['NOTIFY_EMAIL_TO']) {
    const transport = nodemailer.createTransport(env['SMTP_URL']);
    const to = env['NOTIFY_EMAIL_TO'];
    const from = env['NOTIFY_EMAIL_FROM'] ?? `Kingstone Spa <no-reply@${new URL(env['SITE_URL'] ?? 'https://kingstonespa.vn').hostname}>`;
    channels['email'] = async (m) => {
      await transport.sendMail({ from, to, subject: m.subject, text: m.text });
    };
  }

  if (env['NOTIFY_WEBHOOK_URL']) {
    const url = env['NOTIFY_WEBHOOK_URL'];
    const secret = env['NOTIFY_WEBHOOK_SECRET'] ?? '';
    channels['webhook'] = async (m) => {
      const body = JSON.stringify({ type: 'booking.created', booking: m.data });
      const res = await fetchImpl(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(secret ? { [SIGNATURE_HEADER]: signBody(body, secret) } : {}) },
        body,
        signal: timeout(),
      });
      if (!res.ok) throw new Error(`webhook answered ${res.status}`);
    };
  }

  if (env['TELEGRAM_BOT_TOKEN'] && env['TELEGRAM_CHAT_ID']) {
    const base = (env['TELEGRAM_API_BASE'] ?? 'https://api.telegram.org').replace(/\/$/, '');
    const url = `${base}/bot${env['TELEGRAM_BOT_TOKEN']}/sendMessage`;
    const chatId = env['TELEGRAM_CHAT_ID'];
    channels['telegram'] = async (m) => {
      const res = await fetchImpl(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ chat_id: chatId, text: m.text, disable_web_page_preview: true }),
        signal: timeout(),
      });
      if (!res.ok) throw new Error(`telegram answered ${res.status}`);
    };
  }
  return channels;
}
