import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingStatusView } from '../../../src/components/booking/BookingStatusView';
import { applyTransition } from '../../../src/server/services/booking/transition';
import { getDb, shutdownRuntime } from '../../../src/server/web/runtime';
import { spaClock } from '../../../src/booking/schema';
import { answerBookingPage } from '../../../src/server/web/forms/booking-page';
import { answerStatusPage, type StatusPage } from '../../../src/server/web/forms/booking-status-page';
import { formRoute } from './form-route';

let dir: string;
// On SQLite in this file's folder even where DATABASE_URL is set: on the shared PostgreSQL, a run
// within ten minutes of another (DUPLICATE_WINDOW_MS) got the earlier run's booking back for the
// same phone, day and time, already refused or declined.
const databaseUrl = process.env['DATABASE_URL'];
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'kingstone-status-page-'));
  process.env['DATA_DIR'] = dir;
  process.env['BOOKING_RATE_LIMIT'] = '0';
  delete process.env['DATABASE_URL'];
});
afterAll(async () => {
  await shutdownRuntime();
  rmSync(dir, { recursive: true, force: true });
  if (databaseUrl !== undefined) process.env['DATABASE_URL'] = databaseUrl;
});

function daysAhead(days: number): string {
  const { today } = spaClock(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Sends a request through the no-JavaScript booking page; returns its status page's token. */
let booked = 0;
async function book(name: string): Promise<{ id: number; token: string }> {
  // A new time each: the same phone, day and time within minutes would be the same request.
  booked += 1;
  const time = `${String(12 + booked).padStart(2, '0')}:00`;
  const page = await answerBookingPage(formRoute('vi', '/vi/booking', { fields: { name, phone: '0901234567', date: daysAhead(5), time, consent: 'on', website: '' } }));
  const href = page?.done?.receipt?.href ?? '';
  const token = href.split('/').pop() ?? '';
  return { id: Number(token.split('-')[0]), token };
}

const statusRoute = (lang: string | undefined, token: string, post?: { fields: Record<string, string>; origin?: string }) => {
  const route = formRoute(lang, `${lang ? `/${lang}` : ''}/booking/status/${token}`, post);
  return Object.assign(route, { params: { lang, token } });
};

const owner = { ownerChannels: ['webhook'], visitorMail: false, cancelCutoffHours: 3 };

describe('the status page', () => {
  it('shows a new request as pending, privately, in the page language', async () => {
    const { token } = await book('Trần Thị Bình');
    const route = statusRoute(undefined, token);
    const page = (await answerStatusPage(route)) as StatusPage;
    expect(route.response.status).toBeUndefined();
    expect(route.response.headers.get('cache-control')).toBe('no-store');
    expect(route.response.headers.get('x-robots-tag')).toContain('noindex');
    expect(route.response.headers.get('referrer-policy')).toBe('same-origin');
    expect(page.layout).toMatchObject({ path: `/booking/status/${token}`, noindex: true });
    expect(page.status?.state).toBe('대기 중: 아직 확정되지 않았습니다');
    expect(page.status?.actions.map((a) => a.action)).toEqual(['cancel']);
    expect(page.status?.calendar).toBeUndefined();
    // The time is the spa's: a visitor whose phone is in Seoul or London reads which zone it is in.
    expect(page.status?.facts[0]?.label).toBe('날짜와 시간 (베트남 시간, GMT+7)');
  });

  it.each([['unknown', '999999-AAAAAAAAAAAAAAAAAAAAAA'], ['forged tag', null], ['not a token', '../../admin']])('answers a localized 404 for a %s', async (_, given) => {
    const { token } = await book('Lê Văn Cường');
    const forged = given ?? `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const route = statusRoute('en', forged);
    const page = (await answerStatusPage(route)) as StatusPage;
    expect(route.response.status).toBe(404);
    expect(page.status).toBeUndefined();
    expect(page.layout.title).toContain('Status link not found');
  });

  it('asks before a cancel (issue 40): the first press shows the question in the page language, changing nothing', async () => {
    const { id, token } = await book('Hoàng Thu Trang');
    const first = (await answerStatusPage(statusRoute('vi', token, { fields: { action: 'cancel' } }))) as Response;
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe(`/vi/booking/status/${token}?ask=cancel#booking-status-ask`);
    const { db } = await getDb();
    expect((await db.selectFrom('bookings').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('new');
    const route = statusRoute('vi', token);
    route.url.searchParams.set('ask', 'cancel');
    const asked = (await answerStatusPage(route)) as StatusPage;
    expect(asked.status?.ask).toEqual({ action: 'cancel', question: `Hủy lịch KS-${String(id).padStart(4, '0')}? Không thể hoàn tác.`, yes: 'Có, hủy lịch', keep: 'Giữ nguyên', keepHref: `/vi/booking/status/${token}` });
    // A question for a move the page does not offer (accept, junk) is no question.
    for (const junk of ['accept', 'refuse', '<b>']) {
      route.url.searchParams.set('ask', junk);
      expect(((await answerStatusPage(route)) as StatusPage).status?.ask, junk).toBeUndefined();
    }
    // A confirm other than "1" still only asks.
    expect(((await answerStatusPage(statusRoute('vi', token, { fields: { action: 'cancel', confirm: 'true' } }))) as Response).headers.get('location')).toContain('?ask=cancel');
  });

  it('asks before refusing a proposal, which cancels the request', async () => {
    const { token, id } = await book('Bùi Anh Tuấn');
    const { db } = await getDb();
    await applyTransition(db, { id, action: 'propose', actor: 'admin', proposal: { date: daysAhead(6), time: '16:30' }, now: new Date(), ...owner });
    const first = (await answerStatusPage(statusRoute('en', token, { fields: { action: 'refuse' } }))) as Response;
    expect(first.headers.get('location')).toBe(`/en/booking/status/${token}?ask=refuse#booking-status-ask`);
    expect((await db.selectFrom('bookings').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('proposed');
    const sure = (await answerStatusPage(statusRoute('en', token, { fields: { action: 'refuse', confirm: '1' } }))) as Response;
    expect(sure.headers.get('location')).toContain('?done=refuse');
    expect((await db.selectFrom('bookings').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('cancelled');
  });

  it('lets the visitor cancel once: a second post changes nothing and says so', async () => {
    const { id, token } = await book('Phạm Minh Đức');
    const post = () => answerStatusPage(statusRoute('en', token, { fields: { action: 'cancel', confirm: '1' } }));
    const first = (await post()) as Response;
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe(`/en/booking/status/${token}?done=cancel`);
    expect(((await post()) as Response).status).toBe(303);
    const { db } = await getDb();
    expect((await db.selectFrom('bookings').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('cancelled');
    expect(await db.selectFrom('booking_events').select('action').where('booking_id', '=', id).execute()).toEqual([{ action: 'cancel' }]);
  });

  it('refuses a move posted from another site (403) and one the visitor cannot make (400)', async () => {
    const { token } = await book('Võ Thị Hoa');
    expect(((await answerStatusPage(statusRoute('en', token, { fields: { action: 'cancel' }, origin: 'https://evil.example' }))) as Response).status).toBe(403);
    expect(((await answerStatusPage(statusRoute('en', token, { fields: { action: 'confirm' } }))) as Response).status).toBe(400);
  });

  it("shows the owner's message under the reason of a decline, as text under a heading in the page language", async () => {
    const { id, token } = await book('Bùi Văn Khoa');
    const pending = (await answerStatusPage(statusRoute('en', token))) as StatusPage;
    expect(pending.status?.message).toBeUndefined();
    const { db } = await getDb();
    const message = 'Kín lịch <b>tối nay</b>.\nMời anh/chị quay lại ngày mai.';
    expect((await applyTransition(db, { id, action: 'decline', actor: 'admin', reason: 'fully_booked', message, now: new Date(), ...owner })).kind).toBe('changed');
    const page = (await answerStatusPage(statusRoute('en', token))) as StatusPage;
    expect(page.status?.state).toBe('Not available');
    expect(page.status?.message).toEqual({ heading: 'Message from Kingstone Spa', text: message });
    const html = renderToStaticMarkup(createElement(BookingStatusView, { t: page.t, status: page.status!, action: '/x' }));
    // Under the reason, escaped: the owner's words are text, never markup.
    expect(html).toContain(
      `<p>${page.status?.next}</p><div class="booking-status__message"><h3>Message from Kingstone Spa</h3><p>Kín lịch &lt;b&gt;tối nay&lt;/b&gt;.\nMời anh/chị quay lại ngày mai.</p></div>`,
    );
    expect(page.status?.next).toContain('we are fully booked at that time');
    expect(html).not.toContain('<b>');
    // In the visitor's other languages, the heading is theirs.
    expect(((await answerStatusPage(statusRoute(undefined, token))) as StatusPage).status?.message?.heading).toBe('Kingstone Spa의 메시지');
    expect(((await answerStatusPage(statusRoute('vi', token))) as StatusPage).status?.message?.heading).toBe('Lời nhắn từ Kingstone Spa');
  });

  it('shows a proposed time; accepting it confirms the visit at that time with its calendar links', async () => {
    const { id, token } = await book('Đặng Quốc Huy');
    const { db } = await getDb();
    const proposal = { date: daysAhead(6), time: '17:30' };
    expect((await applyTransition(db, { id, action: 'propose', actor: 'admin', proposal, now: new Date(), ...owner })).kind).toBe('changed');
    const proposed = (await answerStatusPage(statusRoute('vi', token))) as StatusPage;
    expect(proposed.status?.state).toBe('Đã đề xuất giờ khác');
    expect(proposed.status?.actions.map((a) => a.action)).toEqual(['accept', 'refuse']);
    expect(((await answerStatusPage(statusRoute('vi', token, { fields: { action: 'accept' } }))) as Response).headers.get('location')).toContain('?done=accept');
    const row = await db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'confirmed', date: proposal.date, time: proposal.time, proposed_date: null });
    const confirmed = (await answerStatusPage(statusRoute('vi', token))) as StatusPage;
    expect(confirmed.status?.calendar?.ics).toBe(`/booking/calendar/${token}.ics`);
    expect(confirmed.status?.calendar?.google).toMatch(/^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&/);
  });
});
