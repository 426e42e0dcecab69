import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book, failedLogin, loggedIn, logIn } from '../support/admin-session';
import { launchBrowser } from '../support/browser';
import { ADMIN_PASSWORD_FOR_TESTS } from '../support/global-setup';
import { baseURL, fetchPage, dayAhead } from '../support/site';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  // A booking to manage.
  await book('=Admin Test', '0987654321', dayAhead(4), { locale: 'ko', service: 'body-90', time: '17:45' });
});
afterAll(async () => {
  await browser?.close();
});

describe('owner admin', () => {
  it('is never cached or indexed, and the exports need a login', async () => {
    const page = await fetchPage('/admin');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect((await fetchPage('/admin/bookings.csv')).status).toBe(401);
  });

  it('refuses a wrong password, then logs in, lists, confirms a booking and exports CSV', async () => {
    // The refusal is a redirect and a new page: failedLogin waits for it, not only for the poll's one second.
    const page = await failedLogin(browser);
    const context = page.context();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('비밀번호가 맞지 않습니다.');

    await logIn(page);
    const cookie = (await context.cookies()).find((c) => c.name === 'kingstone_admin');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });

    const row = page.getByRole('row').filter({ hasText: '=Admin Test' });
    // A new request offers the owner's moves from "new", and only those: buttons, and the two that open a form.
    const buttons = async () => (await row.getByRole('button').allTextContents()).map((b) => b.trim());
    const forms = async () => (await row.locator('.admin-move-form > summary').allTextContents()).map((b) => b.trim());
    // One order in every state (issue 40): the move forward first, Cancel last, so it never lands where Confirm was.
    expect(await buttons()).toEqual(['확정', '스팸', '취소']);
    expect(await forms()).toEqual(['거절', '다른 시간 제안']);
    await row.getByRole('button', { name: '확정', exact: true }).click();
    // Back to the same card (its fragment), with the notice naming the visitor's reference.
    await page.waitForURL(/\/admin\?sort=appointment&saved=\d+#booking-\d+$/);
    const id = new URL(page.url()).searchParams.get('saved') ?? '';
    expect(await page.getByRole('status').textContent()).toMatch(/^예약 KS-\d{4,}의 상태를 저장했습니다\.$/);
    expect(await row.locator('.admin-row__state').textContent()).toBe('확정');
    expect(await buttons()).toEqual(['방문 완료', '노쇼', '취소']);
    // No e-mail goes out to this guest (no mail set up): the card says so and hands the message over, in the guest's language (Korean).
    expect(await row.locator('.admin-handoff__untold').textContent()).toBe('고객에게 아직 알리지 않았습니다');
    expect(await row.getByRole('link', { name: 'Zalo로 보내기' }).getAttribute('href')).toBe('https://zalo.me/84987654321');
    const sms = decodeURIComponent((await row.getByRole('link', { name: '문자로 보내기' }).getAttribute('href')) ?? '');
    expect(sms).toMatch(/^sms:\+84987654321\?&body=.+입니다\. 예약 KS-\d{4,}이\(가\) 확정되었습니다: .+ 17:45, .+ 예약 확인: http\S+\/booking\/status\/\d+-[\w-]{22}$/);
    // Without mail or Telegram, the owner reads what is set up instead of "no failed notifications".
    expect(await page.locator('.admin-channels').textContent()).toMatch(/^사장님께 가는 알림 — 설정됨: 없음 · 설정 안 됨: 이메일, 텔레그램\. .*docs\/operator-guide\.md#notifications/);
    expect(await page.getByRole('heading', { name: '실패한 알림' }).count()).toBe(0);

    // Cancel asks first, in the card; "Keep it" leaves the booking as it was.
    await row.getByRole('button', { name: '취소', exact: true }).click();
    await page.waitForURL(/ask=\d+&move=cancel#booking-\d+$/);
    expect(await row.locator('.admin-ask__question').textContent()).toMatch(/^=Admin Test 님의 예약 KS-\d{4,}을\(를\) 취소할까요\? 되돌릴 수 없습니다\.$/);
    expect(await buttons()).toEqual(['예, 취소합니다']);
    await row.getByRole('link', { name: '그대로 두기' }).click();
    await page.waitForURL((u) => !u.search.includes('ask='));
    expect(await row.locator('.admin-row__state').textContent()).toBe('확정');
    expect(await buttons()).toEqual(['방문 완료', '노쇼', '취소']);
    expect(await forms()).toEqual(['다른 시간 제안']);
    await row.getByText('처리 기록 1건', { exact: false }).click();
    expect(await row.locator('.admin-history li').textContent()).toMatch(/ · 관리자 · 확정$/);

    // The same form posted again (a double tap, a reload's resubmission) changes nothing twice.
    const again = await context.request.post(`${baseURL()}/admin/status?sort=appointment`, {
      headers: { Origin: baseURL() },
      form: { id, action: 'confirm' },
      maxRedirects: 0,
    });
    expect(again.status()).toBe(303);
    expect(again.headers()['location']).toBe(`/admin?sort=appointment&saved=${id}#booking-${id}`);
    // A move the state no longer allows says so instead of saving.
    const late = await context.request.post(`${baseURL()}/admin/status`, { headers: { Origin: baseURL() }, form: { id, action: 'spam' }, maxRedirects: 0 });
    expect(late.headers()['location']).toBe(`/admin?sort=appointment&refused=${id}&why=state#booking-${id}`);
    await page.goto(`${baseURL()}${late.headers()['location']}`);
    expect(await page.getByRole('status').textContent()).toBe(`예약 KS-${id.padStart(4, '0')}은(는) 그사이 상태가 바뀌어 변경하지 않았습니다. 지금 상태를 확인하세요.`);
    await page.reload();
    expect(await row.locator('.admin-history li').count()).toBe(1);

    await page.goto(`${baseURL()}/admin?status=confirmed`);
    expect(await page.getByRole('row').filter({ hasText: '=Admin Test' }).count()).toBe(1);

    // The search (issue 40): the reference the visitor quotes, a phone number as typed, part of a name in any case.
    const ref = `KS-${id.padStart(4, '0')}`;
    for (const q of [ref, ref.toLowerCase().replace('-', ''), '0987 654 321', 'admin tes']) {
      await page.goto(`${baseURL()}/admin`);
      await page.getByRole('searchbox', { name: '검색 (이름, 전화번호, KS- 번호)' }).fill(q);
      await page.getByRole('button', { name: '보기' }).click();
      await page.waitForURL(/[?&]q=/);
      expect(await page.locator('tbody tr').count(), q).toBe(1);
      expect(await page.locator('tbody tr .admin-row__ref').textContent(), q).toBe(ref);
      expect(await page.getByRole('searchbox').inputValue()).toBe(q);
    }
    // A wildcard is a plain character; a search too long says so at the field.
    await page.goto(`${baseURL()}/admin?q=${encodeURIComponent('%_')}`);
    expect(await page.getByText('조건에 맞는 예약이 없습니다.').count()).toBe(1);
    await page.goto(`${baseURL()}/admin?q=${'a'.repeat(101)}`);
    expect(await page.locator('#admin-search-error').textContent()).toBe('검색어는 100자 이내로 입력하세요.');
    expect(await page.getByRole('searchbox').getAttribute('aria-describedby')).toBe('admin-search-error');

    const csv = await context.request.get(`${baseURL()}/admin/bookings.csv`);
    expect(csv.status()).toBe(200);
    const text = (await csv.body()).toString('utf8');
    // In the owner's language (Korean here), with the visitor's reference; ?columns=codes keeps the stored columns.
    expect(text.startsWith('\uFEFF"예약 번호","접수 (호치민 시간)","상태"')).toBe(true);
    expect(text).toContain(`"KS-${id.padStart(4, '0')}"`);
    expect(text).toContain(`"'=Admin Test"`);
    expect(text).toContain(`"'+84987654321"`);
    const codes = (await (await context.request.get(`${baseURL()}/admin/bookings.csv?columns=codes`)).body()).toString('utf8');
    expect(codes.split('\r\n')[0]).toContain('"contact_method","contact_handle","proposed_date","proposed_time","decline_reason"');

    // The activity log names each of these: the failed sign-in, the sign-in, the answers, the export.
    await page.goto(`${baseURL()}/admin/trail`);
    const log = (await page.locator('.admin-trail').textContent()) ?? '';
    const reference = `KS-${id.padStart(4, '0')}`;
    for (const line of ['로그인 실패', `예약 처리 · ${reference} confirm · 완료`, `예약 처리 · ${reference} cancel? · 완료`, `예약 처리 · ${reference} spam · 거절됨`, '예약 CSV 내려받기']) expect(log).toContain(line);
    expect(log).toMatch(/admin [0-9a-f]{6} · 로그인 · shared password · 완료/);

    await page.getByRole('button', { name: '로그아웃' }).click();
    await page.getByRole('heading', { name: '관리자 로그인' }).waitFor();
    await context.close();
  });

  it("enters a walk-in at 360 px and blocks the pool: each time is then neither offered nor taken on the booking form (issue 38)", async () => {
    const { context, page } = await loggedIn(browser, { width: 360, height: 740 });
    const day = dayAhead(8);
    const freeWatsu = async (date: string) => ((await (await fetch(`${baseURL()}/booking-availability.json?date=${date}&option=watsu-60`)).json()) as { times: string[] }).times;
    const postWatsu = (date: string) =>
      fetch(`${baseURL()}/api/booking?locale=en`, {
        method: 'POST',
        headers: { Origin: baseURL(), 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body: new URLSearchParams({ name: 'Late Visitor', phone: '0912345678', service: 'watsu-60', date, time: '15:00', consent: 'on' }).toString(),
      });
    // The time list below offers 15:00 (selectOption waits for it): free before the walk-in. The
    // endpoint is not asked before, since it keeps a day's answer five seconds.

    await page.getByRole('link', { name: '예약 입력' }).click();
    await page.getByRole('heading', { name: '전화·방문 예약 입력' }).waitFor();
    await page.getByRole('radio', { name: '방문 손님' }).check();
    await page.getByLabel('손님 이름').fill('워크인 손님');
    await page.getByLabel('코스').selectOption('watsu-60');
    await page.getByLabel('날짜').fill(day);
    await page.getByRole('button', { name: '이 날짜의 빈 시간 보기' }).click();
    await page.getByLabel('시작 시간').selectOption('15:00');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByRole('button', { name: '예약 저장' }).click();
    await page.waitForURL(/\/admin\?saved=\d+#booking-\d+$/);
    const card = page.locator(`#booking-${new URL(page.url()).searchParams.get('saved')}`);
    expect(await card.locator('.admin-chip--source').textContent()).toBe('방문 손님');
    expect(await card.locator('.admin-row__state').textContent()).toBe('확정');
    await expect.poll(() => freeWatsu(day), { timeout: 10_000 }).not.toContain('15:00');
    expect((await postWatsu(day)).status).toBe(422);

    const blocked = dayAhead(9);
    await page.getByRole('link', { name: '방 막기' }).click();
    await page.getByLabel('방 종류').selectOption('pool');
    await page.getByLabel('날짜').fill(blocked);
    await page.getByLabel('시작').fill('12:00');
    await page.getByLabel('끝 (24:00까지)').fill('24:00');
    await page.getByLabel('사유').fill('수온 조절기 수리');
    await page.getByRole('button', { name: '방 막기', exact: true }).click();
    await page.waitForURL(/\/admin\/rooms\?added=1&short=0$/);
    expect(await page.getByRole('status').textContent()).toBe('방을 막았습니다.');
    expect(await page.locator('.admin-blocks__item').filter({ hasText: '수온 조절기 수리' }).count()).toBe(1);
    await expect.poll(() => freeWatsu(blocked), { timeout: 10_000 }).toEqual([]);
    expect((await postWatsu(blocked)).status).toBe(422);
    await context.close();
  });

  it('ends the session at logout: a copy of the old cookie no longer downloads anything', async () => {
    const { context, page } = await loggedIn(browser);
    const cookie = (await context.cookies()).find((c) => c.name === 'kingstone_admin');
    const withOldCookie = () => fetch(`${baseURL()}/admin/bookings.csv`, { headers: { Cookie: `kingstone_admin=${cookie?.value}` } });
    expect((await withOldCookie()).status).toBe(200);

    await page.getByRole('button', { name: '로그아웃' }).click();
    await page.getByRole('heading', { name: '관리자 로그인' }).waitFor();
    expect((await withOldCookie()).status).toBe(401);
    await context.close();
  });

  it('counts only wrong passwords: the owner can log in many times in a row', async () => {
    // Together with the logins above, more than five from this client in 15 minutes: a limiter
    // that counted every login would refuse some of these.
    for (let i = 0; i < 6; i += 1) {
      const res = await fetch(`${baseURL()}/admin/login`, {
        method: 'POST',
        redirect: 'manual',
        headers: { Origin: baseURL(), 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ password: ADMIN_PASSWORD_FOR_TESTS }).toString(),
      });
      expect(res.headers.get('location'), `login ${i + 1}`).toBe('/admin');
      expect(res.headers.get('set-cookie'), `login ${i + 1}`).toMatch(/^kingstone_admin=[^;]+;/);
    }
  });
});
