import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { storeBooking } from '../../src/server/services/booking/store';
import { applyTransition } from '../../src/server/services/booking/transition';
import type { Db } from '../../src/server/data/connect';
import { createChannels } from '../../src/server/services/notify/channels';
import { deliverDue } from '../../src/server/services/notify/outbox';
import { VISITOR_EMAIL } from '../../src/server/services/notify/routing';
import { VISITOR_MAILS_PER_HOUR } from '../../src/server/services/notify/visitor-cap';
import { ROOMY_FACTS, storeInput } from '../support/bookings';
import { DATABASE_TARGETS, openOwnTestDatabase } from '../support/database';
import { decodedMail, mailSubject, startMailCatcher } from '../support/smtp';

/**
 * A visitor who chose e-mail hears of the owner's answers, in their language, and of nothing
 * else: the address is whatever the form was given (issue 34, finding 3).
 */
let smtp: Awaited<ReturnType<typeof startMailCatcher>>;
const SITE = 'https://kingstonespa.vn';

beforeAll(async () => {
  smtp = await startMailCatcher();
});
afterAll(async () => {
  await smtp.close();
});
// Each database's run sends to the same addresses: each test counts only its own mails.
beforeEach(() => {
  smtp.mails.length = 0;
});

/** The raw mails the catcher received for one address. */
const rawTo = (address: string) => smtp.mails.filter((mail) => mail.includes(`\nTo: ${address}\r`));
/** The same, decoded. */
const mailsTo = (address: string) => rawTo(address).map(decodedMail);

/** Each booking from its own phone: the same phone, day and time again would be a duplicate. */
let phones = 0;
async function book(db: Db, request: { name: string; handle: string; notes?: string }, now: Date) {
  phones += 1;
  const stored = await storeBooking(
    db.db,
    storeInput(
      { name: request.name, phone: `+8490123${String(phones).padStart(4, '0')}`, date: '2026-06-03', notes: request.notes ?? '', contact_method: 'email', contact_handle: request.handle },
      // Many visits at one time: rooms are not what these tests are about.
      { now, visitorMail: true, availability: ROOMY_FACTS },
    ),
  );
  if (stored.kind !== 'created') throw new Error('not stored');
  return stored.id;
}

const moves = (now: Date) => ({ ownerChannels: [], visitorMail: true, cancelCutoffHours: 3, now });

