import { randomUUID } from 'node:crypto';
import type { APIContext } from 'astro';
import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/data/schema';
import { getDb } from '../../src/server/web/runtime';
import { BUSINESS } from '../../src/config/business';
import { SITE } from '../../src/config/site';
import { POST } from '../../src/pages/admin/status';
import { dayAhead } from '../support/site';
import { findOption } from '../../src/config/catalogue';
import { hoursOn } from '../../src/config/special-hours';
import { parseNotice } from '../../src/booking/admin-address';
import { noticeText } from '../../src/components/admin/admin-view';
import { createT } from '../../src/i18n/t';
import { LOCALES } from '../../src/i18n/locales';
import { DECLINE_MESSAGE_MAX } from '../../src/booking/decline-message';
import { sessionToken, throughGate, useStudioSession } from '../support/studio-routes';

// The route on the process's own database: SQLite in a folder of this file's, whatever CI's DATABASE_URL says; no notification channel.
useStudioSession(Object.fromEntries(['SMTP_URL', 'NOTIFY_EMAIL_TO', 'NOTIFY_WEBHOOK_URL', 'TELEGRAM_BOT_TOKEN', 'TELEGRAM_CHAT_ID'].map((name) => [name, ''])));
let db: Kysely<Database>;
beforeAll(async () => {
  db = (await getDb()).db;
});

const opens = Number(BUSINESS.hours.opens.slice(0, 2));
const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;

