import { randomUUID } from 'node:crypto';
import type { APIContext } from 'astro';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { AdminBookingRow } from '../../src/components/admin/AdminBookingRow';
import type { BookingRatingRecord } from '../../src/booking/rating';
import type { BookingRecord } from '../../src/booking/record';
import { SITE } from '../../src/config/site';
import { DICTIONARIES, createT } from '../../src/i18n/t';
import { GET as bookingsCsvRoute } from '../../src/pages/admin/bookings.csv';
import type { Role } from '../../src/people/roles';
import { createAccount } from '../../src/server/services/admin/accounts';
import { bookingsCodesCsv, bookingsCsv } from '../../src/server/services/admin/csv';
import { createInvite, findInvite } from '../../src/server/services/admin/invites';
import { createAccountSession } from '../../src/server/services/admin/session';
import { rateBooking } from '../../src/server/services/booking/rating';
import { getDb } from '../../src/server/web/runtime';
import { throughGate, useStudioSession } from '../support/studio-routes';

/**
 * After the visit, the owner's side (issue 38): the guest's private rating on the booking's card
 * and as the CSV's last columns, for the owner only (the status page tells the guest only the
 * owner reads it); a phone number's earlier no-shows beside it, for everyone who answers bookings.
 */
useStudioSession();

const en = createT('en');
// Typed loosely: the rows are what the admin reads, whatever columns other work adds to them.
const ROW = {
  id: 42,
  created_at: '2026-11-24T04:11:05.000Z',
  locale: 'vi',
  name: 'An',
  phone: '+84901234567',
  service_option: null,
  date: '2026-11-28',
  time: '17:45',
  notes: '',
  status: 'done',
  idempotency_key: null,
  request_hash: 'x',
  contact_method: null,
  contact_handle: null,
  proposed_date: null,
  proposed_time: null,
  decline_reason: null,
  decline_message: null,
  source: 'site',
} as unknown as BookingRecord;
const RATING: BookingRatingRecord = { booking_id: 42, rating: 2, comment: '=1+1 The room was <b>cold</b>.\nTea was good.', created_at: '2026-11-28T12:00:00.000Z' };
const LABELS = { when: 'When', phone: 'Phone', service: 'Course', language: 'Language', notes: 'Notes', received: 'Received', status: 'Status' };
const row = (extra: { rating?: BookingRatingRecord; noShows?: number }, t = en) =>
  renderToStaticMarkup(
    <table>
      <tbody>
        <AdminBookingRow t={t} locale="en" booking={ROW} history={[]} past={false} labels={LABELS} statusAction="/admin/status" today="2026-11-29" viewHref="/admin" {...extra} />
      </tbody>
    </table>,
  );

describe("the owner's card", () => {
  it("shows the guest's rating in words beside its stars, and the comment as text with its line break", () => {
    const html = row({ rating: RATING });
    expect(html).toContain(`<p class="admin-row__message-label">Guest&#x27;s rating (private)</p>`);
    expect(html).toContain('<span class="admin-row__stars" aria-hidden="true">★★☆☆☆</span> 2 out of 5');
    expect(html).toContain('<p class="admin-row__message-text">=1+1 The room was &lt;b&gt;cold&lt;/b&gt;.\nTea was good.</p>');
    expect(row({ rating: { ...RATING, comment: '' } }, createT('ko'))).toContain('의견 없음');
    expect(row({})).not.toContain('admin-row__rating');
  });

  it("says how many earlier visits of the phone number were no-shows, beside it, and nothing when none were", () => {
    expect(row({ noShows: 2 })).toContain('<p class="admin-row__no-shows"><strong class="admin-chip admin-chip--no_show">2 earlier no-shows</strong></p>');
    expect(row({ noShows: 1 })).toContain('>1 earlier no-show</strong>');
    expect(row({ noShows: 3 }, createT('ko'))).toContain('>이전 노쇼 3회</strong>');
    expect(row({ noShows: 3 }, createT('vi'))).toContain('>3 lần không đến trước đây</strong>');
    expect(row({})).not.toContain('admin-row__no-shows');
    expect(row({ noShows: 0 })).not.toContain('admin-row__no-shows');
  });
});

