import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../src/server/data/connect';
import { storeBooking } from '../../src/server/services/booking/store';
import { createChannels, DELIVERY_HEADER, SIGNATURE_HEADER, TIMESTAMP_HEADER, verifyWebhook } from '../../src/server/services/notify/channels';
import { backoffMs, deliverDue, MAX_ATTEMPTS } from '../../src/server/services/notify/outbox';
import { formatPrice } from '../../src/i18n/format';
import { storeInput } from '../support/bookings';
import { optionPrice } from '../support/catalogue';
import { startMailCatcher } from '../support/smtp';

const SECRET = 'test-secret';
const hooks: { body: string; signature: string | undefined; timestamp: string | undefined }[] = [];
/** The delivery id of every webhook attempt, answered or not. */
const hookDeliveries: (string | undefined)[] = [];
const telegrams: { url: string; body: string }[] = [];
let webhookFailuresLeft = 2;
let smtp: Awaited<ReturnType<typeof startMailCatcher>>;
let mails: string[] = [];
let receiver: http.Server;
let dir: string;
let db: Db;
let env: Record<string, string>;

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve) => {
    const s = server as http.Server;
    s.listen(0, '127.0.0.1', () => resolve((s.address() as AddressInfo).port));
  });
}

beforeAll(async () => {
  smtp = await startMailCatcher();
  mails = smtp.mails;
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      if (req.url === '/hook') {
        hookDeliveries.push(req.headers[DELIVERY_HEADER.toLowerCase()] as string | undefined);
        if (webhookFailuresLeft-- > 0) {
          res.writeHead(503).end();
          return;
        }
        hooks.push({
          body,
          signature: req.headers[SIGNATURE_HEADER.toLowerCase()] as string | undefined,
          timestamp: req.headers[TIMESTAMP_HEADER.toLowerCase()] as string | undefined,
        });
      } else {
        telegrams.push({ url: req.url ?? '', body });
      }
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
    });
  });
  const port = await listen(receiver);
  env = {
    SMTP_URL: smtp.url,
    NOTIFY_EMAIL_TO: 'owner@example.test',
    NOTIFY_WEBHOOK_URL: `http://127.0.0.1:${port}/hook`,
    NOTIFY_WEBHOOK_SECRET: SECRET,
    TELEGRAM_BOT_TOKEN: '123:abc',
    TELEGRAM_CHAT_ID: '42',
    TELEGRAM_API_BASE: `http://127.0.0.1:${port}`,
  };
  dir = mkdtempSync(path.join(tmpdir(), 'kingstone-notify-'));
  db = await openDatabase({ dataDir: dir });
});

afterAll(async () => {
  await db?.close();
  await smtp.close();
  await new Promise((r) => receiver.close(() => r(undefined)));
  rmSync(dir, { recursive: true, force: true });
});