async function booking(): Promise<number> {
  const { id } = await db
    .insertInto('bookings')
    .values({ created_at: new Date().toISOString(), locale: 'vi', name: 'Route Test', phone: '+84901234567', service_option: 'thai-90', date: dayAhead(3), time: hour(opens + 2), notes: '', status: 'new', idempotency_key: null, request_hash: randomUUID() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}
const row = (id: number) => db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const history = (id: number) => db.selectFrom('booking_events').selectAll().where('booking_id', '=', id).execute();

interface Post {
  /** The session's token, unless false (no cookie). */
  session?: boolean;
  origin?: string;
  query?: string;
  body?: string;
}

/** A form post to /admin/status as the owner's browser sends it, through the route itself. */
function post(fields: Record<string, string>, { session = true, origin = SITE.url, query = '?sort=received&lang=en', body }: Post = {}) {
  const url = new URL(`/admin/status${query}`, SITE.url);
  const request = new Request(url, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: body ?? new URLSearchParams(fields).toString(),
  });
  const cookies = { get: () => (session ? { value: sessionToken() } : undefined) };
  return throughGate(POST, { request, url, cookies } as unknown as APIContext);
}

describe('POST /admin/status', () => {
  it('moves the booking, writes its history and comes back to the same view with the saved notice', async () => {
    const id = await booking();
    const res = await post({ id: String(id), action: 'confirm' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/admin?sort=received&saved=${id}&lang=en#booking-${id}`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await row(id)).status).toBe('confirmed');
    expect(await history(id)).toMatchObject([{ action: 'confirm', actor: 'admin', from_status: 'new', to_status: 'confirmed' }]);
  });

  it('answers a repeated post with the saved notice and changes nothing twice', async () => {
    const id = await booking();
    await post({ id: String(id), action: 'confirm' });
    const again = await post({ id: String(id), action: 'confirm' });
    expect(again.headers.get('location')).toContain(`saved=${id}`);
    expect(await history(id)).toHaveLength(1);
  });

  it('says so when the booking moved meanwhile: a move its state no longer allows is refused, not saved', async () => {
    const id = await booking();
    await post({ id: String(id), action: 'confirm' });
    const res = await post({ id: String(id), action: 'spam' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/admin?sort=received&refused=${id}&why=state&lang=en#booking-${id}`);
    expect((await row(id)).status).toBe('confirmed');
  });

  it('declines with the chosen reason', async () => {
    const id = await booking();
    await post({ id: String(id), action: 'decline', reason: 'course_unavailable' });
    expect(await row(id)).toMatchObject({ status: 'declined', decline_reason: 'course_unavailable' });
  });

  it("declines with the owner's message to the guest, cleaned (control characters out, line breaks kept, trimmed) beside the reason", async () => {
    const id = await booking();
    const res = await post({ id: String(id), action: 'decline', reason: 'fully_booked', message: '  Chúng tôi kín lịch tối nay,\r\nmời anh/chị\u0007 quay lại\t ngày mai.\u001b[0m \r\n ' });
    expect(res.headers.get('location')).toContain(`saved=${id}`);
    expect(await row(id)).toMatchObject({ status: 'declined', decline_reason: 'fully_booked', decline_message: 'Chúng tôi kín lịch tối nay,\nmời anh/chị quay lại ngày mai.[0m' });
    // The history keeps the reason, as before.
    expect((await history(id))[0]?.detail).toBe('fully_booked');
  });

  it('stores no message when the box was left empty, held only blanks, or an older form sent none', async () => {
    for (const fields of [{ message: '' }, { message: ' \r\n\t\u0000 ' }, {}]) {
      const id = await booking();
      await post({ id: String(id), action: 'decline', reason: 'other', ...fields });
      expect(await row(id), JSON.stringify(fields)).toMatchObject({ status: 'declined', decline_reason: 'other', decline_message: null });
    }
  });

  it(`refuses a message over ${DECLINE_MESSAGE_MAX} code points, changing nothing, and sends the reason and message typed back to the form with a localized notice`, async () => {
    const id = await booking();
    const typed = `${'가'.repeat(DECLINE_MESSAGE_MAX)}.`;
    const res = await post({ id: String(id), action: 'decline', reason: 'closed', message: typed });
    expect(res.status).toBe(303);
    const location = res.headers.get('location') ?? '';
    expect(location).toBe(`/admin?sort=received&refused=${id}&why=message_too_long&dreason=closed&dmessage=${encodeURIComponent(typed)}&lang=en#booking-${id}`);
    expect(await row(id)).toMatchObject({ status: 'new', decline_reason: null, decline_message: null });
    expect(await history(id)).toEqual([]);
    const notice = parseNotice(new URL(location, SITE.url));
    expect(notice).toEqual({ kind: 'refused', id, why: 'message_too_long', retry: undefined, latest: undefined, decline: { reason: 'closed', message: typed } });
    const ref = `KS-${String(id).padStart(4, '0')}`;
    for (const locale of LOCALES) expect(noticeText(createT(locale), notice!)).toBe(createT(locale)('admin.refused.message_too_long', { ref, max: DECLINE_MESSAGE_MAX }));

    // Exactly the limit, counted in code points (500 emoji are 1,000 UTF-16 units), is taken.
    const emoji = '😀'.repeat(DECLINE_MESSAGE_MAX);
    expect((await post({ id: String(id), action: 'decline', reason: 'closed', message: emoji })).headers.get('location')).toContain(`saved=${id}`);
    expect((await row(id)).decline_message).toBe(emoji);
  });

  it('keeps the address of a refusal short whatever length is posted: the form gets the first 2,000 bytes back', async () => {
    const id = await booking();
    const res = await post({ id: String(id), action: 'decline', reason: 'other', message: '😀'.repeat(1200) });
    const location = res.headers.get('location') ?? '';
    expect(location).toContain('why=message_too_long');
    expect(location.length).toBeLessThan(8000);
    const notice = parseNotice(new URL(location, SITE.url));
    expect(notice?.kind === 'refused' ? notice.decline?.message : undefined).toBe('😀'.repeat(500));
    expect((await row(id)).status).toBe('new');
  });

  it('proposes a time within the hours, and refuses one outside them with the rule it broke', async () => {
    const id = await booking();
    const outside = await post({ id: String(id), action: 'propose', date: dayAhead(4), time: hour(opens - 1) });
    expect(outside.status).toBe(303);
    // The typed proposal comes back for its form, with the course's latest start that day.
    const day = hoursOn(dayAhead(4));
    const closes = day.closed ? 0 : Number(day.closes.slice(0, 2)) * 60 + Number(day.closes.slice(3));
    const latest = closes - (findOption('thai-90')?.option.minutes ?? 0);
    const latestText = `${String(Math.floor(latest / 60)).padStart(2, '0')}:${String(latest % 60).padStart(2, '0')}`;
    const location = outside.headers.get('location') ?? '';
    expect(location).toBe(`/admin?sort=received&refused=${id}&why=booking.error.hours&pdate=${dayAhead(4)}&ptime=${encodeURIComponent(hour(opens - 1))}&latest=${encodeURIComponent(latestText)}&lang=en#booking-${id}`);
    const notice = parseNotice(new URL(location, SITE.url));
    expect(notice).toMatchObject({ kind: 'refused', id, retry: { date: dayAhead(4), time: hour(opens - 1) }, latest: latestText });
    expect(noticeText(createT('vi'), notice!)).toContain(createT('vi')('admin.latestStart', { time: latestText }));
    expect(await row(id)).toMatchObject({ status: 'new', proposed_date: null });
    const past = await post({ id: String(id), action: 'propose', date: '2020-01-01', time: hour(opens + 1) });
    expect(past.headers.get('location')).toContain('why=booking.error.date');

    const ok = await post({ id: String(id), action: 'propose', date: dayAhead(4), time: hour(opens + 1) });
    expect(ok.headers.get('location')).toContain(`saved=${id}`);
    expect(await row(id)).toMatchObject({ status: 'proposed', proposed_date: dayAhead(4), proposed_time: hour(opens + 1) });
    expect((await history(id))[0]?.detail).toBe(`${dayAhead(4)} ${hour(opens + 1)}`);
  });

  it('refuses a post without a session (401), and one from another origin (403), changing nothing', async () => {
    const id = await booking();
    expect((await post({ id: String(id), action: 'confirm' }, { session: false })).status).toBe(401);
    expect((await post({ id: String(id), action: 'confirm' }, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await row(id)).status).toBe('new');
  });

  it.each([
    ['an unknown action', { action: 'delete' }],
    ["a move only the visitor makes", { action: 'accept' }],
    ['no action', {}],
    ['a decline without its reason', { action: 'decline' }],
    ['a reason not on the list', { action: 'decline', reason: 'busy' }],
    ['a proposal without its time', { action: 'propose', date: '2041-01-01' }],
    ['a field the move does not take', { action: 'confirm', reason: 'other' }],
    ['a message with a move other than decline', { action: 'confirm', message: 'Hẹn gặp bạn' }],
    ['a message to decline without its reason', { action: 'decline', message: 'Kín lịch' }],
    ['a field no form has', { action: 'confirm', status: 'done' }],
    ['a 40-character date', { action: 'propose', date: '2'.repeat(40), time: '13:00' }],
    ['confirm=1 on a move that does not ask', { action: 'confirm', confirm: '1' }],
    ['a confirm other than 1', { action: 'cancel', confirm: 'yes' }],
  ])('answers 400 to %s', async (_, fields: Record<string, string>) => {
    const id = await booking();
    expect((await post({ id: String(id), ...fields })).status).toBe(400);
    expect((await row(id)).status).toBe('new');
  });

  it.each([['0'], ['-1'], ['1e3'], ['12abc'], ['9'.repeat(13)], ['']])('answers 400 to the id %j', async (id) => {
    expect((await post({ id, action: 'confirm' })).status).toBe(400);
  });

  it('answers 404 for a booking that is not there, and 413 for a body over 16 KB, never a 500', async () => {
    expect((await post({ id: '999999999', action: 'confirm' })).status).toBe(404);
    expect((await post({}, { body: `id=1&action=confirm&x=${'a'.repeat(70_000)}` })).status).toBe(413);
  });
});

describe('a move that cannot be undone asks first (issue 40)', () => {
  const trail = () => db.selectFrom('admin_trail').select(['subject', 'outcome']).orderBy('id', 'desc').executeTakeFirstOrThrow();

  it.each([['cancel'], ['spam']])('answers the first %s with the question on the same card, changing nothing; the second, with confirm=1, makes it', async (action) => {
    const id = await booking();
    const ask = await post({ id: String(id), action });
    expect(ask.status).toBe(303);
    expect(ask.headers.get('location')).toBe(`/admin?sort=received&ask=${id}&move=${action}&lang=en#booking-${id}`);
    expect((await row(id)).status).toBe('new');
    expect(await history(id)).toEqual([]);
    expect(await trail()).toEqual({ subject: `KS-${String(id).padStart(4, '0')} ${action}?`, outcome: 'ok' });

    const made = await post({ id: String(id), action, confirm: '1' });
    expect(made.headers.get('location')).toBe(`/admin?sort=received&saved=${id}&lang=en#booking-${id}`);
    expect((await row(id)).status).toBe(action === 'cancel' ? 'cancelled' : 'spam');
    expect(await trail()).toEqual({ subject: `KS-${String(id).padStart(4, '0')} ${action}`, outcome: 'ok' });
  });

  it('asks for a no-show of a confirmed visit, and confirms without asking', async () => {
    const id = await booking();
    expect((await post({ id: String(id), action: 'confirm' })).headers.get('location')).toContain(`saved=${id}`);
    expect((await post({ id: String(id), action: 'no_show' })).headers.get('location')).toContain(`ask=${id}&move=no_show`);
    expect((await row(id)).status).toBe('confirmed');
  });

  it('refuses at once a move that asks when the state no longer allows it, and 404s a missing booking', async () => {
    const id = await booking();
    await post({ id: String(id), action: 'cancel', confirm: '1' });
    expect((await post({ id: String(id), action: 'spam' })).headers.get('location')).toBe(`/admin?sort=received&refused=${id}&why=state&lang=en#booking-${id}`);
    expect((await post({ id: '999999998', action: 'cancel' })).status).toBe(404);
  });
});
