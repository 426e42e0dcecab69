import { createHmac, timingSafeEqual } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { BookingMessage } from './message';
import { VISITOR_EMAIL } from './routing';
import { DEFAULT_SITE_URL } from '../../../config/site-url';
import { createTelegramApi } from './telegram/bot-api';
import { telegramKeyboard } from './telegram/keyboard';

/**
 * Sends one message on one channel; throws when the channel did not accept it. `deliveryId`
 * names the notification (its outbox row) and stays the same across retries.
 */
export type Channel = (message: BookingMessage, deliveryId: string) => Promise<void>;

export type Env = Record<string, string | undefined>;

export const SIGNATURE_HEADER = 'X-Kingstone-Signature';
export const TIMESTAMP_HEADER = 'X-Kingstone-Timestamp';
export const DELIVERY_HEADER = 'X-Kingstone-Delivery';
/** How far a webhook's timestamp may be from the receiver's clock, either way. */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

/**
 * The webhook signature, "sha256=<hex>": HMAC-SHA256 of "<timestamp>.<body>". The timestamp is
 * inside the MAC so a captured delivery cannot be replayed later under a fresh timestamp.
 */
export function signWebhook(timestamp: string, body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export interface WebhookDelivery {
  /** The raw request body, exactly as received (before any JSON parsing). */
  body: string;
  /** The X-Kingstone-Signature header. */
  signature: string | null | undefined;
  /** The X-Kingstone-Timestamp header (Unix seconds). */
  timestamp: string | null | undefined;
}

/**
 * What a receiver checks before trusting a delivery: the signature matches (compared in constant
 * time) and the timestamp is within five minutes of `now`. Replays inside that window carry the
 * same X-Kingstone-Delivery id, so a receiver also remembers the ids it saw for five minutes.
 */
export function verifyWebhook(delivery: WebhookDelivery, secret: string, now: Date = new Date()): boolean {
  const { body, signature, timestamp } = delivery;
  if (!secret || !signature || !timestamp || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > WEBHOOK_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(signWebhook(timestamp, body, secret));
  const given = Buffer.from(signature);
  // timingSafeEqual needs equal lengths; the length of a well-formed signature is no secret.
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The owner's channels the settings switch on, by the names the outbox rows carry; the one place
 * that decides it (a booking's rows, the sending worker and the start's notes all ask here).
 */
export function ownerChannels(env: Env): string[] {
  return [
    env['SMTP_URL'] && env['NOTIFY_EMAIL_TO'] ? 'email' : undefined,
    env['NOTIFY_WEBHOOK_URL'] ? 'webhook' : undefined,
    env['TELEGRAM_BOT_TOKEN'] && env['TELEGRAM_CHAT_ID'] ? 'telegram' : undefined,
  ].filter((c): c is string => c !== undefined);
}

/** Whether the visitor can be written to: mail is set up (then a visitor who chose e-mail is). */
export function visitorMailOn(env: Env): boolean {
  return Boolean(env['SMTP_URL']);
}

/** The enabled channels' senders, by name (the names the outbox rows carry). */
export function createChannels(env: Env, fetchImpl: typeof fetch = fetch): Record<string, Channel> {
  const channels: Record<string, Channel> = {};
  const timeout = () => AbortSignal.timeout(10_000);

  const on = ownerChannels(env);
  const mail = env['SMTP_URL'] ? nodemailer.createTransport(env['SMTP_URL']) : undefined;
  const from = env['NOTIFY_EMAIL_FROM'] ?? `Kingstone Spa <no-reply@${new URL(env['SITE_URL'] ?? DEFAULT_SITE_URL).hostname}>`;
  if (mail && on.includes('email') && env['NOTIFY_EMAIL_TO']) {
    const to = env['NOTIFY_EMAIL_TO'];
    channels['email'] = async (m) => {
      await mail.sendMail({ from, to, subject: m.subject, text: m.text });
    };
  }
  // The visitor's own address, when they chose e-mail as the way to be answered: the same server,
  // the same outbox and retries as the owner's mail.
  if (mail) {
    channels[VISITOR_EMAIL] = async (m) => {
      if (!m.to) throw new Error('no visitor address');
      await mail.sendMail({ from, to: m.to, subject: m.subject, text: m.text });
    };
  }

  if (on.includes('webhook') && env['NOTIFY_WEBHOOK_URL']) {
    const url = env['NOTIFY_WEBHOOK_URL'];
    const secret = env['NOTIFY_WEBHOOK_SECRET'] ?? '';
    channels['webhook'] = async (m, deliveryId) => {
      const body = JSON.stringify({ type: m.type, booking: m.data, ...(m.event ? { event: m.event } : {}) });
      // Each attempt is signed at its own time; a retry keeps its delivery id, so the receiver
      // can tell it from a new booking.
      const timestamp = String(Math.floor(Date.now() / 1000));
      const res = await fetchImpl(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          [TIMESTAMP_HEADER]: timestamp,
          [DELIVERY_HEADER]: deliveryId,
          ...(secret ? { [SIGNATURE_HEADER]: signWebhook(timestamp, body, secret) } : {}),
        },
        body,
        signal: timeout(),
      });
      if (!res.ok) throw new Error(`webhook answered ${res.status}`);
    };
  }

  if (on.includes('telegram') && env['TELEGRAM_BOT_TOKEN'] && env['TELEGRAM_CHAT_ID']) {
    const api = createTelegramApi({ token: env['TELEGRAM_BOT_TOKEN'], base: env['TELEGRAM_API_BASE'], fetchImpl });
    const chatId = env['TELEGRAM_CHAT_ID'];
    channels['telegram'] = async (m) => {
      const keyboard = telegramKeyboard(m);
      await api.sendMessage({ chat_id: chatId, text: m.text, link_preview_options: { is_disabled: true }, ...(keyboard ? { reply_markup: keyboard } : {}) });
    };
  }
  return channels;
}
