import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optionLabel } from '../../src/booking/option-label';
import { LOCALES } from '../../src/i18n/locales';
import { getService } from '../../src/config/catalogue';
import { adminQuery, parseAsk, parseFilter, parseNotice, parseOrder, parseSaved, searchTooLong } from '../../src/booking/admin-address';
import { bookingReference, readReference } from '../../src/booking/reference';
import { containsPattern, readSearch, SEARCH_MAX } from '../../src/booking/search';
import { courseName, formatAppointment, formatReceived, isPastAppointment, languageName, noticeText } from '../../src/components/admin/admin-view';
import { createT } from '../../src/i18n/t';
import { listBookings, spaNow } from '../../src/server/services/admin/queries';
import type { Db } from '../../src/server/data/connect';
import { DATABASE_TARGETS, openTestDatabase } from '../support/database';

const url = (query: string) => new URL(`http://localhost/admin${query}`);

describe('admin view helpers', () => {
  it('shows when a booking was received on the spa clock (UTC+7), not in UTC', () => {
    // 04:11 UTC is 11:11 in Ho Chi Minh City; 20:30 UTC is already the next day there.
    expect(formatReceived('2026-11-24T04:11:05.000Z', 'en')).toBe('11/24/2026, 11:11');
    expect(formatReceived('2026-11-24T04:11:05.000Z', 'ko')).toBe('2026. 11. 24. 11:11');
    expect(formatReceived('2026-11-24T20:30:00.000Z', 'vi')).toContain('25/11/2026');
    expect(formatReceived('not a date', 'ko')).toBe('not a date');
  });

  it('shows an appointment with its weekday and keeps its stored time', () => {
    expect(formatAppointment('2026-11-28', '17:45', 'ko')).toBe('2026. 11. 28. (토) 17:45');
    expect(formatAppointment('2026-11-28', '17:45', 'en')).toBe('Sat, 11/28/2026 17:45');
    expect(formatAppointment('28/11/2026', '17:45', 'en')).toBe('28/11/2026 17:45');
  });

  it('names the course from the catalogue in the admin language, and nothing for an unknown id', () => {
    const service = getService('couple-massage');
    const option = service.options.find((o) => o.id === 'couple-120');
    if (!option) throw new Error('couple-120 left the catalogue');
    for (const locale of LOCALES) {
      expect(courseName('couple-120', locale)).toBe(optionLabel(service, option, locale));
      expect(courseName('couple-120', locale)).not.toContain('couple-120');
    }
    expect(courseName('no-such-course', 'ko')).toBeUndefined();
  });

  it("names the visitor's language in the owner's language", () => {
    expect(languageName('vi', 'ko')).toBe('베트남어');
    expect(languageName('ko', 'en')).toBe('Korean');
    expect(languageName('en', 'vi')).toBe('Tiếng Anh');
    expect(languageName('xx<script>', 'en')).toBe('xx<script>');
  });

  it('tells past appointments from upcoming ones by the spa date and clock', () => {
    expect(isPastAppointment('2026-11-23', '23:00', '2026-11-24', '11:11')).toBe(true);
    expect(isPastAppointment('2026-11-24', '11:00', '2026-11-24', '11:11')).toBe(true);
    expect(isPastAppointment('2026-11-24', '11:11', '2026-11-24', '11:11')).toBe(false);
    expect(isPastAppointment('2026-11-25', '09:00', '2026-11-24', '11:11')).toBe(false);
    expect(spaNow(new Date('2026-11-24T04:11:59Z'))).toEqual({ today: '2026-11-24', clock: '11:11' });
    expect(spaNow(new Date('2026-11-24T17:05:00Z'))).toEqual({ today: '2026-11-25', clock: '00:05' });
  });

  it.each([
    ['', 'appointment'],
    ['?sort=received', 'received'],
    ['?sort=appointment', 'appointment'],
    ['?sort=RECEIVED', 'appointment'],
    ['?sort=received%00', 'appointment'],
    ['?sort=id;drop table bookings', 'appointment'],
    [`?sort=${'a'.repeat(65_536)}`, 'appointment'],
    ['?sort=', 'appointment'],
  ])('reads the order %s as %s', (query, order) => {
    expect(parseOrder(url(query))).toBe(order);
  });

  it('reads ?saved= only as a booking id', () => {
    expect(parseSaved(url('?saved=12'))).toBe(12);
    for (const bad of ['', '?saved=', '?saved=0', '?saved=-1', '?saved=1e3', '?saved=12abc', '?saved=%3Cb%3E', `?saved=${'9'.repeat(13)}`]) {
      expect(parseSaved(url(bad)), bad).toBeUndefined();
    }
  });

  it('reads a refusal only with a known reason, and says it in the owner language', () => {
    expect(parseNotice(url('?saved=7'))).toEqual({ kind: 'saved', id: 7 });
    expect(parseNotice(url('?refused=7&why=state'))).toEqual({ kind: 'refused', id: 7, why: 'state' });
    expect(parseNotice(url('?refused=7&why=booking.error.hours'))).toEqual({ kind: 'refused', id: 7, why: 'booking.error.hours' });
    for (const bad of ['?refused=7', '?refused=7&why=', '?refused=7&why=booking.error.nope', '?refused=7&why=%3Cb%3E', '?refused=0&why=state', '?why=state']) {
      expect(parseNotice(url(bad)), bad).toBeUndefined();
    }
    const en = createT('en');
    // The reference the visitor reads (issue 40), never "#7".
    expect(noticeText(en, { kind: 'saved', id: 7 })).toBe('Saved the status of booking KS-0007.');
    expect(noticeText(en, { kind: 'refused', id: 7, why: 'state' })).toBe(en('admin.refused.state', { ref: 'KS-0007' }));
    expect(noticeText(createT('ko'), { kind: 'refused', id: 7, why: 'booking.error.hours' })).toBe(
      `예약 KS-0007: 제안한 시간을 저장하지 않았습니다. ${createT('ko')('booking.error.hours')}`,
    );
  });

  it('builds the view query in one order, leaving out what is unset', () => {
    expect(adminQuery({})).toBe('');
    expect(adminQuery({ sort: 'received', lang: 'vi', status: undefined, from: '2026-11-01', saved: 3 })).toBe('?lang=vi&from=2026-11-01&sort=received&saved=3');
    expect(adminQuery({ status: 'new&x=1' })).toBe('?status=new%26x%3D1');
    expect(adminQuery({ sort: 'received', refused: 4, why: 'booking.error.hours' })).toBe('?sort=received&refused=4&why=booking.error.hours');
    expect(adminQuery({ q: 'Lan & 50%', sort: 'received', ask: 4, move: 'cancel' })).toBe('?q=Lan+%26+50%25&sort=received&ask=4&move=cancel');
  });

  it('reads a question only for a booking id and a move that asks first', () => {
    expect(parseAsk(url('?ask=4&move=cancel'))).toEqual({ id: 4, move: 'cancel' });
    expect(parseAsk(url('?ask=4&move=no_show'))).toEqual({ id: 4, move: 'no_show' });
    for (const bad of ['?ask=4', '?ask=4&move=confirm', '?ask=4&move=refuse', '?ask=0&move=cancel', '?ask=4&move=%3Cb%3E', '?move=spam']) expect(parseAsk(url(bad)), bad).toBeUndefined();
  });
});

