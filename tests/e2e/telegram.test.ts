import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTelegram, type FakeTelegram, type TelegramCall } from '../support/fake-telegram';
import { startProductionServer, type RunningServer } from '../support/server-process';
import { baseURL, dayAhead } from '../support/site';

const TOKEN = '555000:e2e-bot-token';
const SECRET = 'e2e-webhook-secret';
const CHAT = '4242';
let fake: FakeTelegram;
let server: RunningServer;
let dataDir: string;

/** A server of its own, whose Telegram is the fake. */
beforeAll(async () => {
  fake = await startFakeTelegram();
  dataDir = mkdtempSync(path.join(tmpdir(), 'kingstone-telegram-'));
  server = await startProductionServer({
    DATA_DIR: dataDir,
    // SQLite even where CI provides PostgreSQL: the test reads the server's database file.
    DATABASE_URL: '',
    BOOKING_RATE_LIMIT: '0',
    TELEGRAM_BOT_TOKEN: TOKEN,
    TELEGRAM_CHAT_ID: CHAT,
    TELEGRAM_WEBHOOK_SECRET: SECRET,
    TELEGRAM_API_BASE: fake.url,
    // The owner's own Telegram user (the presses below come from id 1).
    TELEGRAM_ALLOWED_USER_IDS: '1',
    // The outbox looks for what is due four times a second, not every 5 s (production's round).
    OUTBOX_INTERVAL_MS: '250',
  });
});
afterAll(async () => {
  await server?.stop();
  await fake?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** What the admin would show, read from the server's own database file. */
function stored(id: number) {
  const db = new DatabaseSync(path.join(dataDir, 'kingstone.sqlite'), { readOnly: true });
  try {
    const booking = db.prepare('SELECT status FROM bookings WHERE id = ?').get(id) as { status: string };
    const events = db.prepare('SELECT action, actor FROM booking_events WHERE booking_id = ?').all(id);
    return { status: booking.status, events };
  } finally {
    db.close();
  }
}

/** Telegram's post of a tap on `data`, under the message our notification became. */
const tap = (sent: TelegramCall, data: string, secret: string) =>
  fetch(`${server.url}/api/telegram`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Telegram-Bot-Api-Secret-Token': secret },
    body: JSON.stringify({
      update_id: 1,
      callback_query: {
        id: `tap-${data}`,
        from: { id: 1, is_bot: false, first_name: 'Owner' },
        chat_instance: '1',
        message: { message_id: 900, date: 1, chat: { id: Number(sent.params['chat_id']), type: 'private' }, text: String(sent.params['text']) },
        data,
      },
    }),
  });

describe('one tap from Telegram', () => {
  it('sends a new request with buttons, and Confirm confirms it once, whatever Telegram repeats', async () => {
    const booked = await fetch(`${server.url}/api/booking?locale=en`, {
      method: 'POST',
      headers: { Origin: server.url, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ name: 'Telegram Tap', phone: '0912 345 678', service: 'thai-90', date: dayAhead(5), time: '15:00', consent: 'on' }).toString(),
    });
    expect(booked.status).toBe(200);

    // The outbox worker polls every OUTBOX_INTERVAL_MS (above).
    const sent = await fake.waitFor('sendMessage', (c) => String(c.params['text']).includes('Name: Telegram Tap'));
    expect(sent.token).toBe(TOKEN);
    expect(sent.params['chat_id']).toBe(CHAT);
    const buttons = (sent.params['reply_markup'] as { inline_keyboard: { text: string; callback_data?: string }[][] }).inline_keyboard.flat();
    const confirm = buttons.find((b) => b.text === 'Confirm')?.callback_data ?? '';
    const id = Number(/^c:(\d+)$/.exec(confirm)?.[1]);
    expect(id).toBeGreaterThan(0);
    expect(buttons.map((b) => b.text)).toEqual(['Confirm', 'Decline…', 'Copy +84912345678']);

    // Without our secret: refused, and nothing moves.
    expect((await tap(sent, confirm, 'forged-secret')).status).toBe(401);
    expect(stored(id)).toEqual({ status: 'new', events: [] });
    expect(fake.called('answerCallbackQuery')).toEqual([]);

    expect((await tap(sent, confirm, SECRET)).status).toBe(200);
    expect(stored(id)).toEqual({ status: 'confirmed', events: [{ action: 'confirm', actor: 'telegram' }] });
    const edit = fake.called('editMessageText').at(-1);
    expect(edit?.params).toMatchObject({ chat_id: Number(CHAT), message_id: 900 });
    expect(String(edit?.params['text'])).toMatch(/Name: Telegram Tap[\s\S]*\n\nStatus: confirmed$/);
    expect(JSON.stringify(edit?.params['reply_markup'])).not.toContain('callback_data');
    expect(fake.called('answerCallbackQuery').at(-1)?.params).toMatchObject({ callback_query_id: `tap-${confirm}`, text: `Booking #${id} confirmed.` });

    // Telegram retries an update it thinks we missed: one move, one history line.
    expect((await tap(sent, confirm, SECRET)).status).toBe(200);
    expect(stored(id).events).toHaveLength(1);
    expect(server.logLines().join('\n')).not.toContain(TOKEN);
  });

  it('does not exist on a server without Telegram settings', async () => {
    const res = await fetch(`${baseURL()}/api/telegram`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Telegram-Bot-Api-Secret-Token': SECRET },
      body: '{"update_id":1}',
    });
    expect(res.status).toBe(404);
  });
});