describe('owner notifications from the outbox', () => {
  const now = new Date('2026-03-01T03:00:00Z');

  it('sends each notification once when two servers share the database', async () => {
    const stored = await storeBooking(db.db, storeInput({ name: 'Two Workers', phone: '+84901234999', time: '19:00' }, { locale: 'en', now, channels: ['email'] }));
    expect(stored.kind).toBe('created');
    let sends = 0;
    // A slow channel, so both workers see the row as due before either has sent it.
    const slow = { email: async () => void (sends += 1, await new Promise((r) => setTimeout(r, 50))) };
    const [a, b] = await Promise.all([deliverDue(db.db, slow, 'https://kingstonespa.vn', now), deliverDue(db.db, slow, 'https://kingstonespa.vn', now)]);
    expect(sends).toBe(1);
    expect(a.delivered + b.delivered).toBe(1);
  });

  it('delivers a booking by email, signed webhook and Telegram, retrying the failing webhook, across a restart', async () => {
    const stored = await storeBooking(
      db.db,
      storeInput({ name: 'Kim\r\nBcc: evil@example.test', phone: '+84901234567', time: '18:00', notes: 'Quiet room' }, { locale: 'ko', now, channels: ['email', 'webhook', 'telegram'] }),
    );
    expect(stored.kind).toBe('created');
    const channels = createChannels(env);

    const first = await deliverDue(db.db, channels, 'https://kingstonespa.vn', now);
    expect(first).toEqual({ delivered: 2, failed: 1 });
    // The failed webhook waits for its backoff; nothing is due a second later.
    expect(await deliverDue(db.db, channels, 'https://kingstonespa.vn', new Date(now.getTime() + 1000))).toEqual({ delivered: 0, failed: 0 });

    // A restart: the state is in the database, so the new process carries on.
    await db.close();
    db = await openDatabase({ dataDir: dir });
    const later = new Date(now.getTime() + backoffMs(1) + 1);
    expect(await deliverDue(db.db, channels, 'https://kingstonespa.vn', later)).toEqual({ delivered: 0, failed: 1 });
    const evenLater = new Date(later.getTime() + backoffMs(2) + 1);
    expect(await deliverDue(db.db, channels, 'https://kingstonespa.vn', evenLater)).toEqual({ delivered: 1, failed: 0 });

    expect(mails).toHaveLength(1);
    // Nothing the visitor typed in a subject (issue 34): the number, the day and the time only.
    expect(mails[0]).toMatch(/^Subject: Booking #\d+: \d{4}-\d{2}-\d{2} \d{2}:\d{2}\r?$/m);
    const [headers = '', body = ''] = (mails[0] ?? '').split(/\r?\n\r?\n/);
    expect(headers).not.toMatch(/^Bcc:/im);
    expect(body).not.toMatch(/^Bcc:/im);
    // The text part is quoted-printable: decode it before reading it.
    const text = Buffer.from(
      body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    ).toString('utf8');
    expect(text).toContain('Phone: +84901234567');
    expect(text).toContain(formatPrice(optionPrice('thai-90'), 'en'));
    expect(text).toContain('https://kingstonespa.vn/admin');

    expect(hooks).toHaveLength(1);
    expect(verifyWebhook({ body: hooks[0]?.body ?? '', signature: hooks[0]?.signature, timestamp: hooks[0]?.timestamp }, SECRET)).toBe(true);
    // Three attempts (two refused), one delivery: the same id each time, the outbox row's.
    const outboxRow = await db.db.selectFrom('outbox').select('id').where('channel', '=', 'webhook').where('booking_id', '=', stored.kind === 'created' ? stored.id : -1).executeTakeFirstOrThrow();
    expect(hookDeliveries).toEqual([String(outboxRow.id), String(outboxRow.id), String(outboxRow.id)]);
    expect(JSON.parse(hooks[0]?.body ?? '{}')).toMatchObject({ type: 'booking.created', booking: { phone: '+84901234567', price_vnd: 1600000 } });

    expect(telegrams).toHaveLength(1);
    expect(telegrams[0]?.url).toBe('/bot123:abc/sendMessage');
    expect(JSON.parse(telegrams[0]?.body ?? '{}')).toMatchObject({ chat_id: '42' });
  });

  it('marks a notification failed for good after the last attempt, leaving the booking alone', async () => {
    const stored = await storeBooking(db.db, storeInput({ name: 'Lee', phone: '+821012345678', service: undefined, date: '2026-03-03', time: '13:00' }, { locale: 'en', now, channels: ['webhook'] }));
    const down = { webhook: async () => Promise.reject(new Error('connection refused')) };
    let t = now.getTime();
    for (let i = 0; i < MAX_ATTEMPTS; i += 1) {
      await deliverDue(db.db, down, 'https://kingstonespa.vn', new Date(t));
      t += backoffMs(i + 1) + 1;
    }
    const id = stored.kind === 'created' ? stored.id : -1;
    const row = await db.db.selectFrom('outbox').selectAll().where('booking_id', '=', id).executeTakeFirstOrThrow();
    expect(row.failed_at).not.toBeNull();
    expect(row.attempts).toBe(MAX_ATTEMPTS);
    expect(row.last_error).toBe('connection refused');
    expect((await db.db.selectFrom('bookings').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('new');
  });
});