describe('the search (issue 40)', () => {
  it('reads the reference the visitor quotes, as the visitor reads it', () => {
    expect(bookingReference(1)).toBe('KS-0001');
    expect(bookingReference(123456)).toBe('KS-123456');
    for (const typed of ['KS-0042', 'ks-42', 'KS42', 'ks 0042', '#42', ' KS-0042 ']) expect(readReference(typed), typed).toBe(42);
    for (const typed of ['KS-', 'KS-0', 'KS-42x', 'K-42', '42', 'KS--42', `KS-${'9'.repeat(13)}`]) expect(readReference(typed), typed).toBeUndefined();
  });

  it.each([
    ['KS-0007', { kind: 'reference', id: 7 }],
    ['0901 234 567', { kind: 'phone', digits: '901234567' }],
    ['+84 90-123', { kind: 'phone', digits: '8490123' }],
    ['12', { kind: 'name', lower: '12', variants: ['12'] }],
    ['đỗ minh', { kind: 'name', lower: 'đỗ minh', variants: ['đỗ minh', 'Đỗ Minh'] }],
    ['50%_off', { kind: 'name', lower: '50%_off', variants: ['50%_off'] }],
  ])('reads %j as a search', (q, expected) => {
    expect(readSearch(q)).toEqual(expected);
  });

  it('escapes LIKE wildcards and the escape itself', () => {
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });

  it('takes ?q= trimmed, without control characters, in NFC, up to SEARCH_MAX characters; says when it is longer', () => {
    expect(parseFilter(url('?q=%20Lan%0A%20'))).toMatchObject({ q: 'Lan' });
    expect(parseFilter(url(`?q=${encodeURIComponent('Nguye\u0302\u0303n')}`)).q).toBe('Nguyễn');
    expect(parseFilter(url(`?q=${'a'.repeat(SEARCH_MAX)}`)).q).toHaveLength(SEARCH_MAX);
    expect(parseFilter(url(`?q=${'a'.repeat(SEARCH_MAX + 1)}`)).q).toBeUndefined();
    expect(searchTooLong(url(`?q=${'a'.repeat(SEARCH_MAX + 1)}`))).toBe(true);
    expect(searchTooLong(url('?q=Lan'))).toBe(false);
    expect(searchTooLong(url('?q='))).toBe(false);
  });

  it('reads 64 KB of hostile search in linear time', () => {
    const hostile = ['KS-'.repeat(21_846), `${'0'.repeat(65_535)}x`, `+${'1 '.repeat(32_767)}`, '%_\\'.repeat(21_845)];
    const started = performance.now();
    for (const q of hostile) {
      expect(parseFilter(url(`?q=${encodeURIComponent(q)}`)).q).toBeUndefined();
      readSearch(q);
    }
    // Generous on purpose (CONTRIBUTING, "Tests"): a backtracking parser takes seconds here.
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe.each(DATABASE_TARGETS)('listing order on $name', ({ databaseUrl }) => {
  let db: Db;
  // 2040-11-24 11:11 in Ho Chi Minh City: a year no other test books in, so a shared PostgreSQL
  // database can hold other rows (the listing is filtered to 2040 and only 2040 rows are deleted).
  const NOW = new Date('2040-11-24T04:11:00Z');
  const YEAR = { from: '2040-01-01', to: '2040-12-31' };
  beforeAll(async () => {
    db = await openTestDatabase('kingstone-admin-', databaseUrl);
    const old = db.db.selectFrom('bookings').select('id').where('date', '>=', YEAR.from).where('date', '<=', YEAR.to);
    await db.db.deleteFrom('outbox').where('booking_id', 'in', old).execute();
    await db.db.deleteFrom('bookings').where('date', '>=', YEAR.from).where('date', '<=', YEAR.to).execute();
    const rows: [string, string, string][] = [
      // name, date, time; inserted in this order, so ids (received order) follow it.
      ['past-long-ago', '2040-11-01', '12:00'],
      ['upcoming-later', '2040-12-10', '12:00'],
      ['today-past', '2040-11-24', '11:00'],
      ['today-soon', '2040-11-24', '15:00'],
      ['upcoming-next', '2040-11-25', '12:00'],
      ['past-yesterday', '2040-11-23', '20:00'],
    ];
    for (const [i, [name, date, time]] of rows.entries()) {
      await db.db
        .insertInto('bookings')
        .values({ created_at: new Date(NOW.getTime() - (rows.length - i) * 60_000).toISOString(), locale: 'ko', name, phone: `+8490123456${i}`, service_option: 'body-90', date, time, notes: '', status: 'new', idempotency_key: null, request_hash: `admin-order-${i}` })
        .execute();
    }
  });
  afterAll(async () => {
    await db?.close();
  });

  it('puts upcoming appointments first, soonest first, then past ones, latest first', async () => {
    const names = (await listBookings(db.db, YEAR, { order: 'appointment', now: NOW })).map((b) => b.name);
    expect(names).toEqual(['today-soon', 'upcoming-next', 'upcoming-later', 'today-past', 'past-yesterday', 'past-long-ago']);
  });

  it('finds bookings by a part of the name in any case, a phone number as typed, or the KS- reference; wildcards are plain', async () => {
    const search = async (q: string) => (await listBookings(db.db, { ...YEAR, q }, { order: 'received', now: NOW })).map((b) => b.name);
    expect(await search('TODAY')).toEqual(['today-soon', 'today-past']);
    expect(await search('upcoming-n')).toEqual(['upcoming-next']);
    expect(await search('090 123 4563')).toEqual(['today-soon']);
    expect(await search('+84901234560')).toEqual(['past-long-ago']);
    const [first] = await listBookings(db.db, { ...YEAR, q: 'past-long-ago' });
    expect(await search(bookingReference(Number(first?.id)))).toEqual(['past-long-ago']);
    // LIKE's wildcards typed by the owner match only themselves: '%' and '_' are in no name here.
    for (const q of ['%', '_', 'today_soon', 'past%ago', '\\']) expect(await search(q), q).toEqual([]);
  });

  it('lists by received newest first, the default for the CSV', async () => {
    const expected = ['past-yesterday', 'upcoming-next', 'today-soon', 'today-past', 'upcoming-later', 'past-long-ago'];
    expect((await listBookings(db.db, YEAR, { order: 'received', now: NOW })).map((b) => b.name)).toEqual(expected);
    expect((await listBookings(db.db, YEAR)).map((b) => b.name)).toEqual(expected);
  });
});
