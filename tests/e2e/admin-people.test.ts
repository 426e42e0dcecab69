// People in the back office, end to end on a copy of the site served like `npm start` serves it:
// the shared password until the first account, the owner's invite link from `npm run admin:invite`
// set up with a passkey (Chromium's virtual authenticator) and used to sign in, an editor invited
// from the admin who sets up a password and an authenticator app (codes computed here) and
// publishes, a front desk refused by every studio route, a disabled account's session ended at
// its next request, and the trail naming each of them (the command line's invite, the front desk's
// refusals, the disabled account's refused request). The people pages at 360 px (no sideways
// scroll, no axe violation) and the invite made with the keyboard alone are here too: they need
// accounts, which the shared server of the other files must not have. The admin is in Vietnamese
// throughout.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DICTIONARIES } from '../../src/i18n/t';
import { LOCALES } from '../../src/i18n/locales';
import { ADMIN_ROUTES } from '../../src/server/web/admin/admin-routes';
import { base32Decode, totpCode, totpStep } from '../../src/server/services/admin/totp';
import { launchBrowser, PHONE, SMALL_PHONE } from '../support/browser';
import { axeViolations, describeMessage, validateFolder } from '../support/checkers';
import { ROOT } from '../support/paths';
import { startStudioServer, type StudioServer } from '../support/studio-server';

const VI = DICTIONARIES.vi;
const SHARED_PASSWORD = 'people-e2e-shared-password';
const EDITOR_PASSWORD = 'lantern river copper stone';

let site: StudioServer | undefined;
/** By name, not by address: a passkey is bound to a host name, and browsers refuse an IP address as one. */
let origin: string;
let browser: Browser;
let owner: Page;

