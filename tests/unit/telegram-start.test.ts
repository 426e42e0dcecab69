// Issue 34, finding 8: presses count only from TELEGRAM_ALLOWED_USER_IDS. What the start handshake
// (src/pages/api/internal/start.ts) makes of the list: a malformed one stops the start in one line;
// with the buttons on and nobody named, the server starts and its log says every press will be
// answered "Not allowed" and how to find the id to set. Once accounts exist (issue 36), the list no
// longer counts: the log says to link Telegram from the profile while nobody who answers bookings
// has, and to remove a list still set.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIContext } from 'astro';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb, shutdownRuntime } from '../../src/server/web/runtime';
import { createAccount, linkTelegram, type Account } from '../../src/server/services/admin/accounts';
import { createInvite, findInvite } from '../../src/server/services/admin/invites';
import type { Role } from '../../src/people/roles';
import { POST } from '../../src/pages/api/internal/start';
import { allowedUsersNote } from '../../src/server/web/telegram/callback';

const TOKEN = 'unit-test-internal-token-telegram';
const BOT_TOKEN = '123456:unit-test-token';
const SECRET = 'unit-test-webhook-secret';

/** An account in the start's database (DATA_DIR), as an invite makes it. */
async function person(role: Role, name: string): Promise<Account> {
  const { db } = await getDb();
  const invite = await findInvite(db, await createInvite(db, { role, name, locale: 'vi', by: 'test' }));
  if (typeof invite === 'string') throw new Error(invite);
  const account = await createAccount(db, invite, { login: name.toLowerCase(), name, locale: 'vi', secondFactor: { passwordHash: 'scrypt$00$00', totpSecret: 'JBSWY3DPEHPK3PXP', totpStep: 1 } });
  if (typeof account === 'string') throw new Error(account);
  return account;
}

const start = () => POST({ request: new Request('http://localhost/api/internal/start', { method: 'POST', headers: { 'x-internal-token': TOKEN } }) } as APIContext);

describe('the start with the Telegram buttons on', () => {
  let dir: string;
  let warned: string[];
  beforeAll(() => {
    vi.stubEnv('KINGSTONE_INTERNAL_TOKEN', TOKEN);
    vi.stubEnv('ADMIN_PASSWORD', '');
    vi.stubEnv('ADMIN_PASSWORD_HASH', '');
    vi.stubEnv('INSTALL_SECRET', 'cd'.repeat(32));
    vi.stubEnv('TELEGRAM_BOT_TOKEN', '123456:unit-test-token');
    vi.stubEnv('TELEGRAM_CHAT_ID', '-100200300');
    vi.stubEnv('TELEGRAM_WEBHOOK_SECRET', 'unit-test-webhook-secret');
    // Nothing may reach the real Bot API: an address that refuses at once.
    vi.stubEnv('TELEGRAM_API_BASE', 'http://127.0.0.1:9');
  });
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'kingstone-telegram-start-'));
    vi.stubEnv('DATA_DIR', dir);
    // The start's own embedded database, fresh for each test: the accounts a test makes must not
    // outlive it, as they would in a shared PostgreSQL database (DATABASE_URL in CI).
    vi.stubEnv('DATABASE_URL', '');
    warned = [];
    vi.spyOn(console, 'warn').mockImplementation((line: unknown) => void warned.push(String(line)));
  });
  afterEach(async () => {
    vi.mocked(console.warn).mockRestore();
    await shutdownRuntime();
    rmSync(dir, { recursive: true, force: true });
  });
  afterAll(() => vi.unstubAllEnvs());

  it('is refused in one line when TELEGRAM_ALLOWED_USER_IDS is not a list of ids', async () => {
    vi.stubEnv('TELEGRAM_ALLOWED_USER_IDS', '@owner');
    const res = await start();
    expect(res.status).toBe(500);
    expect(await res.text()).toBe('TELEGRAM_ALLOWED_USER_IDS must be Telegram user ids (numbers) separated by commas, at most 50');
  });

  it('goes on without TELEGRAM_ALLOWED_USER_IDS, and its log says no press will count and how to find an id', async () => {
    vi.stubEnv('TELEGRAM_ALLOWED_USER_IDS', '');
    expect((await start()).status).toBe(204);
    expect(warned.filter((line) => line.startsWith('telegram:'))).toEqual([
      'telegram: TELEGRAM_ALLOWED_USER_IDS is not set, so every Confirm/Decline press is answered "Not allowed" and changes nothing; press one once and this log names your Telegram user id to set',
    ]);
  });

  it('once accounts exist, says to link Telegram from the profile until someone who answers bookings has, never to set the list', async () => {
    vi.stubEnv('TELEGRAM_ALLOWED_USER_IDS', '');
    const { db } = await getDb();
    await person('owner', 'Lan');
    const editor = await person('editor', 'Minh');
    expect((await start()).status).toBe(204);
    // An editor's link does not count: the role does not answer bookings.
    await linkTelegram(db, editor.id, '5005');
    expect((await start()).status).toBe(204);
    const nobody = 'telegram: nobody who answers bookings has linked Telegram yet, so every Confirm/Decline press is answered "Not allowed" and changes nothing; each owner or front desk links theirs on their profile (/admin/account, Link Telegram)';
    expect(warned.filter((line) => line.startsWith('telegram:'))).toEqual([nobody, nobody]);
    const hoa = await person('front-desk', 'Hoa');
    await linkTelegram(db, hoa.id, '3003');
    warned = [];
    expect((await start()).status).toBe(204);
    expect(warned.filter((line) => line.startsWith('telegram:'))).toEqual([]);
    // A list left from before the accounts is said to be ignored.
    vi.stubEnv('TELEGRAM_ALLOWED_USER_IDS', '123456789');
    expect((await start()).status).toBe(204);
    expect(warned.filter((line) => line.startsWith('telegram:'))).toEqual([
      'telegram: accounts exist, so TELEGRAM_ALLOWED_USER_IDS no longer counts (a press acts only as the person who linked that Telegram on their profile); remove it from the settings',
    ]);
  });

  it('says nothing of it when the list names someone', async () => {
    vi.stubEnv('TELEGRAM_ALLOWED_USER_IDS', '123456789');
    expect((await start()).status).toBe(204);
    expect(warned.filter((line) => line.includes('TELEGRAM_ALLOWED_USER_IDS'))).toEqual([]);
  });
});

