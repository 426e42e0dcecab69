import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MORNING_REMINDER_TIME, reminderDueAt } from '../../src/booking/reminder-schedule';
import { courseOf } from '../../src/booking/status-text';
import { createT } from '../../src/i18n/t';
import { storeBooking } from '../../src/server/services/booking/store';
import { applyTransition, type TransitionInput } from '../../src/server/services/booking/transition';
import { createChannels } from '../../src/server/services/notify/channels';
import { deliverDue } from '../../src/server/services/notify/outbox';
import { ROOMY_FACTS, storeInput } from '../support/bookings';
import { DATABASE_TARGETS, openOwnTestDatabase, type TestDb } from '../support/database';
import { decodedMail, mailsFor, mailSubject, startMailCatcher } from '../support/smtp';

/**
 * The visitor's reminder of a confirmed visit (issue 38): when it is due, that it goes once
 * whatever the number of servers or restarts, and only while the visit it names still stands.
 */
const SITE = 'https://kingstonespa.vn';
const LEAD = 24;
/** The visit every booking here is for: 10 June 2026, 15:00 in Ho Chi Minh City (08:00 UTC). */
const VISIT = { date: '2026-06-10', time: '15:00' };
const VISIT_AT = Date.parse('2026-06-10T08:00:00Z');
const at = (iso: string) => new Date(iso);
const hours = (h: number) => h * 3_600_000;

describe('the reminder schedule', () => {
  const visit = (createdAt: string) => ({ ...VISIT, created_at: createdAt });

  it('is due REMINDER_LEAD_HOURS before the visit', () => {
    expect(reminderDueAt(visit('2026-06-05T03:00:00Z'), at('2026-06-05T04:00:00Z'), 24)?.toISOString()).toBe('2026-06-09T08:00:00.000Z');
    expect(reminderDueAt(visit('2026-06-05T03:00:00Z'), at('2026-06-05T04:00:00Z'), 48)?.toISOString()).toBe('2026-06-08T08:00:00.000Z');
  });

  it('is due at once for a visit confirmed inside the lead window', () => {
    const confirmed = at('2026-06-09T10:00:00Z');
    expect(reminderDueAt(visit('2026-06-05T03:00:00Z'), confirmed, 24)?.toISOString()).toBe(confirmed.toISOString());
  });

  it(`is due at ${MORNING_REMINDER_TIME} Vietnam time on the day for a visit booked less than a day ahead`, () => {
    // Booked 22 hours ahead: the morning of 10 June, 09:00 in Ho Chi Minh City is 02:00 UTC.
    expect(reminderDueAt(visit('2026-06-09T10:00:00Z'), at('2026-06-09T10:30:00Z'), 24)?.toISOString()).toBe('2026-06-10T02:00:00.000Z');
    // Confirmed after that morning: at once.
    expect(reminderDueAt(visit('2026-06-10T01:00:00Z'), at('2026-06-10T03:00:00Z'), 24)?.toISOString()).toBe('2026-06-10T03:00:00.000Z');
    // A visit before 09:00 (a special day's early opening) booked the evening before: at once, never after it began.
    expect(reminderDueAt({ date: '2026-06-10', time: '08:30', created_at: '2026-06-09T12:00:00Z' }, at('2026-06-09T12:05:00Z'), 24)?.toISOString()).toBe('2026-06-09T12:05:00.000Z');
  });

  it('is none once the visit has begun, or with a lead of 0', () => {
    expect(reminderDueAt(visit('2026-06-05T03:00:00Z'), new Date(VISIT_AT), 24)).toBeUndefined();
    expect(reminderDueAt(visit('2026-06-05T03:00:00Z'), at('2026-06-05T04:00:00Z'), 0)).toBeUndefined();
  });
});

let smtp: Awaited<ReturnType<typeof startMailCatcher>>;
beforeAll(async () => {
  smtp = await startMailCatcher();
});
afterAll(async () => {
  await smtp.close();
});
beforeEach(() => {
  smtp.mails.length = 0;
});

/** Each booking from its own phone and address: the same phone, day and time again would be a duplicate. */
let phones = 0;
async function book(db: TestDb, createdAt: Date, patch: { locale?: string; email?: boolean; visit?: { date: string; time: string } } = {}) {
  phones += 1;
  const handle = `guest${phones}@example.test`;
  const { date, time } = patch.visit ?? VISIT;
  const stored = await storeBooking(
    db.db,
    storeInput(
      {
        name: 'Call 0900 now, your account is locked',
        phone: `+8490555${String(phones).padStart(4, '0')}`,
        date,
        time,
        notes: 'Verify at paypa1.example',
        ...(patch.email === false ? {} : { contact_method: 'email' as const, contact_handle: handle }),
      },
      // Many visits at one time: rooms are not what these tests are about.
      { now: createdAt, visitorMail: true, locale: patch.locale ?? 'en', availability: ROOMY_FACTS },
    ),
  );
  if (stored.kind !== 'created') throw new Error('not stored');
  return { id: stored.id, handle };
}