beforeAll(async () => {
  // A database of its own (SQLite in the server's data folder), even where CI sets DATABASE_URL:
  // its accounts must not end the shared password of the other tests' server, which uses that one.
  process.env['DATABASE_URL'] = '';
  site = await startStudioServer('people-e2e-data-', SHARED_PASSWORD, { git: true });
  origin = site.origin.replace('127.0.0.1', 'localhost');
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** A code the authenticator app would show for `secret`, `ahead` steps of 30 s from now. */
const appCode = (secret: string, ahead = 0) => totpCode(base32Decode(secret)!, totpStep(new Date()) + ahead);

/** A form post as the browser sends it (same-origin), without following the redirect. */
async function post(address: string, fields: Record<string, string>, cookie = ''): Promise<Response> {
  return fetch(`${origin}${address}`, {
    method: 'POST',
    headers: { Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded', ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

const cookieOf = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith(`${name}=`)) ?? '';

/** A context whose pages hold a virtual platform authenticator (a phone's passkeys, unlocked by its owner). */
async function withPasskeys(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { context, page };
}

/** An invite link's own path, from the command's output or the page that shows it. */
const invitePath = (text: string) => /\/admin\/invite\/[A-Za-z0-9_-]{43}/.exec(text)?.[0] ?? '';

/** Accepts an invite with a password and the app's code, over plain form posts: the signed-in cookie. */
async function acceptWithPassword(address: string, login: string, name: string): Promise<{ cookie: string; secret: string }> {
  const form = await (await fetch(`${origin}${address}`)).text();
  const secret = (/class="totp-setup__key">([A-Z2-7 ]+)</.exec(form)?.[1] ?? '').replace(/ /g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const made = await post(address, { name, login, locale: 'vi', password: EDITOR_PASSWORD, password2: EDITOR_PASSWORD, code: appCode(secret) });
  expect(made.status).toBe(200);
  return { cookie: cookieOf(made, 'kingstone_admin'), secret };
}

/** Signs in with login, password and the next window's code (the current one was used at setup). */
async function signInWithPassword(login: string, secret: string): Promise<string> {
  const first = await post('/admin/login', { login, password: EDITOR_PASSWORD });
  expect(first.headers.get('location')).toBe('/admin/second-factor');
  const second = await post('/admin/second-factor', { code: appCode(secret, 1) }, cookieOf(first, 'kingstone_admin_step'));
  expect(second.status).toBe(303);
  return cookieOf(second, 'kingstone_admin');
}

describe('people in the back office', () => {
  let sharedCookie = '';
  /** The owner's recovery codes, as her setup showed them. */
  let ownerCodes: string[] = [];

  it('opens the sign-in page in the browser’s language, names the spa and offers the other languages', async () => {
    const res = await fetch(`${origin}/admin`, { headers: { 'Accept-Language': 'vi-VN,vi;q=0.9,en;q=0.8' } });
    const html = await res.text();
    expect(res.headers.get('vary')).toMatch(/Accept-Language/);
    expect(html).toContain('<html lang="vi-VN"');
    expect(html).toContain(VI['admin.password']);
    expect(html).toContain('<p class="admin-top__spa">Kingstone Spa</p>');
    for (const locale of LOCALES) expect(html).toContain(`href="/admin?lang=${locale}"`);
    // ?lang= wins over the browser, and a browser asking for none of ours gets Korean.
    expect(await (await fetch(`${origin}/admin?lang=en`, { headers: { 'Accept-Language': 'vi' } })).text()).toContain('<html lang="en"');
    expect(await (await fetch(`${origin}/admin`, { headers: { 'Accept-Language': 'fr-FR' } })).text()).toContain('<html lang="ko-KR"');
  });

  it('opens with the shared password while no account exists', async () => {
    const login = await post('/admin/login', { password: SHARED_PASSWORD });
    expect(login.headers.get('location')).toBe('/admin');
    sharedCookie = cookieOf(login, 'kingstone_admin');
    expect((await fetch(`${origin}/admin/bookings.csv`, { headers: { Cookie: sharedCookie } })).status).toBe(200);
  });

  it('turns the owner’s invite from npm run admin:invite into a passkey, which then signs her in', async () => {
    const printed = execFileSync(process.execPath, ['scripts/admin-invite.ts', '--role', 'owner', '--name', 'Trần Lan', '--lang', 'vi'], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: site!.dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
    });
    const address = invitePath(printed);
    ({ page: owner } = await withPasskeys());
    await owner.goto(`${origin}${address}`);
    await owner.getByRole('heading', { level: 1, name: VI['invite.title'] }).waitFor();
    expect(await owner.getByLabel(VI['invite.name'], { exact: true }).inputValue()).toBe('Trần Lan');
    expect(await owner.getByLabel(VI['signIn.login'], { exact: true }).inputValue()).toBe('tran.lan');
    expect(await axeViolations(owner)).toEqual([]);
    await owner.getByRole('button', { name: VI['invite.createWithPasskey'] }).click();
    await owner.getByRole('heading', { name: VI['recovery.title'] }).waitFor();
    ownerCodes = await owner.locator('.recovery-codes__list li').allTextContents();
    expect(ownerCodes).toHaveLength(10);
    await owner.getByRole('link', { name: VI['recovery.continue'] }).click();
    await owner.getByRole('heading', { level: 1, name: VI['admin.title'] }).waitFor();

    // The first account exists: the shared password's session and the password itself open nothing.
    expect((await fetch(`${origin}/admin/bookings.csv`, { headers: { Cookie: sharedCookie } })).status).toBe(401);
    expect((await post('/admin/login', { password: SHARED_PASSWORD })).headers.get('location')).toMatch(/error=loginFailed/);
    // The link was for one use.
    expect((await fetch(`${origin}${address}`)).status).toBe(410);

    await owner.getByRole('button', { name: VI['admin.logout'] }).click();
    // The sign-in page asks the browser for this site's passkeys at once (conditional mediation):
    // a phone offers hers in the login field's suggestions; the virtual authenticator, unlocked,
    // answers by itself, and the page signs her in.
    await owner.goto(`${origin}/admin?lang=vi`);
    await owner.getByRole('heading', { level: 1, name: VI['admin.title'] }).waitFor();
    await owner.getByRole('link', { name: VI['menu.people'] }).waitFor();
  }, 60_000);

  let editorSecret = '';

  it('invites an editor, who sets up a password and an app, signs in with a fresh code (not a replayed one) and publishes', async () => {
    await owner.getByRole('link', { name: VI['menu.people'] }).click();
    await owner.getByLabel(VI['invite.name'], { exact: true }).fill('Minh');
    await owner.getByLabel(VI['account.role'], { exact: true }).selectOption('editor');
    await owner.getByLabel(VI['invite.language'], { exact: true }).selectOption('vi');
    await owner.getByRole('button', { name: VI['people.makeLink'] }).click();
    const link = await owner.getByLabel(VI['people.link'], { exact: true }).inputValue();
    expect(link.startsWith(`${origin}/admin/invite/`)).toBe(true);
    await owner.getByRole('link', { name: VI['people.back'] }).click();
    await owner.getByText(VI['people.revoke'].replace('{name}', 'Minh')).waitFor();
    expect(await axeViolations(owner)).toEqual([]);

    const editor = await (await browser.newContext({ viewport: PHONE })).newPage();
    await editor.goto(link);
    const secret = ((await editor.locator('.totp-setup__key').textContent()) ?? '').replace(/ /g, '');
    editorSecret = secret;
    await editor.getByLabel(VI['signIn.login'], { exact: true }).fill('minh');
    // A password from the breach lists is refused with the reason at the field, and nothing is made.
    await editor.getByLabel(VI['invite.password'], { exact: true }).fill('password1234');
    await editor.getByLabel(VI['invite.passwordAgain'], { exact: true }).fill('password1234');
    await editor.getByLabel(VI['invite.code'], { exact: true }).fill(appCode(secret));
    await editor.getByRole('button', { name: VI['invite.createWithPassword'] }).click();
    await editor.getByText(VI['invite.error.passwordCommon']).waitFor();
    await editor.getByLabel(VI['invite.password'], { exact: true }).fill(EDITOR_PASSWORD);
    await editor.getByLabel(VI['invite.passwordAgain'], { exact: true }).fill(EDITOR_PASSWORD);
    const setupCode = appCode(secret);
    await editor.getByLabel(VI['invite.code'], { exact: true }).fill(setupCode);
    await editor.getByRole('button', { name: VI['invite.createWithPassword'] }).click();
    await editor.getByRole('heading', { name: VI['recovery.title'] }).waitFor();
    await editor.getByRole('link', { name: VI['recovery.continue'] }).click();
    // An editor's admin opens on the studio.
    await editor.getByRole('heading', { level: 1, name: VI['studio.title'] }).waitFor();
    await editor.getByRole('button', { name: VI['admin.logout'] }).click();

    await editor.goto(`${origin}/admin?lang=vi`);
    await editor.getByLabel(VI['signIn.login'], { exact: true }).fill('minh');
    await editor.getByLabel(VI['admin.password'], { exact: true }).fill(EDITOR_PASSWORD);
    await editor.getByRole('button', { name: VI['signIn.next'] }).click();
    await editor.getByLabel(VI['signIn.code'], { exact: true }).fill(setupCode);
    await editor.getByRole('button', { name: VI['admin.login'] }).click();
    await editor.getByText(VI['signIn.codeFailed']).waitFor();
    await editor.getByLabel(VI['signIn.code'], { exact: true }).fill(appCode(secret, 1));
    await editor.getByRole('button', { name: VI['admin.login'] }).click();
    await editor.getByRole('heading', { level: 1, name: VI['studio.title'] }).waitFor();
    // The menu offers what an editor may open, and the server refuses the rest.
    expect(await editor.getByRole('navigation', { name: VI['menu.label'] }).getByRole('link').allTextContents()).toEqual([VI['studio.navLink'], VI['insights.navLink'], VI['menu.account']]);
    expect((await editor.request.get(`${origin}/admin/bookings.csv`)).status()).toBe(403);
    expect((await editor.request.get(`${origin}/admin/people`, { maxRedirects: 0 })).status()).toBe(403);

    const api = (route: string, body?: unknown) =>
      body === undefined ? editor.request.get(`${origin}/admin/api/studio/${route}`) : editor.request.post(`${origin}/admin/api/studio/${route}`, { headers: { Origin: origin }, data: body });
    const notice = (await (await api('documents/notice')).json()) as { version: string; data: Record<string, unknown> };
    expect((await api('documents/notice', { version: notice.version, data: { ...notice.data, show: false } })).status()).toBe(200);
    await editor.reload();
    await editor.getByRole('button', { name: VI['studio.publish.button'], exact: true }).click();
    // The publish's status, as the studio polls it, until it is no longer running.
    let status: { state?: string; error?: string; detail?: string[] } = {};
    for (const until = Date.now() + 240_000; Date.now() < until; await new Promise((resolve) => setTimeout(resolve, 250))) {
      status = (await (await api('publish')).json()) as typeof status;
      if (status.state !== 'running') break;
    }
    expect(status.state, `${status.error}\n${(status.detail ?? []).join('\n')}`).toBe('done');
    await editor.getByText(VI['studio.publish.done']).first().waitFor();
    const releases = (await (await api('releases')).json()) as { kind: string; by: string }[];
    expect(releases.find((entry) => entry.kind === 'publish')?.by).toBe('Minh (editor)');
    // The git record follows the release going live (the status says done first), so wait for it.
    const lastCommit = () => execFileSync('git', ['log', '-1', '--format=%B'], { cwd: site!.workspace.dir, encoding: 'utf8' });
    for (const until = Date.now() + 30_000; Date.now() < until && !lastCommit().includes('Minh (editor)'); ) await new Promise((resolve) => setTimeout(resolve, 200));
    expect(lastCommit()).toContain('Minh (editor)');
    await editor.context().close();
  }, 300_000);

  let frontDesk = '';

  it('gives the front desk the bookings and a 403 from the studio page and every studio API route', async () => {
    const made = await owner.request.post(`${origin}/admin/people/invite`, { headers: { Origin: origin }, form: { name: 'Hoa', role: 'front-desk', locale: 'vi' } });
    const { secret } = await acceptWithPassword(invitePath(await made.text()), 'hoa', 'Hoa');
    frontDesk = await signInWithPassword('hoa', secret);
    const as = (address: string, method = 'GET') => fetch(`${origin}${address}`, { method, headers: { Cookie: frontDesk, Origin: origin, 'Content-Type': 'application/json' }, redirect: 'manual', ...(method === 'POST' ? { body: '{}' } : {}) });
    expect((await as('/admin/bookings.csv')).status).toBe(200);
    const studioRoutes = Object.keys(ADMIN_ROUTES).filter((route) => route.startsWith('/admin/studio') || route.startsWith('/admin/api/studio'));
    expect(studioRoutes.length).toBeGreaterThan(15);
    for (const route of studioRoutes) {
      const address = route.replace(/\[\w+\]/g, 'x');
      for (const method of ['GET', 'POST']) expect(`${method} ${address} ${(await as(address, method)).status}`).toBe(`${method} ${address} 403`);
    }
    expect((await as('/admin/trail')).status).toBe(403);
    expect((await as('/admin/people')).status).toBe(403);
  }, 60_000);

  it('ends a disabled account’s session at its next request', async () => {
    await owner.goto(`${origin}/admin/people?lang=vi`);
    await owner.getByRole('button', { name: VI['people.disable'].replace('{name}', 'Hoa') }).click();
    await owner.getByText(VI['people.notice.disabled']).waitFor();
    expect((await fetch(`${origin}/admin/bookings.csv`, { headers: { Cookie: frontDesk } })).status).toBe(401);
    // And the account cannot sign in again.
    expect((await post('/admin/login', { login: 'hoa', password: EDITOR_PASSWORD })).headers.get('location')).toMatch(/error=loginFailed/);
  });

  it('shows the owner her sessions and the trail of who did what, by name', async () => {
    await owner.goto(`${origin}/admin/account?lang=vi`);
    await owner.getByText(VI['account.thisDevice'], { exact: false }).first().waitFor();
    expect(await axeViolations(owner)).toEqual([]);
    await owner.goto(`${origin}/admin/trail?lang=vi`);
    const lines = (await owner.locator('.admin-trail li').allTextContents()).join('\n');
    for (const expected of [
      `Trần Lan (owner)`,
      VI['trail.kind.account.create'],
      VI['trail.kind.invite.create'],
      `Minh (editor)`,
      VI['trail.kind.publish'],
      `Hoa (front-desk)`,
      VI['trail.kind.account.change'],
    ]) {
      expect(lines).toContain(expected);
    }
    // The editor's replayed code is a failed sign-in in his name.
    expect(lines).toMatch(/Minh \(editor\)[^\n]*one-time code/);
    const row = (actor: string, kind: keyof typeof VI, subject: string, outcome: 'ok' | 'refused') => ` · ${actor} · ${VI[kind]} · ${subject} · ${VI[`trail.outcome.${outcome}`]}`;
    // The owner's first invite came from the command line, which the account it made names too.
    expect(lines).toContain(row('npm run admin:invite', 'trail.kind.invite.create', 'Trần Lan (owner)', 'ok'));
    expect(lines).toContain(row('Trần Lan (owner)', 'trail.kind.account.create', 'owner, invited by npm run admin:invite', 'ok'));
    expect(lines).toContain(row('Trần Lan (owner)', 'trail.kind.invite.create', 'Hoa (front-desk)', 'ok'));
    // Each of the front desk's refused studio requests, by name and route.
    const studioRoutes = Object.keys(ADMIN_ROUTES).filter((route) => route.startsWith('/admin/studio') || route.startsWith('/admin/api/studio'));
    for (const route of studioRoutes) {
      for (const method of ['GET', 'POST']) expect(lines).toContain(row('Hoa (front-desk)', 'trail.kind.access.denied', `${method} ${route}`, 'refused'));
    }
    // The disabled account's refused request: the person and why, though it answered 401 as to anyone.
    expect(lines).toContain(row('Hoa (front-desk)', 'trail.kind.session.refused', 'account disabled: GET /admin/bookings.csv', 'refused'));
    // The trail's filter offers the kind by its name.
    expect(await owner.locator('select[name="kind"] option[value="session.refused"]').textContent()).toBe(VI['trail.kind.session.refused']);
  });

  it('fits every people page at 360 px with nothing for axe, and lets the owner invite with the keyboard alone', async () => {
    /** No sideways scroll, no axe violation: what `name` must be on a small phone. */
    const fits = async (page: Page, name: string) => {
      const { scrollWidth, viewport } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, viewport: window.innerWidth }));
      expect(viewport, name).toBe(SMALL_PHONE.viewport.width);
      expect(scrollWidth, `${name} scrolls sideways`).toBeLessThanOrEqual(viewport);
      expect(await axeViolations(page), name).toEqual([]);
    };
    // The owner's own session, on a small phone.
    const ownerContext = await browser.newContext({ ...SMALL_PHONE, storageState: await owner.context().storageState() });
    const small = await ownerContext.newPage();
    for (const [name, address] of [
      ['people', '/admin/people?lang=vi'],
      ['account', '/admin/account?lang=vi'],
      ['trail', '/admin/trail?lang=vi'],
    ] as const) {
      await small.goto(`${origin}${address}`);
      await fits(small, name);
      // Her own sessions are listed, this one marked.
      if (name === 'account') expect(await small.getByText(VI['account.thisDevice'], { exact: false }).count()).toBeGreaterThan(0);
    }

    // The keyboard alone: Tab to the invite form, type, choose, Enter; Tab to the copy button.
    // Every stop on the way shows where the focus is.
    const focus = () =>
      small.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return { at: 'body', visible: false, value: '' };
        const style = getComputedStyle(el);
        const ring = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
        return { at: `${el.tagName.toLowerCase()}#${el.id} ${el.textContent?.trim().slice(0, 40) ?? ''}`, visible: el.matches(':focus-visible') && ring, value: (el as HTMLInputElement).value ?? '' };
      });
    const tabTo = async (reached: (at: string) => boolean) => {
      for (let stops = 0; stops < 60; stops += 1) {
        await small.keyboard.press('Tab');
        const now = await focus();
        expect(now.visible, `focus not visible on ${now.at}`).toBe(true);
        if (reached(now.at)) return;
      }
      throw new Error('the keyboard never reached it');
    };
    await small.goto(`${origin}/admin/people?lang=vi`);
    await tabTo((at) => at.startsWith('input#people-name'));
    await small.keyboard.type('Kim');
    await tabTo((at) => at.startsWith('select#people-role'));
    // The role list starts on front desk; the editor is the one above it.
    await small.keyboard.press('ArrowUp');
    expect((await focus()).value).toBe('editor');
    await tabTo((at) => at.startsWith('select#people-locale'));
    await small.keyboard.press('ArrowDown');
    expect((await focus()).value).toBe(LOCALES[1]);
    await tabTo((at) => at.startsWith('button#') && at.includes(VI['people.makeLink']));
    await small.keyboard.press('Enter');
    await small.getByRole('heading', { level: 1, name: VI['people.linkTitle'].replace('{name}', 'Kim') }).waitFor();
    const link = await small.locator('#invite-link').inputValue();
    expect(link).toMatch(/\/admin\/invite\/[A-Za-z0-9_-]{43}$/);
    await fits(small, 'invite link');
    // The copy button comes with the page's script.
    await small.getByRole('button', { name: VI['people.copy'] }).waitFor();
    await tabTo((at) => at.startsWith('button#') && at.includes(VI['people.copy']));
    await ownerContext.close();

    // Kim, signed out on her own small phone: the sign-in page, then the invite with an app's key
    // shown to scan, her recovery codes, her account and its new recovery codes.
    const kimContext = await browser.newContext(SMALL_PHONE);
    const kim = await kimContext.newPage();
    await kim.goto(`${origin}/admin?lang=vi`);
    await kim.getByLabel(VI['signIn.login'], { exact: true }).waitFor();
    await fits(kim, 'sign-in');
    await kim.goto(link);
    await kim.locator('.totp-setup__key').waitFor();
    await fits(kim, 'invite form with the app setup');
    const secret = ((await kim.locator('.totp-setup__key').textContent()) ?? '').replace(/ /g, '');
    await kim.getByLabel(VI['signIn.login'], { exact: true }).fill('kim');
    await kim.getByLabel(VI['invite.password'], { exact: true }).fill(EDITOR_PASSWORD);
    await kim.getByLabel(VI['invite.passwordAgain'], { exact: true }).fill(EDITOR_PASSWORD);
    await kim.getByLabel(VI['invite.code'], { exact: true }).fill(appCode(secret));
    await kim.getByRole('button', { name: VI['invite.createWithPassword'] }).click();
    await kim.getByRole('heading', { name: VI['recovery.title'] }).waitFor();
    await fits(kim, 'recovery codes');
    await kim.goto(`${origin}/admin/account?lang=vi`);
    await fits(kim, 'account with a password and app');
    await kim.getByRole('button', { name: VI['account.newRecoveryCodes'] }).click();
    await kim.getByRole('heading', { level: 1, name: VI['account.newRecoveryCodes'] }).waitFor();
    await fits(kim, 'new recovery codes');
    await kimContext.close();
  }, 120_000);

  it('lets the passkey-only owner who lost her phone in once with a recovery code, never a password account', async () => {
    const [first, second] = ownerCodes;
    // A password account's recovery code stands in for its one-time code only, after the password.
    expect((await post('/admin/recover', { login: 'minh', code: first ?? '' })).headers.get('location')).toBe('/admin/recover?error=loginFailed');
    const recovered = await post('/admin/recover', { login: 'tran.lan', code: first ?? '' });
    expect(recovered.headers.get('location')).toBe('/admin/account?notice=recovered');
    expect((await fetch(`${origin}/admin/people`, { headers: { Cookie: cookieOf(recovered, 'kingstone_admin') }, redirect: 'manual' })).status).toBe(200);
    // The code is spent; the next one still works.
    expect((await post('/admin/recover', { login: 'tran.lan', code: first ?? '' })).headers.get('location')).toBe('/admin/recover?error=loginFailed');
    expect((await post('/admin/recover', { login: 'tran.lan', code: second ?? '' })).headers.get('location')).toBe('/admin/account?notice=recovered');
  });

  it('serves every people page as valid HTML (the W3C Nu checker)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kingstone-people-html-'));
    const asOwner = async (p: string) => (await owner.request.get(`${origin}${p}`)).text();
    const invite = await owner.request.post(`${origin}/admin/people/invite?lang=vi`, { headers: { Origin: origin }, form: { name: 'Thu', role: 'editor', locale: 'en' } });
    const inviteLink = await invite.text();
    const step = await post('/admin/login', { login: 'minh', password: EDITOR_PASSWORD });
    const pages: Record<string, string> = {
      'sign-in': await (await fetch(`${origin}/admin?lang=vi`)).text(),
      recover: await (await fetch(`${origin}/admin/recover?lang=en`)).text(),
      'second-factor': await (await fetch(`${origin}/admin/second-factor`, { headers: { Cookie: cookieOf(step, 'kingstone_admin_step') } })).text(),
      'invite-link': inviteLink,
      'invite-form': await (await fetch(`${origin}${invitePath(inviteLink)}`)).text(),
      'invite-gone': await (await fetch(`${origin}/admin/invite/${'A'.repeat(43)}`)).text(),
      people: await asOwner('/admin/people?lang=vi'),
      account: await asOwner('/admin/account'),
      trail: await asOwner('/admin/trail?lang=en'),
    };
    expect(pages['second-factor']).toContain(VI['signIn.codeTitle']);
    for (const [name, html] of Object.entries(pages)) writeFileSync(path.join(dir, `${name}.html`), html);
    const errors = await validateFolder(dir);
    expect(errors.map(describeMessage)).toEqual([]);
    expect(editorSecret).not.toBe('');
  }, 120_000);
});