describe('the start log’s line about who may press', () => {
  it('says who may press: the list before accounts, linking from the profile once they exist', () => {
    const on = { TELEGRAM_BOT_TOKEN: BOT_TOKEN, TELEGRAM_CHAT_ID: '1', TELEGRAM_WEBHOOK_SECRET: SECRET };
    const listed = { ...on, TELEGRAM_ALLOWED_USER_IDS: '42' };
    const notAllowed = 'every Confirm/Decline press is answered "Not allowed" and changes nothing';
    const link = 'each owner or front desk links theirs on their profile (/admin/account, Link Telegram)';
    // Buttons off, or the database unread: nothing to say.
    expect(allowedUsersNote({ TELEGRAM_BOT_TOKEN: BOT_TOKEN, TELEGRAM_CHAT_ID: '1' }, { accounts: false, linked: false })).toBeUndefined();
    expect(allowedUsersNote(on, undefined)).toBeUndefined();
    // Before accounts: the list is who counts.
    expect(allowedUsersNote(on, { accounts: false, linked: false })).toBe(`telegram: TELEGRAM_ALLOWED_USER_IDS is not set, so ${notAllowed}; press one once and this log names your Telegram user id to set`);
    expect(allowedUsersNote(listed, { accounts: false, linked: false })).toBeUndefined();
    // With accounts: the list no longer counts, and nobody linked means nobody may press.
    expect(allowedUsersNote(on, { accounts: true, linked: false })).toBe(`telegram: nobody who answers bookings has linked Telegram yet, so ${notAllowed}; ${link}`);
    expect(allowedUsersNote(on, { accounts: true, linked: true })).toBeUndefined();
    expect(allowedUsersNote(listed, { accounts: true, linked: true })).toBe(
      'telegram: accounts exist, so TELEGRAM_ALLOWED_USER_IDS no longer counts (a press acts only as the person who linked that Telegram on their profile); remove it from the settings',
    );
    expect(allowedUsersNote(listed, { accounts: true, linked: false })).toBe(
      `telegram: accounts exist, so TELEGRAM_ALLOWED_USER_IDS no longer counts (a press acts only as the person who linked that Telegram on their profile); remove it from the settings; nobody who answers bookings has linked Telegram yet, so ${notAllowed}: ${link}`,
    );
    for (const state of [{ accounts: true, linked: false }, { accounts: true, linked: true }]) expect(allowedUsersNote(on, state) ?? '').not.toContain('set TELEGRAM_ALLOWED_USER_IDS');
  });
});