const move = (db: TestDb, id: number, now: Date, patch: Partial<TransitionInput> = {}) =>
  applyTransition(db.db, { id, action: 'confirm', actor: 'admin', now, ownerChannels: [], visitorMail: true, cancelCutoffHours: 3, reminderLeadHours: LEAD, ...patch });

const reminderRows = (db: TestDb, id: number) =>
  db.db.selectFrom('outbox').select(['channel', 'about', 'next_attempt_at', 'delivered_at', 'last_error']).where('booking_id', '=', id).where('purpose', '=', 'reminder').orderBy('id').execute();

describe.each(DATABASE_TARGETS)('reminders on $name', ({ databaseUrl }) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await openOwnTestDatabase('kingstone-reminders-', databaseUrl);
  });
  afterAll(async () => {
    await db.close();
  });
  const mail = () => createChannels({ SMTP_URL: smtp.url });

  it('go out once, REMINDER_LEAD_HOURS before the visit, in the visitor’s language, with the status and calendar links and nothing they typed', async () => {
    const { id, handle } = await book(db, at('2026-06-05T03:00:00Z'));
    expect((await move(db, id, at('2026-06-05T04:00:00Z'))).kind).toBe('changed');
    expect(await reminderRows(db, id)).toEqual([{ channel: 'visitor_email', about: '2026-06-10 15:00', next_attempt_at: '2026-06-09T08:00:00.000Z', delivered_at: null, last_error: null }]);
    // The confirmation goes at once; the reminder waits for its time.
    await deliverDue(db.db, mail(), SITE, at('2026-06-05T04:00:00Z'));
    await deliverDue(db.db, mail(), SITE, new Date(VISIT_AT - hours(LEAD) - 1000));
    expect(mailsFor(smtp.mails, handle)).toHaveLength(1);
    await deliverDue(db.db, mail(), SITE, new Date(VISIT_AT - hours(LEAD)));
    await deliverDue(db.db, mail(), SITE, new Date(VISIT_AT - hours(LEAD) + 60_000));
    const [, reminder = '', ...more] = mailsFor(smtp.mails, handle);
    expect(more).toHaveLength(0);
    const reference = `KS-${String(id).padStart(4, '0')}`;
    expect(mailSubject(reminder)).toBe(`Reminder: your visit to Kingstone Spa tomorrow at 15:00 (Vietnam time) · ${reference}`);
    const text = decodedMail(reminder);
    expect(text).toContain('A reminder of your confirmed visit to Kingstone Spa.');
    expect(text).toContain(`Reference: ${reference}`);
    expect(text).toContain('Date and time (Vietnam time, GMT+7): June 10, 2026 15:00');
    expect(text).toContain(`Course: ${courseOf('thai-90', 'en', createT('en')).label}`);
    expect(text).toContain('Address: 123 Nguyen Thi Minh Khai, District 1, Ho Chi Minh City');
    expect(text).toMatch(new RegExp(`Your booking \\(details, cancellation\\): ${SITE}/en/booking/status/${id}-[\\w-]{22}`));
    expect(text).toMatch(new RegExp(`Add it to your calendar \\(\\.ics\\): ${SITE}/booking/calendar/${id}-[\\w-]{22}\\.ics`));
    // 'Call 0900', not '0900': four digits turn up by chance in a mail's random boundary and ids.
    for (const typed of ['Call 0900', 'locked', 'paypa1']) {
      expect(text).not.toContain(typed);
      expect(mailSubject(reminder)).not.toContain(typed);
    }
    expect((await reminderRows(db, id))[0]?.delivered_at).not.toBeNull();
  });

  it('are in Korean and Vietnamese for a visitor who booked in those languages, and name a later day by its date', async () => {
    const ko = await book(db, at('2026-06-05T03:00:00Z'), { locale: 'ko' });
    const vi = await book(db, at('2026-06-05T03:00:00Z'), { locale: 'vi', visit: { date: '2026-06-12', time: '18:30' } });
    const en = await book(db, at('2026-06-05T03:00:00Z'), { visit: { date: '2026-06-12', time: '18:30' } });
    await move(db, ko.id, at('2026-06-05T04:00:00Z'));
    await move(db, vi.id, at('2026-06-05T04:00:00Z'));
    await move(db, en.id, at('2026-06-05T04:00:00Z'), { reminderLeadHours: 72 });
    // 9 June, 18:30 in Ho Chi Minh City: the Korean visit is tomorrow, the English one three days ahead.
    await deliverDue(db.db, mail(), SITE, at('2026-06-09T11:30:00Z'));
    // 11 June, 18:30: the Vietnamese visit is tomorrow.
    await deliverDue(db.db, mail(), SITE, at('2026-06-11T11:30:00Z'));
    const reminderTo = (handle: string, start: string) => mailsFor(smtp.mails, handle).filter((m) => mailSubject(m).startsWith(start));
    const [koReminder = '', ...koMore] = reminderTo(ko.handle, '알림');
    expect(koMore).toHaveLength(0);
    expect(mailSubject(koReminder)).toBe(`알림: 내일 15:00(베트남 시간) Kingstone Spa 방문 예약 · KS-${String(ko.id).padStart(4, '0')}`);
    expect(decodedMail(koReminder)).toContain('확정된 Kingstone Spa 방문 예약을 다시 알려 드립니다.');
    expect(decodedMail(koReminder)).toContain('주소: 베트남 호치민시 1군 응우옌티민카이 123');
    const [viReminder = '', ...viMore] = reminderTo(vi.handle, 'Nhắc lịch');
    expect(viMore).toHaveLength(0);
    expect(mailSubject(viReminder)).toBe(`Nhắc lịch: bạn có hẹn tại Kingstone Spa ngày mai lúc 18:30 (giờ Việt Nam) · KS-${String(vi.id).padStart(4, '0')}`);
    expect(decodedMail(viReminder)).toMatch(/Xem hoặc hủy lịch hẹn: https:\/\/kingstonespa\.vn\/vi\/booking\/status\//);
    expect(reminderTo(en.handle, 'Reminder').map(mailSubject)).toEqual([`Reminder: your visit to Kingstone Spa on Jun 12 at 18:30 (Vietnam time) · KS-${String(en.id).padStart(4, '0')}`]);
  });

  it('follow the confirmation at once when it came inside the lead window', async () => {
    const { id, handle } = await book(db, at('2026-06-05T03:00:00Z'));
    const confirmed = at('2026-06-09T12:00:00Z');
    await move(db, id, confirmed);
    expect((await reminderRows(db, id))[0]?.next_attempt_at).toBe(confirmed.toISOString());
    await deliverDue(db.db, mail(), SITE, confirmed);
    expect(mailsFor(smtp.mails, handle).map(mailSubject)).toEqual([`Kingstone Spa: Confirmed · KS-${String(id).padStart(4, '0')}`, expect.stringMatching(/^Reminder: your visit to Kingstone Spa tomorrow at 15:00/)]);
  });

  it('come the morning of the day for a visit booked less than a day ahead', async () => {
    const { id, handle } = await book(db, at('2026-06-09T10:00:00Z'));
    await move(db, id, at('2026-06-09T10:30:00Z'));
    expect((await reminderRows(db, id))[0]?.next_attempt_at).toBe('2026-06-10T02:00:00.000Z');
    await deliverDue(db.db, mail(), SITE, at('2026-06-10T01:59:00Z'));
    expect(mailsFor(smtp.mails, handle).map(mailSubject)).toHaveLength(1);
    await deliverDue(db.db, mail(), SITE, at('2026-06-10T02:00:00Z'));
    expect(mailSubject(mailsFor(smtp.mails, handle)[1] ?? '')).toMatch(/^Reminder: your visit to Kingstone Spa today at 15:00/);
  });

  it('are scheduled when the visitor accepts a proposed time, and not for a visitor who left no e-mail address', async () => {
    const accepted = await book(db, at('2026-06-05T03:00:00Z'));
    await move(db, accepted.id, at('2026-06-05T04:00:00Z'), { action: 'propose', proposal: { date: '2026-06-11', time: '13:00' } });
    expect(await reminderRows(db, accepted.id)).toEqual([]);
    await move(db, accepted.id, at('2026-06-05T05:00:00Z'), { action: 'accept', actor: 'visitor' });
    expect(await reminderRows(db, accepted.id)).toMatchObject([{ about: '2026-06-11 13:00', next_attempt_at: '2026-06-10T06:00:00.000Z' }]);

    const phoneOnly = await book(db, at('2026-06-05T03:00:00Z'), { email: false });
    await move(db, phoneOnly.id, at('2026-06-05T04:00:00Z'));
    expect(await reminderRows(db, phoneOnly.id)).toEqual([]);
    // Nor without mail on the server, nor with REMINDER_LEAD_HOURS=0.
    const noMail = await book(db, at('2026-06-05T03:00:00Z'));
    await move(db, noMail.id, at('2026-06-05T04:00:00Z'), { visitorMail: false });
    const off = await book(db, at('2026-06-05T03:00:00Z'));
    await move(db, off.id, at('2026-06-05T04:00:00Z'), { reminderLeadHours: 0 });
    expect([...(await reminderRows(db, noMail.id)), ...(await reminderRows(db, off.id))]).toEqual([]);
  });

  it('are not sent for a visit cancelled since, and a moved visit gets only its new time’s', async () => {
    const cancelled = await book(db, at('2026-06-05T03:00:00Z'));
    await move(db, cancelled.id, at('2026-06-05T04:00:00Z'));
    await move(db, cancelled.id, at('2026-06-06T04:00:00Z'), { action: 'cancel', actor: 'visitor' });

    const moved = await book(db, at('2026-06-05T03:00:00Z'));
    await move(db, moved.id, at('2026-06-05T04:00:00Z'));
    await move(db, moved.id, at('2026-06-06T04:00:00Z'), { action: 'propose', proposal: { date: '2026-06-10', time: '19:00' } });
    await move(db, moved.id, at('2026-06-06T05:00:00Z'), { action: 'accept', actor: 'visitor' });

    // Moved back and forth to the same time: the first reminder is replaced, so one goes.
    const again = await book(db, at('2026-06-05T03:00:00Z'));
    await move(db, again.id, at('2026-06-05T04:00:00Z'));
    await move(db, again.id, at('2026-06-06T04:00:00Z'), { action: 'propose', proposal: VISIT });
    await move(db, again.id, at('2026-06-06T05:00:00Z'), { action: 'accept', actor: 'visitor' });

    smtp.mails.length = 0;
    for (const hour of [0, 4, 6]) await deliverDue(db.db, mail(), SITE, new Date(VISIT_AT - hours(LEAD) + hours(hour)));
    const reminders = (handle: string) => mailsFor(smtp.mails, handle).map(mailSubject).filter((s) => s.startsWith('Reminder'));
    expect(reminders(cancelled.handle)).toEqual([]);
    expect(reminders(moved.handle)).toEqual([`Reminder: your visit to Kingstone Spa tomorrow at 19:00 (Vietnam time) · KS-${String(moved.id).padStart(4, '0')}`]);
    expect(reminders(again.handle)).toHaveLength(1);
    expect((await reminderRows(db, cancelled.id)).map((r) => r.last_error)).toEqual(['not sent: the booking is cancelled']);
    expect((await reminderRows(db, moved.id)).map((r) => r.last_error)).toEqual(['not sent: a later confirmation replaced it', null]);
    // Withdrawn rows are done with, never listed among the failed notifications.
    expect(await db.db.selectFrom('outbox').select('id').where('booking_id', 'in', [cancelled.id, moved.id, again.id]).where('failed_at', 'is not', null).execute()).toEqual([]);
  });

  it('go once when two servers race for them, and a restart, even in the middle of a send, picks them up', async () => {
    const racing = await Promise.all([1, 2, 3].map(() => book(db, at('2026-06-05T03:00:00Z'))));
    for (const { id } of racing) await move(db, id, at('2026-06-05T04:00:00Z'));
    const crashed = await book(db, at('2026-06-05T03:00:00Z'));
    await move(db, crashed.id, at('2026-06-05T04:00:00Z'));
    const due = new Date(VISIT_AT - hours(LEAD));
    // A server took the crashed booking's reminder (its lease) and died before sending it.
    await db.db.updateTable('outbox').set({ next_attempt_at: new Date(due.getTime() + 120_000).toISOString(), attempted_at: due.toISOString() }).where('booking_id', '=', crashed.id).where('purpose', '=', 'reminder').execute();
    smtp.mails.length = 0;

    // Two servers, each its own connection and mail transport, start after the due time.
    const second = await db.reopen();
    try {
      for (const minutes of [1, 1, 2, 3, 4]) {
        const now = new Date(due.getTime() + minutes * 60_000);
        await Promise.all([deliverDue(db.db, mail(), SITE, now), deliverDue(second.db, mail(), SITE, now)]);
      }
    } finally {
      await second.close();
    }
    for (const { handle } of [...racing, crashed]) expect(mailsFor(smtp.mails, handle).map(mailSubject).filter((s) => s.startsWith('Reminder')), handle).toHaveLength(1);
  });
});
