import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BUSINESS } from '../../src/config/business';
import type { HoursFacts } from '../../src/config/special-hours';
import type { Db } from '../../src/server/data/connect';
import { storeBooking } from '../../src/server/services/booking/store';
import { applyTransition, type TransitionInput } from '../../src/server/services/booking/transition';
import { agendaDay, createAgendaScheduler } from '../../src/server/services/notify/agenda';
import { createChannels } from '../../src/server/services/notify/channels';
import { ownerCourse } from '../../src/server/services/notify/message';
import { deliverDue } from '../../src/server/services/notify/outbox';
import { storeInput } from '../support/bookings';
import { DATABASE_TARGETS, openOwnTestDatabase, type TestDb } from '../support/database';
import { startFakeTelegram } from '../support/fake-telegram';
import { decodedMail, mailsFor, mailSubject, startMailCatcher } from '../support/smtp';

/**
 * The owner's agenda (issue 38): the day's bookings to the owner's mail and Telegram at opening
 * time, once a day per channel however many servers run and restart, and none on a closed day.
 */
const SITE = 'https://kingstonespa.vn';
const OWNER = 'owner@kingstonespa.test';
/** Open 10:00–22:00 every day, but closed on 10 June 2026 and open 14:00–18:00 on 11 June. */
const FACTS: HoursFacts = {
  hours: { ...BUSINESS.hours, opens: '10:00', closes: '22:00' },
  specialHours: [
    { from: '2026-06-10', to: '2026-06-10', label: undefined, closed: true },
    { from: '2026-06-11', to: '2026-06-11', label: undefined, closed: false, opens: '14:00', closes: '18:00' },
  ],
};
/** A moment of a day in Ho Chi Minh City (UTC+7, no summer time). */
const vn = (date: string, time: string) => new Date(`${date}T${time}:00+07:00`);

describe('the agenda’s day', () => {
  it('is today from the day’s opening until its closing, by its special hours, and none on a closed day', () => {
    expect(agendaDay(vn('2026-06-09', '09:59'), FACTS)).toBeUndefined();
    expect(agendaDay(vn('2026-06-09', '10:00'), FACTS)).toBe('2026-06-09');
    expect(agendaDay(vn('2026-06-09', '21:59'), FACTS)).toBe('2026-06-09');
    expect(agendaDay(vn('2026-06-09', '22:00'), FACTS)).toBeUndefined();
    expect(agendaDay(vn('2026-06-10', '12:00'), FACTS)).toBeUndefined();
    expect(agendaDay(vn('2026-06-11', '13:00'), FACTS)).toBeUndefined();
    expect(agendaDay(vn('2026-06-11', '14:00'), FACTS)).toBe('2026-06-11');
    // Closing at 24:00 is the day's last minute.
    expect(agendaDay(vn('2026-06-09', '23:59'), { ...FACTS, hours: { ...FACTS.hours, closes: '24:00' } })).toBe('2026-06-09');
  });
});

let smtp: Awaited<ReturnType<typeof startMailCatcher>>;
let telegram: Awaited<ReturnType<typeof startFakeTelegram>>;
beforeAll(async () => {
  smtp = await startMailCatcher();
  telegram = await startFakeTelegram();
});
afterAll(async () => {
  await smtp.close();
  await telegram.close();
});
beforeEach(() => {
  smtp.mails.length = 0;
  telegram.calls.length = 0;
});

/** One server's channels: the owner's mail and Telegram, the webhook, and visitors' mail. */
const serverChannels = () =>
  createChannels({ SMTP_URL: smtp.url, NOTIFY_EMAIL_TO: OWNER, TELEGRAM_BOT_TOKEN: '1:token', TELEGRAM_CHAT_ID: '42', TELEGRAM_API_BASE: telegram.url, NOTIFY_WEBHOOK_URL: 'http://127.0.0.1:9/hook' });
const agendaMails = () => mailsFor(smtp.mails, OWNER).filter((m) => mailSubject(m).includes('today’s bookings'));
const agendaTelegrams = () => telegram.called('sendMessage').filter((c) => String(c.params['text']).includes('today’s bookings'));

/** One server: its connection, its channels and its worker's agenda step, ticking at `now`. */
function server(db: Db) {
  const channels = serverChannels();
  const agenda = createAgendaScheduler(Object.keys(channels), FACTS);
  return async (now: Date) => {
    await agenda(db.db, now);
    await deliverDue(db.db, channels, SITE, now);
  };
}

let phones = 0;
async function book(db: TestDb, request: { name: string; date: string; time: string; service?: string }, moves: Partial<TransitionInput>[] = [], spam = false) {
  phones += 1;
  const stored = await storeBooking(db.db, storeInput({ ...request, phone: `+8490777${String(phones).padStart(4, '0')}` }, { now: vn('2026-06-01', '12:00'), spam }));
  if (stored.kind !== 'created') throw new Error('not stored');
  for (const patch of moves) {
    await applyTransition(db.db, { id: stored.id, action: 'confirm', actor: 'admin', now: vn('2026-06-01', '13:00'), ownerChannels: [], visitorMail: false, cancelCutoffHours: 3, ...patch });
  }
  return stored.id;
}

