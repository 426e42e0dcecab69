import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeBooking } from '../../src/backend/booking/store';
import { applyTransition } from '../../src/backend/booking/transition';
import type { Db } from '../../src/backend/db/connect';
import { createChannels } from '../../src/backend/notify/channels';
import { deliverDue } from '../../src/backend/notify/outbox';
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

describe('the visitor’s e-mail', () => {
  it('sends the status link when the request arrives and the confirmation when the owner confirms, nothing when the visitor cancels', async () => {
    const now = new Date('2026-03-01T03:00:00Z');
    const stored = await storeBooking(db.db, {
      request: { name: 'Lý Thu Hà', phone: '+84901230000', service: 'thai-90', date: '2026-03-03', time: '18:00', notes: '', contact_method: 'email', contact_handle: 'ha@example.test', consent: 'on', website: '' },
      locale: 'vi',
      idempotencyKey: undefined,
      spam: false,
      now,
      channels: [],
      visitorMail: true,
    });
    if (stored.kind !== 'created') throw new Error('not stored');
    const channels = createChannels({ SMTP_URL: smtp.url });
    const site = 'https://kingstonespa.vn';
    expect(await deliverDue(db.db, channels, site, now)).toEqual({ delivered: 1, failed: 0 });
    const common = { ownerChannels: [], visitorMail: true, cancelCutoffHours: 3, now };
    expect((await applyTransition(db.db, { id: stored.id, action: 'confirm', actor: 'admin', ...common })).kind).toBe('changed');
    expect(await deliverDue(db.db, channels, site, now)).toEqual({ delivered: 1, failed: 0 });
    expect((await applyTransition(db.db, { id: stored.id, action: 'cancel', actor: 'visitor', ...common })).kind).toBe('changed');
    expect(await deliverDue(db.db, channels, site, now)).toEqual({ delivered: 0, failed: 0 });

    const { mails } = smtp;
    expect(mails).toHaveLength(2);
    const [received = '', confirmed = ''] = mails.map(decoded);
    for (const mail of [received, confirmed]) {
      expect(mail).toMatch(/^To: ha@example\.test$/m);
      expect(mail).toContain(`${site}/vi/booking/status/${stored.id}-`);
      expect(mail).toContain('Xin chào Lý Thu Hà,');
    }
    expect(received).toContain('Đang chờ: chưa được xác nhận');
    expect(confirmed).toContain('Đã xác nhận');
    expect(confirmed).toContain('Hẹn gặp bạn vào');
  });
});
