// Issue 34, finding 4, as a guesser meets it at POST /admin/login: limits counted per exact
// address (an IPv6 /64 was 2^64 fresh clients) and had no budget across clients (five addresses
// got 25 guesses). The owner's browser that logged in before still gets in during a pause.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIContext } from 'astro';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GLOBAL_LOGIN_FAILURES, LOGIN_FAILURES } from '../../src/server/services/admin/login-limit';
import { shutdownRuntime } from '../../src/server/web/runtime';
import { HOST_BRIDGE } from '../../src/server/http/host-bridge';
import { POST } from '../../src/pages/admin/login';
import { throughGate } from '../support/studio-routes';
import { SITE } from '../../src/config/site';

const PASSWORD = 'owner-password-long';

/** A browser's cookies, as Astro hands them to the route. */
function cookieJar() {
  const jar = new Map<string, string>();
  return {
    jar,
    cookies: {
      get: (name: string) => (jar.has(name) ? { value: jar.get(name)! } : undefined),
      set: (name: string, value: string) => void jar.set(name, value),
      delete: (name: string) => void jar.delete(name),
    },
  };
}

/** One login from `address` (as the host settled it); the error the admin page is sent back with, or 'in'. */
async function login(address: string, password: string, browser = cookieJar()) {
  const url = new URL('http://localhost/admin/login');
  const request = new Request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE.url, [HOST_BRIDGE.CLIENT_ADDRESS_HEADER]: address },
    body: new URLSearchParams({ password }).toString(),
  });
  const res = await throughGate(POST, { request, url, cookies: browser.cookies, clientAddress: address } as unknown as APIContext);
  expect(res.status).toBe(303);
  const error = new URL(res.headers.get('location')!, url).searchParams.get('error');
  return error ?? (browser.jar.has('kingstone_admin') ? 'in' : 'no session');
}

describe('POST /admin/login', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'kingstone-login-route-'));
  const ownersPhone = cookieJar();
  beforeAll(async () => {
    vi.stubEnv('DATABASE_URL', '');
    vi.stubEnv('DATA_DIR', dir);
    vi.stubEnv('ADMIN_PASSWORD', PASSWORD);
    vi.stubEnv('INSTALL_SECRET', 'c4'.repeat(32));
    // Every attempt is logged as a line of JSON; not in the test's output.
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    // The owner logged in once from a phone, before any guessing.
    expect(await login('198.51.100.200', PASSWORD, ownersPhone)).toBe('in');
    ownersPhone.jar.delete('kingstone_admin');
  });
  afterAll(async () => {
    await shutdownRuntime();
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a sign-in posted from another site (no same-site Origin): 403, and no session', async () => {
    for (const origin of [undefined, 'https://evil.example']) {
      const url = new URL('http://localhost/admin/login');
      const browser = cookieJar();
      const request = new Request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...(origin ? { origin } : {}), [HOST_BRIDGE.CLIENT_ADDRESS_HEADER]: '198.51.100.9' },
        body: new URLSearchParams({ password: PASSWORD }).toString(),
      });
      const res = await throughGate(POST, { request, url, cookies: browser.cookies, clientAddress: '198.51.100.9' } as unknown as APIContext);
      expect(res.status).toBe(403);
      expect(browser.jar.has('kingstone_admin')).toBe(false);
    }
  });

  it('counts every address of one IPv6 /64 as one guesser', async () => {
    const outcomes = [];
    for (let i = 1; i <= LOGIN_FAILURES + 1; i += 1) outcomes.push(await login(`2001:db8:7:7::${i.toString(16)}`, `guess-${i}`));
    expect(outcomes).toEqual([...Array<string>(LOGIN_FAILURES).fill('loginFailed'), 'tooMany']);
    // Even the right password is not checked from that /64 now; a neighbouring /64 is someone else.
    expect(await login('2001:db8:7:7:ffff:ffff:ffff:ffff', PASSWORD)).toBe('tooMany');
    expect(await login('2001:db8:7:8::1', PASSWORD)).toBe('in');
  });

  it('keeps an IPv4-mapped address and its IPv4 form one client', async () => {
    for (let i = 0; i < LOGIN_FAILURES; i += 1) await login(i % 2 ? '::ffff:192.0.2.9' : '192.0.2.9', `guess-${i}`);
    expect(await login('192.0.2.9', PASSWORD)).toBe('tooMany');
    expect(await login('::ffff:192.0.2.9', PASSWORD)).toBe('tooMany');
  });

  it(`pauses every login after ${GLOBAL_LOGIN_FAILURES} wrong passwords from many addresses, but lets the owner's known phone in`, async () => {
    // Failures so far: five from the /64 and five from 192.0.2.9; the rest come from a botnet, one guess each.
    const botnet = [];
    for (let i = 1; i <= GLOBAL_LOGIN_FAILURES; i += 1) botnet.push(await login(`203.0.113.${i}`, `guess-${i}`));
    const checked = 2 * LOGIN_FAILURES + botnet.filter((o) => o === 'loginFailed').length;
    expect(checked).toBe(GLOBAL_LOGIN_FAILURES);
    expect(botnet.at(-1)).toBe('paused');
    // A fresh address, even with the right password, is told logins are paused; nothing is checked.
    expect(await login('203.0.113.250', PASSWORD)).toBe('paused');
    expect(await login('2001:db8:9:9::1', PASSWORD)).toBe('paused');
    // The owner's phone that logged in before still gets in, with the right password only.
    expect(await login('198.51.100.201', 'not the password', ownersPhone)).toBe('loginFailed');
    expect(await login('198.51.100.201', PASSWORD, ownersPhone)).toBe('in');
  });

  it('does not take a forged device cookie as known', async () => {
    const forged = cookieJar();
    forged.jar.set('kingstone_device', `${'0'.repeat(32)}.${'0'.repeat(64)}`);
    expect(await login('203.0.113.251', PASSWORD, forged)).toBe('paused');
  });
});