describe('the CSV', () => {
  const ratings = new Map([[42, RATING]]);
  it('ends with the rating and the comment (neutralized like every cell) when the person may read them', () => {
    const [header, line] = bookingsCsv([ROW], 'vi', ratings).slice(1).split('\r\n');
    expect(header?.split(',').slice(-2)).toEqual([`"${DICTIONARIES.vi['export.rating']}"`, `"${DICTIONARIES.vi['export.ratingComment']}"`]);
    expect(line?.endsWith(`,"2","'=1+1 The room was <b>cold</b>.\nTea was good."`)).toBe(true);
    const [codes, coded] = bookingsCodesCsv([ROW], ratings).slice(1).split('\r\n');
    expect(codes?.endsWith(',"rating","rating_comment"')).toBe(true);
    expect(coded?.endsWith(`,"2","'=1+1 The room was <b>cold</b>.\nTea was good."`)).toBe(true);
    // An unrated booking has the columns, empty.
    expect(bookingsCsv([{ ...ROW, id: 7 }], 'en', ratings).endsWith(',"",""\r\n')).toBe(true);
  });

  it('has no rating column at all for a person who may not read them', () => {
    const csv = bookingsCsv([ROW], 'en');
    expect(csv).not.toContain(DICTIONARIES.en['export.rating']);
    expect(bookingsCodesCsv([ROW])).not.toContain('rating');
  });
});

describe('who reads the ratings, through the admin gate', () => {
  const tokens = new Map<Role, string>();
  let rated = 0;
  beforeAll(async () => {
    const { db } = await getDb();
    for (const role of ['owner', 'front-desk'] as const) {
      const invite = await findInvite(db, await createInvite(db, { role, name: `Person ${role}`, locale: 'en', by: 'test' }));
      if (typeof invite === 'string') throw new Error(invite);
      const account = await createAccount(db, invite, { login: `after.${role}`, name: `Person ${role}`, locale: 'en', secondFactor: { passwordHash: 'scrypt$00$00', totpSecret: 'JBSWY3DPEHPK3PXP', totpStep: 1 } });
      if (typeof account === 'string') throw new Error(account);
      tokens.set(role, await createAccountSession(db, account.id, { device: 'test', client: 'abcdef12' }));
    }
    const { id } = await db
      .insertInto('bookings')
      .values({ created_at: '2026-11-20T04:00:00.000Z', locale: 'ko', name: 'Lee', phone: '+84901112233', service_option: null, date: '2026-11-21', time: '15:00', notes: '', status: 'done', idempotency_key: null, request_hash: randomUUID(), contact_method: null, contact_handle: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    rated = Number(id);
    await rateBooking(db, { id: rated, rating: 1, comment: 'The front desk was rude', now: new Date('2026-11-22T00:00:00Z'), ownerChannels: [] });
  });

  const csvAs = async (role: Role, query = '') => {
    const url = new URL(`/admin/bookings.csv${query}`, SITE.url);
    const cookies = { get: () => ({ value: tokens.get(role) }), set: () => undefined, delete: () => undefined };
    const res = await throughGate(bookingsCsvRoute, { request: new Request(url), url, cookies, params: {}, clientAddress: '203.0.113.7' } as unknown as APIContext);
    expect(res.status).toBe(200);
    return res.text();
  };

  it('gives the owner the rating and comment in both exports', async () => {
    expect(await csvAs('owner')).toContain(',"1","The front desk was rude"');
    expect(await csvAs('owner', '?columns=codes')).toContain(',"1","The front desk was rude"');
  });

  it('gives the front desk the bookings without them', async () => {
    for (const query of ['', '?columns=codes']) {
      const csv = await csvAs('front-desk', query);
      expect(csv).toContain('"Lee"');
      expect(csv).not.toContain('rude');
      expect(csv).not.toContain(DICTIONARIES.en['export.rating']);
    }
  });
});