describe.each(DATABASE_TARGETS)('the visitor’s e-mail on $name', ({ databaseUrl }) => {
  let db: Db;
  beforeAll(async () => {
    db = await openOwnTestDatabase('kingstone-visitor-mail-', databaseUrl);
  });
  afterAll(async () => {
    await db.close();
  });

  it('goes out only once the owner answers (not when the request arrives, nor when the visitor cancels), with the status link', async () => {
    const now = new Date('2026-06-01T03:00:00Z');
    const id = await book(db, { name: 'Lý Thu Hà', handle: 'ha@example.test' }, now);
    const channels = createChannels({ SMTP_URL: smtp.url });
    await deliverDue(db.db, channels, SITE, now);
    expect(mailsTo('ha@example.test')).toHaveLength(0);
    expect((await applyTransition(db.db, { id, action: 'confirm', actor: 'admin', ...moves(now) })).kind).toBe('changed');
    await deliverDue(db.db, channels, SITE, now);
    expect((await applyTransition(db.db, { id, action: 'cancel', actor: 'visitor', ...moves(now) })).kind).toBe('changed');
    await deliverDue(db.db, channels, SITE, now);

    const mails = mailsTo('ha@example.test');
    expect(mails).toHaveLength(1);
    const [confirmed = ''] = mails;
    expect(confirmed).toContain(`${SITE}/vi/booking/status/${id}-`);
    expect(confirmed).toContain('Xin chào,');
    expect(confirmed).toContain('Đã xác nhận');
    expect(confirmed).toContain('Hẹn gặp bạn vào');
  });

  it('never carries what the visitor typed: not the name nor the notes, in the body or the Subject header', async () => {
    const now = new Date('2026-06-01T04:00:00Z');
    const lure = 'Your PayPal account is locked - call 0900';
    const id = await book(db, { name: lure, handle: 'victim@example.test', notes: 'Verify at paypa1.example now' }, now);
    const channels = createChannels({ SMTP_URL: smtp.url });
    expect((await applyTransition(db.db, { id, action: 'decline', actor: 'admin', ...moves(now), reason: 'fully_booked' })).kind).toBe('changed');
    await deliverDue(db.db, channels, SITE, now);
    const raws = rawTo('victim@example.test');
    // 'call 0900', not '0900': four digits turn up by chance in a mail's random boundary and ids.
    for (const typed of ['PayPal', 'locked', 'call 0900', 'paypa1']) {
      for (const mail of raws) expect(decodedMail(mail)).not.toContain(typed);
      for (const mail of raws) expect(mailSubject(mail)).not.toContain(typed);
    }
    const [raw = '', ...more] = raws;
    expect(more).toHaveLength(0);
    const subject = mailSubject(raw);
    // The subject is ours alone: the spa, where the request stands, and its reference.
    expect(subject).toBe(`Kingstone Spa: Không thể nhận · KS-${String(id).padStart(4, '0')}`);
  });

  it("carries the owner's own message under the reason in the body, never in the Subject header", async () => {
    const now = new Date('2026-06-01T04:30:00Z');
    const id = await book(db, { name: 'Phan Minh', handle: 'minh@example.test' }, now);
    const message = 'Chúng tôi kín lịch tối nay.\nMời anh/chị quay lại ngày mai.';
    expect((await applyTransition(db.db, { id, action: 'decline', actor: 'admin', ...moves(now), reason: 'fully_booked', message })).kind).toBe('changed');
    await deliverDue(db.db, createChannels({ SMTP_URL: smtp.url }), SITE, now);
    const [raw = '', ...more] = rawTo('minh@example.test');
    expect(more).toHaveLength(0);
    const body = decodedMail(raw).replace(/\r\n/g, '\n');
    // The reason, then the message under its heading, line by line, then the rest of the mail.
    expect(body).toContain('giờ đó đã kín lịch');
    expect(body).toContain('\n\nLời nhắn từ Kingstone Spa:\nChúng tôi kín lịch tối nay.\nMời anh/chị quay lại ngày mai.\n\n');
    expect(body.indexOf('giờ đó đã kín lịch')).toBeLessThan(body.indexOf('Lời nhắn từ Kingstone Spa:'));
    const subject = mailSubject(raw);
    expect(subject).toBe(`Kingstone Spa: Không thể nhận · KS-${String(id).padStart(4, '0')}`);
    for (const word of ['kín lịch tối nay', 'Lời nhắn']) expect(subject).not.toContain(word);
  });

  // Rows an older version queued when a request arrived, or for the visitor's own moves, are
  // still in a database that is upgraded: they are not sent either.
  it('sends no visitor mail that no answer of the owner stands behind, even one already queued', async () => {
    const now = new Date('2026-06-01T05:00:00Z');
    const id = await book(db, { name: 'Old Queue', handle: 'queued@example.test' }, now);
    const { id: rowId } = await db.db
      .insertInto('outbox')
      .values({ booking_id: id, event_id: null, channel: VISITOR_EMAIL, attempts: 0, next_attempt_at: now.toISOString(), attempted_at: null, delivered_at: null, failed_at: null, last_error: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await deliverDue(db.db, createChannels({ SMTP_URL: smtp.url }), SITE, now);
    expect(mailsTo('queued@example.test')).toHaveLength(0);
    const row = await db.db.selectFrom('outbox').selectAll().where('id', '=', rowId).executeTakeFirstOrThrow();
    expect(row.delivered_at).toBeNull();
    expect(row.failed_at).not.toBeNull();
    expect(row.last_error).toMatch(/^not sent: /);
  });
});

describe.each(DATABASE_TARGETS)('the hourly cap on visitor mail on $name', ({ databaseUrl }) => {
  let db: Db;
  beforeAll(async () => {
    db = await openOwnTestDatabase('kingstone-visitor-cap-', databaseUrl);
  });
  afterAll(async () => {
    await db.close();
  });

  // Counted in the database, not in each server's memory: two servers that read the count at
  // the same moment must not each send up to the cap.
  it('holds every visitor mail past VISITOR_MAILS_PER_HOUR in an hour, two servers together, and sends it in the next hour, none lost', async () => {
    const now = new Date('2026-06-02T03:00:00Z');
    const extra = 5;
    const ids: number[] = [];
    for (let i = 0; i < VISITOR_MAILS_PER_HOUR + extra; i += 1) ids.push(await book(db, { name: `Khách ${i}`, handle: `guest${i}@cap.example.test` }, now));
    for (const id of ids) expect((await applyTransition(db.db, { id, action: 'confirm', actor: 'admin', ...moves(now) })).kind).toBe('changed');
    const serverA = createChannels({ SMTP_URL: smtp.url });
    const serverB = createChannels({ SMTP_URL: smtp.url });
    const received = () => smtp.mails.filter((mail) => /\nTo: guest\d+@cap\.example\.test\r/.test(mail)).length;

    for (let tick = 0; tick < 4; tick += 1) await Promise.all([deliverDue(db.db, serverA, SITE, now), deliverDue(db.db, serverB, SITE, now)]);
    const sent = received();
    expect(sent).toBeLessThanOrEqual(VISITOR_MAILS_PER_HOUR);
    const held = await db.db.selectFrom('outbox').selectAll().where('channel', '=', VISITOR_EMAIL).where('delivered_at', 'is', null).execute();
    expect(held).toHaveLength(VISITOR_MAILS_PER_HOUR + extra - sent);
    for (const row of held) {
      expect(row.failed_at).toBeNull();
      expect(row.attempts).toBe(0);
      expect(new Date(row.next_attempt_at).getTime()).toBeGreaterThan(now.getTime() + 50 * 60_000);
    }
    // Still held a minute before the hour is over.
    const almost = new Date(now.getTime() + 59 * 60_000);
    await Promise.all([deliverDue(db.db, serverA, SITE, almost), deliverDue(db.db, serverB, SITE, almost)]);
    expect(received()).toBe(sent);

    const later = new Date(now.getTime() + 61 * 60_000);
    for (let tick = 0; tick < 2; tick += 1) await Promise.all([deliverDue(db.db, serverA, SITE, later), deliverDue(db.db, serverB, SITE, later)]);
    expect(received()).toBe(VISITOR_MAILS_PER_HOUR + extra);
  });
});