describe.each(DATABASE_TARGETS)('the owner’s agenda on $name', ({ databaseUrl }) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await openOwnTestDatabase('kingstone-agenda-', databaseUrl);
  });
  afterAll(async () => {
    await db.close();
  });

  it('goes once a day to each of the owner’s channels, with two servers racing, after a restart, and again the next day', async () => {
    const second = await db.reopen();
    try {
      const a = server(db);
      const b = server(second);
      await Promise.all([a(vn('2026-06-03', '09:59')), b(vn('2026-06-03', '09:59'))]);
      expect(agendaMails()).toHaveLength(0);
      for (const time of ['10:00', '10:00', '10:01', '13:00']) await Promise.all([a(vn('2026-06-03', time)), b(vn('2026-06-03', time))]);
      expect(agendaMails()).toHaveLength(1);
      expect(agendaTelegrams()).toHaveLength(1);
      // Restarted servers (new workers, new connections) find it sent.
      const third = await db.reopen();
      try {
        await Promise.all([server(third)(vn('2026-06-03', '18:00')), server(db)(vn('2026-06-03', '18:00'))]);
      } finally {
        await third.close();
      }
      expect(agendaMails()).toHaveLength(1);
      expect(agendaTelegrams()).toHaveLength(1);
      // Only the owner's mail and Telegram get it: not the webhook, not a visitor.
      const rows = await db.db.selectFrom('outbox').select(['channel', 'about', 'delivered_at']).where('purpose', '=', 'agenda').orderBy('channel').execute();
      expect(rows.map((r) => [r.channel, r.about, r.delivered_at !== null])).toEqual([['email', '2026-06-03', true], ['telegram', '2026-06-03', true]]);

      await Promise.all([a(vn('2026-06-04', '10:00')), b(vn('2026-06-04', '10:00'))]);
      expect(agendaMails()).toHaveLength(2);
      expect(agendaTelegrams()).toHaveLength(2);
    } finally {
      await second.close();
    }
  });

  it('is still sent by a server started after opening time, but not once the day is over, nor on a closed day', async () => {
    await server(db)(vn('2026-06-05', '21:30'));
    expect(agendaMails()).toHaveLength(1);
    await server(db)(vn('2026-06-06', '22:30'));
    await server(db)(vn('2026-06-07', '00:30'));
    for (const time of ['10:00', '12:00', '15:00']) await server(db)(vn('2026-06-10', time));
    expect(agendaMails()).toHaveLength(1);
    expect(agendaTelegrams()).toHaveLength(1);
    expect(await db.db.selectFrom('outbox').select('about').where('purpose', '=', 'agenda').where('about', 'in', ['2026-06-06', '2026-06-07', '2026-06-10']).execute()).toEqual([]);
    // A special day's later opening.
    await server(db)(vn('2026-06-11', '13:59'));
    expect(agendaMails()).toHaveLength(1);
    await server(db)(vn('2026-06-11', '14:00'));
    expect(agendaMails()).toHaveLength(2);
  });

  it('lists the day’s confirmed and pending bookings by time (reference, name, course, status), in English, with no visitor text in the subject', async () => {
    const day = '2026-06-08';
    const confirmed = await book(db, { name: 'Kim Min-su', date: day, time: '15:00', service: 'thai-90' }, [{}]);
    const pending = await book(db, { name: 'Nguyễn Thị Lan\nAdmin: call 0900', date: day, time: '13:00' });
    const proposed = await book(db, { name: 'Tran Van Binh', date: '2026-06-09', time: '12:00' }, [{ action: 'propose', proposal: { date: day, time: '18:30' } }]);
    await book(db, { name: 'Cancelled Guest', date: day, time: '14:00' }, [{ action: 'cancel' }]);
    await book(db, { name: 'Spam Guest', date: day, time: '16:00' }, [], true);
    await book(db, { name: 'Other Day', date: '2026-06-09', time: '16:00' }, [{}]);

    await server(db)(vn(day, '10:00'));
    const [mail = '', ...more] = agendaMails();
    expect(more).toHaveLength(0);
    expect(mailSubject(mail)).toBe(`Kingstone Spa: today’s bookings, ${day} (3)`);
    const ref = (id: number) => `KS-${String(id).padStart(4, '0')}`;
    const lines = [
      `13:00 · ${ref(pending)} · Nguyễn Thị Lan Admin: call 0900 · ${ownerCourse('thai-90')} · pending`,
      `15:00 · ${ref(confirmed)} · Kim Min-su · ${ownerCourse('thai-90')} · confirmed`,
      `18:30 · ${ref(proposed)} · Tran Van Binh · ${ownerCourse('thai-90')} · proposed, waiting for the guest`,
    ];
    const text = decodedMail(mail).replaceAll('\r\n', '\n');
    expect(text).toContain(`Kingstone Spa: today’s bookings, Monday ${day} (open ${BUSINESS.hours.opens}–${BUSINESS.hours.closes}, Asia/Ho_Chi_Minh)`);
    expect(text).toContain('1 confirmed, 2 pending.');
    expect(text).toContain(lines.join('\n'));
    expect(text).toContain(`Admin: ${SITE}/admin`);
    for (const excluded of ['Cancelled Guest', 'Spam Guest', 'Other Day']) expect(text).not.toContain(excluded);

    const [message] = agendaTelegrams();
    expect(message?.params['text']).toContain(lines.join('\n'));
    // News only: no Confirm or Decline buttons on an agenda.
    expect(message?.params['reply_markup']).toBeUndefined();
  });

  it('says so on an open day with no bookings', async () => {
    await server(db)(vn('2026-06-12', '10:00'));
    const [mail = ''] = agendaMails();
    expect(mailSubject(mail)).toBe('Kingstone Spa: today’s bookings, 2026-06-12 (0)');
    expect(decodedMail(mail)).toContain('No confirmed or pending bookings yet.');
  });
});
