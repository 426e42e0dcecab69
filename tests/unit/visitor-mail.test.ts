import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeBooking } from '../../src/backend/booking/store';
import { applyTransition } from '../../src/backend/booking/transition';
import type { Db } from '../../src/backend/db/connect';
import { createChannels } from '../../src/backend/notify/channels';
import { deliverDue, VISITOR_MAILS_PER_HOUR } from '../../src/backend/notify/outbox';
import { openTestDatabase } from '../support/database';
import { startMailCatcher } from '../support/smtp';

/** A visitor who chose e-mail hears of their request and of the owner's answers, in their language. */
let smtp: Awaited<ReturnType<typeof startMailCatcher>>;
let db: Db;

beforeAll(async () => {
  smtp = await startMailCatcher();
  db = await openTestDatabase('kingstone-visitor-mail-');
});
afterAll(async () => {
  await db.close();
  await smtp.close();
});

/** The mail as text: quoted-printable soft line breaks joined and =XX bytes decoded as UTF-8. */
function decoded(mail: string): string {
  const soft = mail.replace(/=\r\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i += 1) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i] ?? ''));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Each booking from its own phone: the same phone, day and time again would be a duplicate. */
let phones = 0;
async function book(name: string, handle: string, now: Date) {
  phones += 1;
  const stored = await storeBooking(db.db, {
    request: { name, phone: `+8490123${String(phones).padStart(4, '0')}`, service: 'thai-90', date: '2026-03-03', time: '18:00', notes: '', contact_method: 'email', contact_handle: handle, consent: 'on', website: '' },
    locale: 'vi',
    idempotencyKey: undefined,
    spam: false,
    now,
    channels: [],
    visitorMail: true,
  });
  if (stored.kind !== 'created') throw new Error('not stored');
  return stored.id;
}

describe('the visitor’s e-mail', () => {
  it('goes out only once the owner answers (not when the request arrives, nor when the visitor cancels), with the status link', async () => {
    smtp.mails.length = 0;
    const now = new Date('2026-03-01T03:00:00Z');
    const id = await book('Lý Thu Hà', 'ha@example.test', now);
    const channels = createChannels({ SMTP_URL: smtp.url });
    const site = 'https://kingstonespa.vn';
    expect(await deliverDue(db.db, channels, site, now)).toEqual({ delivered: 0, failed: 0 });
    const common = { ownerChannels: [], visitorMail: true, cancelCutoffHours: 3, now };
    expect((await applyTransition(db.db, { id, action: 'confirm', actor: 'admin', ...common })).kind).toBe('changed');
    expect(await deliverDue(db.db, channels, site, now)).toEqual({ delivered: 1, failed: 0 });
    expect((await applyTransition(db.db, { id, action: 'cancel', actor: 'visitor', ...common })).kind).toBe('changed');
    expect(await deliverDue(db.db, channels, site, now)).toEqual({ delivered: 0, failed: 0 });

    expect(smtp.mails).toHaveLength(1);
    const confirmed = decoded(smtp.mails[0] ?? '');
    expect(confirmed).toMatch(/^To: ha@example\.test$/m);
    expect(confirmed).toContain(`${site}/vi/booking/status/${id}-`);
    expect(confirmed).toContain('Xin chào,');
    expect(confirmed).toContain('Đã xác nhận');
    expect(confirmed).toContain('Hẹn gặp bạn vào');
  });

  // Issue 34, finding 3: the form wrote to any typed address at once, repeating the typed name.
  it('never carries what the visitor typed: not the name, in the body or the subject', async () => {
    smtp.mails.length = 0;
    const now = new Date('2026-03-01T04:00:00Z');
    const lure = 'Your PayPal account is locked - call 0900';
    const id = await book(lure, 'victim@example.test', now);
    const channels = createChannels({ SMTP_URL: smtp.url });
    const common = { ownerChannels: [], visitorMail: true, cancelCutoffHours: 3, now };
    expect((await applyTransition(db.db, { id, action: 'decline', actor: 'admin', ...common, reason: 'fully_booked' })).kind).toBe('changed');
    expect(await deliverDue(db.db, channels, 'https://kingstonespa.vn', now)).toEqual({ delivered: 1, failed: 0 });
    const mail = decoded(smtp.mails[0] ?? '');
    expect(mail).toMatch(/^To: victim@example\.test$/m);
    expect(mail).not.toContain('PayPal');
    expect(mail).toMatch(/^Subject: /m);
  });

  it('is held past VISITOR_MAILS_PER_HOUR in an hour, for all visitors together, and sent when the hour has passed, none lost', async () => {
    smtp.mails.length = 0;
    const now = new Date();
    const channels = createChannels({ SMTP_URL: smtp.url });
    const common = { ownerChannels: [], visitorMail: true, cancelCutoffHours: 3, now };
    const sentBefore = await db.db.selectFrom('outbox').select('id').where('channel', '=', 'visitor_email').where('delivered_at', '>=', new Date(now.getTime() - 3_600_000).toISOString()).execute();
    const ids: number[] = [];
    for (let i = 0; i < VISITOR_MAILS_PER_HOUR + 3 - sentBefore.length; i += 1) ids.push(await book(`Khách ${i}`, `guest${i}@example.test`, now));
    for (const id of ids) expect((await applyTransition(db.db, { id, action: 'confirm', actor: 'admin', ...common })).kind).toBe('changed');
    let delivered = 0;
    for (let round = 0; round < 5; round += 1) delivered += (await deliverDue(db.db, channels, 'https://kingstonespa.vn', now)).delivered;
    expect(delivered + sentBefore.length).toBe(VISITOR_MAILS_PER_HOUR);
    const held = await db.db.selectFrom('outbox').selectAll().where('channel', '=', 'visitor_email').where('delivered_at', 'is', null).execute();
    expect(held).toHaveLength(3);
    for (const row of held) {
      expect(row.failed_at).toBeNull();
      expect(row.attempts).toBe(0);
      expect(new Date(row.next_attempt_at).getTime()).toBeGreaterThan(now.getTime() + 50 * 60_000);
    }
    const later = new Date(now.getTime() + 61 * 60_000);
    expect((await deliverDue(db.db, channels, 'https://kingstonespa.vn', later)).delivered).toBe(3);
  });
});
