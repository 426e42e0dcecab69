import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../src/server/data/connect';
import {
  accountForPassword,
  changeAccount,
  cleanName,
  createAccount,
  getAccount,
  linkTelegram,
  suggestLogin,
  type Account,
  type NewAccount,
} from '../../src/server/services/admin/accounts';
import { createChallenge, peekChallenge, takeChallenge } from '../../src/server/services/admin/challenges';
import { createInvite, findInvite, inviteTotpSecret, pendingInvites, revokeInvite, type Invite } from '../../src/server/services/admin/invites';
import { passwordProblem } from '../../src/server/services/admin/password-rules';
import { recoveryCodesLeft, renewRecoveryCodes, spendRecoveryCode, RECOVERY_CODE_COUNT } from '../../src/server/services/admin/recovery-codes';
import { ADMIN_ACCESSES, homeOf, roleMay, ROLES, type Role } from '../../src/people/roles';
import { checkSession, createAccountSession, createSession, endAccountSession, readSession, sessionsOf } from '../../src/server/services/admin/session';
import { DATABASE_TARGETS, openOwnTestDatabase } from '../support/database';

const NOW = new Date('2026-11-28T08:00:00Z');
const minutesLater = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const hoursLater = (hours: number) => minutesLater(hours * 60);
const TAG = 'tag-of-the-shared-password';
const DEVICE = { device: 'iPhone · Safari', client: '203.0.113.7' };

describe('passwordProblem', () => {
  it.each([
    ['', 'short'],
    ['elevenchars', 'short'],
    ['password1234', 'common'],
    ['qwertyuiop12', 'common'],
    // A listed word with digits and symbols around it.
    ['iloveyou2024!', 'common'],
    ['!!Sunshine1990', 'common'],
    ['abcabcabcabc', 'common'],
    ['111111111111', 'common'],
    ['abcdefghijklmnop', 'common'],
    ['Kingstone2026!', 'personal'],
  ] as const)('refuses %j as %s', async (password, problem) => {
    expect(await passwordProblem(password)).toBe(problem);
  });

  it('refuses the person’s own login or name, however spaced or dressed', async () => {
    const personal = ['tran.thi.lan', 'Nguyen Van Minh'];
    expect(await passwordProblem('tran.thi.lan', personal)).toBe('personal');
    expect(await passwordProblem('TRAN.THI.LAN', personal)).toBe('personal');
    expect(await passwordProblem('nguyenvanminh', personal)).toBe('personal');
    expect(await passwordProblem('Nguyen Van Minh 1990', personal)).toBe('personal');
    // The same words are fine for someone else.
    expect(await passwordProblem('nguyenvanminh', ['lan'])).toBeUndefined();
  });

  it('lets a good passphrase through, whoever sets it', async () => {
    for (const password of ['lantern mango ferry 47', 'Mưa rơi trên phố cổ', '바다 위의 등대 세 개']) {
      expect(await passwordProblem(password, ['tran.thi.lan', 'Trần Thị Lan'])).toBeUndefined();
    }
  });
});

describe('roles', () => {
  it("give the owner everything, an editor the studio, the front desk the bookings but not the guests' private ratings", () => {
    const matrix = Object.fromEntries(ROLES.map((role) => [role, ADMIN_ACCESSES.filter((access) => roleMay(role, access))]));
    expect(matrix).toEqual({
      owner: ['anyone', 'bookings', 'studio', 'trail', 'accounts', 'insights', 'ratings'],
      editor: ['anyone', 'studio', 'insights'],
      'front-desk': ['anyone', 'bookings'],
    });
  });

  it('send each role to the first page it may open', () => {
    expect(ROLES.map(homeOf)).toEqual(['/admin', '/admin/studio', '/admin']);
  });
});

describe('names and logins', () => {
  it.each([
    ['  Lan   Anh ', 'Lan Anh'],
    ['Trần Thị Lan', 'Trần Thị Lan'],
    ['', undefined],
    ['   ', undefined],
    ['a'.repeat(61), undefined],
    ['Lan\u0007', undefined],
  ])('cleans the name %j to %j', (typed, clean) => {
    expect(cleanName(typed)).toBe(clean);
  });

  it.each([
    ['Trần Thị Lan', 'tran.thi.lan'],
    ['Đỗ Minh', 'do.minh'],
    ['  Kim  Ji-woo ', 'kim.ji.woo'],
    ['김지우', ''],
    ['Al', ''],
  ])('suggests a login for %j: %j', (name, login) => {
    expect(suggestLogin(name)).toBe(login);
  });
});

describe.each(DATABASE_TARGETS)('accounts on $name', ({ databaseUrl }) => {
  let db: Db;
  beforeAll(async () => {
    vi.stubEnv('INSTALL_SECRET', '4b'.repeat(32));
    db = await openOwnTestDatabase('kingstone-accounts-', databaseUrl);
  });
  beforeEach(async () => {
    for (const table of ['admin_sessions', 'admin_challenges', 'admin_recovery_codes', 'admin_passkeys', 'admin_accounts', 'admin_invites', 'admin_trail'] as const) {
      await db.db.deleteFrom(table).execute();
    }
  });
  afterAll(async () => {
    await db?.close();
    vi.unstubAllEnvs();
  });

  async function invite(role: Role = 'editor', now = NOW): Promise<{ token: string; invite: Invite }> {
    const token = await createInvite(db.db, { role, name: 'Lan', locale: 'vi', by: 'Owner (owner)' }, now);
    const found = await findInvite(db.db, token, now);
    if (typeof found === 'string') throw new Error(`invite: ${found}`);
    return { token, invite: found };
  }

  const passwordPath = (login: string): NewAccount => ({
    login,
    name: login.toUpperCase(),
    locale: 'ko',
    secondFactor: { passwordHash: 'scrypt$00$00', totpSecret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', totpStep: 1 },
  });

  async function account(login: string, role: Role = 'editor'): Promise<Account> {
    const made = await createAccount(db.db, (await invite(role)).invite, passwordPath(login), NOW);
    if (typeof made === 'string') throw new Error(`account: ${made}`);
    return made;
  }

  describe('recovery codes', () => {
    it('are ten distinct codes, each good once', async () => {
      const { id } = await account('lan');
      const codes = await renewRecoveryCodes(db.db, id);
      expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
      expect(new Set(codes).size).toBe(10);
      for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
      expect(await recoveryCodesLeft(db.db, id)).toBe(10);
      expect(await spendRecoveryCode(db.db, id, codes[0]!)).toBe(true);
      expect(await spendRecoveryCode(db.db, id, codes[0]!)).toBe(false);
      expect(await recoveryCodesLeft(db.db, id)).toBe(9);
      // Typed from paper: capitals, a space for the dash.
      expect(await spendRecoveryCode(db.db, id, codes[1]!.toUpperCase().replace('-', ' '))).toBe(true);
      expect(await recoveryCodesLeft(db.db, id)).toBe(8);
      for (const code of codes.slice(2)) expect(await spendRecoveryCode(db.db, id, code)).toBe(true);
      expect(await recoveryCodesLeft(db.db, id)).toBe(0);
    });

    it('refuses a wrong code, another person’s code, and garbage', async () => {
      const lan = await account('lan');
      const minh = await account('minh');
      const codes = await renewRecoveryCodes(db.db, lan.id);
      await renewRecoveryCodes(db.db, minh.id);
      const wrong = 'aaaaa-aaaaa';
      expect(codes).not.toContain(wrong);
      expect(await spendRecoveryCode(db.db, lan.id, wrong)).toBe(false);
      expect(await spendRecoveryCode(db.db, minh.id, codes[0]!)).toBe(false);
      for (const junk of ['', 'aaaaa', 'aaaaa-aaaaa-aaaaa', "' or 1=1 --"]) expect(await spendRecoveryCode(db.db, lan.id, junk)).toBe(false);
      expect(await recoveryCodesLeft(db.db, lan.id)).toBe(10);
      expect(await recoveryCodesLeft(db.db, minh.id)).toBe(10);
    });

    it('lets exactly one of two requests racing with the same code spend it', async () => {
      const { id } = await account('lan');
      const [code] = await renewRecoveryCodes(db.db, id);
      const results = await Promise.all([spendRecoveryCode(db.db, id, code!), spendRecoveryCode(db.db, id, code!)]);
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await recoveryCodesLeft(db.db, id)).toBe(9);
    });

    it('renewed, make the old ones worthless', async () => {
      const { id } = await account('lan');
      const old = await renewRecoveryCodes(db.db, id);
      await spendRecoveryCode(db.db, id, old[0]!);
      const fresh = await renewRecoveryCodes(db.db, id);
      expect(fresh.some((code) => old.includes(code))).toBe(false);
      expect(await recoveryCodesLeft(db.db, id)).toBe(10);
      for (const code of old.slice(1)) expect(await spendRecoveryCode(db.db, id, code)).toBe(false);
      expect(await spendRecoveryCode(db.db, id, fresh[0]!)).toBe(true);
    });
  });

  describe('challenges', () => {
    it('are looked at any number of times, taken once', async () => {
      const token = await createChallenge(db.db, 'second-factor', 'account-1', { payload: { login: 'lan' }, now: NOW });
      expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(await peekChallenge(db.db, 'second-factor', token, NOW)).toEqual({ subject: 'account-1', payload: { login: 'lan' } });
      expect(await peekChallenge(db.db, 'second-factor', token, NOW)).toBeDefined();
      expect(await takeChallenge(db.db, 'second-factor', token, NOW)).toEqual({ subject: 'account-1', payload: { login: 'lan' } });
      expect(await takeChallenge(db.db, 'second-factor', token, NOW)).toBeUndefined();
      expect(await peekChallenge(db.db, 'second-factor', token, NOW)).toBeUndefined();
    });

    it('go to exactly one of two requests taking the same one at once', async () => {
      const token = await createChallenge(db.db, 'passkey-sign-in', '', { now: NOW });
      const results = await Promise.all([takeChallenge(db.db, 'passkey-sign-in', token, NOW), takeChallenge(db.db, 'passkey-sign-in', token, NOW)]);
      expect(results.filter((r) => r !== undefined)).toEqual([{ subject: '', payload: undefined }]);
    });

    it('are not taken once expired', async () => {
      const late = await createChallenge(db.db, 'second-factor', 's', { now: NOW });
      const inTime = await createChallenge(db.db, 'second-factor', 's', { now: NOW });
      expect(await takeChallenge(db.db, 'second-factor', late, minutesLater(5))).toBeUndefined();
      expect(await takeChallenge(db.db, 'second-factor', inTime, minutesLater(4.9))).toBeDefined();
      // A Telegram linking code lasts ten minutes.
      const telegram = await createChallenge(db.db, 'telegram-link', 's', { now: NOW });
      expect(await peekChallenge(db.db, 'telegram-link', telegram, minutesLater(9.9))).toBeDefined();
      expect(await takeChallenge(db.db, 'telegram-link', telegram, minutesLater(10))).toBeUndefined();
    });

    it('are not taken for another purpose, which leaves them for their own', async () => {
      const token = await createChallenge(db.db, 'passkey-add', 'account-1', { now: NOW });
      expect(await takeChallenge(db.db, 'passkey-invite', token, NOW)).toBeUndefined();
      expect(await takeChallenge(db.db, 'passkey-sign-in', token, NOW)).toBeUndefined();
      expect(await takeChallenge(db.db, 'passkey-add', token, NOW)).toEqual({ subject: 'account-1', payload: undefined });
    });

    it('refuse missing, unknown and oversized tokens', async () => {
      await createChallenge(db.db, 'second-factor', 's', { now: NOW });
      for (const token of [undefined, '', 'unknown-token', 'x'.repeat(500)]) expect(await takeChallenge(db.db, 'second-factor', token, NOW)).toBeUndefined();
    });
  });

  describe('invites', () => {
    it('are each recorded in the trail as they are made, whoever makes them: the command line too', async () => {
      await createInvite(db.db, { role: 'owner', name: 'Trần Lan', locale: 'vi', by: 'npm run admin:invite' }, NOW);
      await createInvite(db.db, { role: 'front-desk', name: 'Hoa', locale: 'vi', by: 'Trần Lan (owner)', client: '3fa2c1d94b7e0a15' }, minutesLater(5));
      const rows = await db.db.selectFrom('admin_trail').select(['at', 'actor', 'kind', 'subject', 'outcome', 'client']).orderBy('at').execute();
      expect(rows).toEqual([
        { at: NOW.toISOString(), actor: 'npm run admin:invite', kind: 'invite.create', subject: 'Trần Lan (owner)', outcome: 'ok', client: null },
        { at: minutesLater(5).toISOString(), actor: 'Trần Lan (owner)', kind: 'invite.create', subject: 'Hoa (front-desk)', outcome: 'ok', client: '3fa2c1d9' },
      ]);
    });

    it('open for 24 hours, then are expired and make no account', async () => {
      const { token, invite: found } = await invite('front-desk');
      expect(found).toMatchObject({ role: 'front-desk', name: 'Lan', locale: 'vi', createdBy: 'Owner (owner)' });
      expect(await findInvite(db.db, token, hoursLater(23.9))).toMatchObject({ id: found.id });
      expect(await findInvite(db.db, token, hoursLater(24))).toBe('expired');
      expect(await createAccount(db.db, found, passwordPath('lan'), hoursLater(24))).toBe('invite-gone');
      expect(await getAccount(db.db, 'lan')).toBeUndefined();
      expect(await accountForPassword(db.db, 'lan')).toBeUndefined();
    });

    it('make one account with the invite’s role, then are used', async () => {
      const { token, invite: found } = await invite('front-desk');
      const made = await createAccount(db.db, found, passwordPath('lan'), NOW);
      expect(made).toMatchObject({ login: 'lan', name: 'LAN', locale: 'ko', role: 'front-desk', disabledAt: null, hasPassword: true });
      expect(await findInvite(db.db, token, NOW)).toBe('used');
      expect(await createAccount(db.db, found, passwordPath('minh'), NOW)).toBe('invite-gone');
      expect(await accountForPassword(db.db, 'minh')).toBeUndefined();
    });

    it('let exactly one of two racing uses make an account', async () => {
      const { invite: found } = await invite();
      const results = await Promise.all([createAccount(db.db, found, passwordPath('lan'), NOW), createAccount(db.db, found, passwordPath('minh'), NOW)]);
      expect(results.filter((r) => r === 'invite-gone')).toHaveLength(1);
      expect(results.filter((r) => typeof r === 'object')).toHaveLength(1);
      expect(await db.db.selectFrom('admin_accounts').select('login').execute()).toHaveLength(1);
    });

    it('revoked, open nothing and make no account', async () => {
      const { token, invite: found } = await invite();
      expect(await revokeInvite(db.db, found.id, NOW)).toBe(true);
      expect(await revokeInvite(db.db, found.id, NOW)).toBe(false);
      expect(await findInvite(db.db, token, NOW)).toBe('revoked');
      expect(await createAccount(db.db, found, passwordPath('lan'), NOW)).toBe('invite-gone');
      expect(await revokeInvite(db.db, 'not-an-id', NOW)).toBe(false);
    });

    it('know nothing of a token never issued, or of garbage', async () => {
      await invite();
      for (const token of [Buffer.alloc(32, 9).toString('base64url'), '', 'garbage', `${'A'.repeat(42)}!`, `${'A'.repeat(43)}A`, "' or 1=1 --"]) {
        expect(await findInvite(db.db, token, NOW)).toBe('unknown');
      }
    });

    it('are listed while they can still be used, newest first', async () => {
      const old = await invite('editor', hoursLater(-25));
      const used = await invite('editor', hoursLater(-2));
      const revoked = await invite('editor', hoursLater(-1));
      const live = await invite('front-desk', hoursLater(-3));
      const newest = await invite('owner', NOW);
      await createAccount(db.db, used.invite, passwordPath('lan'), NOW);
      await revokeInvite(db.db, revoked.invite.id, NOW);
      expect((await pendingInvites(db.db, NOW)).map((i) => i.id)).toEqual([newest.invite.id, live.invite.id]);
      expect((await pendingInvites(db.db, NOW)).map((i) => i.id)).not.toContain(old.invite.id);
    });

    it('are not used up by a login already taken', async () => {
      await account('lan');
      const { token, invite: found } = await invite();
      expect(await createAccount(db.db, found, passwordPath('lan'), NOW)).toBe('login-taken');
      expect(await findInvite(db.db, token, NOW)).toMatchObject({ id: found.id });
      expect((await pendingInvites(db.db, NOW)).map((i) => i.id)).toContain(found.id);
      expect(await createAccount(db.db, found, passwordPath('lan2'), NOW)).toMatchObject({ login: 'lan2' });
    });

    it('keep the authenticator key first shown, sealed', async () => {
      const { invite: found } = await invite();
      const secret = await inviteTotpSecret(db.db, found);
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(await inviteTotpSecret(db.db, found)).toBe(secret);
      const row = await db.db.selectFrom('admin_invites').select('totp_secret').where('id', '=', found.id).executeTakeFirstOrThrow();
      expect(row.totp_secret).not.toContain(secret);
    });
  });

  describe('an account', () => {
    it('signs in with its login in any case, only when it has a password', async () => {
      const lan = await account('lan');
      expect((await accountForPassword(db.db, ' LAN '))?.account.id).toBe(lan.id);
      expect(await accountForPassword(db.db, 'la')).toBeUndefined();
      expect(await accountForPassword(db.db, 'nobody')).toBeUndefined();
      await db.db.updateTable('admin_accounts').set({ password_hash: null }).where('id', '=', lan.id).execute();
      expect(await accountForPassword(db.db, 'lan')).toBeUndefined();
    });

    it('takes over a Telegram link from another account', async () => {
      const lan = await account('lan');
      const minh = await account('minh');
      await linkTelegram(db.db, lan.id, '424242');
      await linkTelegram(db.db, minh.id, '424242');
      expect((await getAccount(db.db, lan.id))?.telegramId).toBeNull();
      expect((await getAccount(db.db, minh.id))?.telegramId).toBe('424242');
    });
  });

  describe('changeAccount', () => {
    it('never demotes nor disables the last active owner', async () => {
      const owner = await account('owner', 'owner');
      expect(await changeAccount(db.db, owner.id, { role: 'editor' }, NOW)).toBe('last-owner');
      expect(await changeAccount(db.db, owner.id, { disabled: true }, NOW)).toBe('last-owner');
      expect(await getAccount(db.db, owner.id)).toMatchObject({ role: 'owner', disabledAt: null });
      // What keeps them owner is fine.
      expect(await changeAccount(db.db, owner.id, { role: 'owner', disabled: false }, NOW)).toMatchObject({ role: 'owner', disabledAt: null });
      expect(await changeAccount(db.db, 'no-such-account', { role: 'editor' }, NOW)).toBe('unknown');
    });

    it('counts only enabled owners, and lets one go once another remains', async () => {
      const first = await account('first', 'owner');
      const second = await account('second', 'owner');
      expect(await changeAccount(db.db, second.id, { disabled: true }, NOW)).toMatchObject({ disabledAt: NOW.toISOString() });
      expect(await changeAccount(db.db, first.id, { role: 'front-desk' }, NOW)).toBe('last-owner');
      expect(await changeAccount(db.db, second.id, { disabled: false }, NOW)).toMatchObject({ role: 'owner', disabledAt: null });
      expect(await changeAccount(db.db, first.id, { role: 'front-desk' }, NOW)).toMatchObject({ role: 'front-desk' });
      expect(await changeAccount(db.db, second.id, { disabled: true }, NOW)).toBe('last-owner');
      expect(await changeAccount(db.db, second.id, { role: 'editor' }, NOW)).toBe('last-owner');
    });

    it.each([
      ['disable', { disabled: true }, { disabled: true }],
      ['demote', { role: 'editor' }, { role: 'front-desk' }],
    ] as const)('keeps one owner when two owners %s each other at the same moment', async (_, first, second) => {
      const a = await account('owner.a', 'owner');
      const b = await account('owner.b', 'owner');
      const results = await Promise.all([changeAccount(db.db, a.id, first, NOW), changeAccount(db.db, b.id, second, NOW)]);
      expect(results.filter((r) => r === 'last-owner')).toHaveLength(1);
      const owners = await db.db.selectFrom('admin_accounts').select('id').where('role', '=', 'owner').where('disabled_at', 'is', null).execute();
      expect(owners).toHaveLength(1);
    });

    it('disabling ends the account’s sessions at their next request, and no one else’s', async () => {
      const owner = await account('owner', 'owner');
      const editor = await account('editor');
      const phone = await createAccountSession(db.db, editor.id, DEVICE, NOW);
      const laptop = await createAccountSession(db.db, editor.id, { device: 'Windows · Edge', client: '198.51.100.2' }, NOW);
      const owners = await createAccountSession(db.db, owner.id, DEVICE, NOW);
      expect(await readSession(db.db, phone, TAG, minutesLater(1))).toMatchObject({ kind: 'account', account: { id: editor.id } });
      expect(await changeAccount(db.db, editor.id, { disabled: true }, minutesLater(2))).toMatchObject({ disabledAt: minutesLater(2).toISOString() });
      expect(await readSession(db.db, phone, TAG, minutesLater(3))).toBeUndefined();
      expect(await readSession(db.db, laptop, TAG, minutesLater(3))).toBeUndefined();
      expect(await readSession(db.db, owners, TAG, minutesLater(3))).toMatchObject({ kind: 'account', account: { id: owner.id } });
      // Enabled again, the person signs in again: the old sessions stay ended, the one not
      // used since the disabling too, and none is listed as theirs.
      await changeAccount(db.db, editor.id, { disabled: false }, minutesLater(4));
      expect(await readSession(db.db, phone, TAG, minutesLater(5))).toBeUndefined();
      expect(await sessionsOf(db.db, editor.id, minutesLater(5))).toEqual([]);
      expect(await readSession(db.db, laptop, TAG, minutesLater(5))).toBeUndefined();
    });

    it('tells, once, whose session a disabling ended, so its next request can be recorded by name', async () => {
      const editor = await account('editor');
      const token = await createAccountSession(db.db, editor.id, DEVICE, NOW);
      await changeAccount(db.db, editor.id, { disabled: true }, minutesLater(1));
      expect(await checkSession(db.db, token, TAG, minutesLater(2))).toEqual({ kind: 'disabled', account: expect.objectContaining({ id: editor.id, name: 'EDITOR', role: 'editor' }) });
      // Ended: the same cookie is nobody's from then on.
      expect(await checkSession(db.db, token, TAG, minutesLater(3))).toBeUndefined();
      expect(await db.db.selectFrom('admin_sessions').select('id').execute()).toEqual([]);
    });

    it('a session of an account disabled behind its back is refused and deleted by readSession itself', async () => {
      const editor = await account('editor');
      const token = await createAccountSession(db.db, editor.id, DEVICE, NOW);
      await db.db.updateTable('admin_accounts').set({ disabled_at: NOW.toISOString() }).where('id', '=', editor.id).execute();
      expect(await readSession(db.db, token, TAG, minutesLater(1))).toBeUndefined();
      expect(await db.db.selectFrom('admin_sessions').select('id').execute()).toEqual([]);
      await db.db.updateTable('admin_accounts').set({ disabled_at: null }).where('id', '=', editor.id).execute();
      expect(await readSession(db.db, token, TAG, minutesLater(2))).toBeUndefined();
    });
  });

  describe('sessions', () => {
    it('end after 60 idle minutes, and each request moves that on', async () => {
      const lan = await account('lan');
      const idle = await createAccountSession(db.db, lan.id, DEVICE, NOW);
      const busy = await createAccountSession(db.db, lan.id, DEVICE, NOW);
      expect(await readSession(db.db, idle, TAG, minutesLater(61))).toBeUndefined();
      expect(await readSession(db.db, busy, TAG, minutesLater(59))).toMatchObject({ kind: 'account' });
      expect(await readSession(db.db, busy, TAG, minutesLater(59 + 59))).toMatchObject({ kind: 'account' });
      expect(await readSession(db.db, busy, TAG, minutesLater(59 + 59 + 61))).toBeUndefined();
      // Ended for good: an earlier clock does not bring it back.
      expect(await readSession(db.db, busy, TAG, minutesLater(59 + 59 + 1))).toBeUndefined();
    });

    it('end 12 hours after sign-in however busy', async () => {
      const lan = await account('lan');
      const token = await createAccountSession(db.db, lan.id, DEVICE, NOW);
      for (let minutes = 30; minutes < 12 * 60; minutes += 30) {
        expect(await readSession(db.db, token, TAG, minutesLater(minutes))).toMatchObject({ kind: 'account', account: { id: lan.id } });
      }
      expect(await readSession(db.db, token, TAG, minutesLater(12 * 60 - 1))).toMatchObject({ kind: 'account' });
      expect(await readSession(db.db, token, TAG, hoursLater(12))).toBeUndefined();
    });

    it('are listed for their person while live, and each can be ended', async () => {
      const lan = await account('lan');
      const minh = await account('minh');
      await createAccountSession(db.db, lan.id, DEVICE, NOW);
      const laptop = await createAccountSession(db.db, lan.id, { device: 'Windows · Edge', client: '198.51.100.2' }, minutesLater(10));
      await createAccountSession(db.db, minh.id, DEVICE, NOW);
      const listed = await sessionsOf(db.db, lan.id, minutesLater(20));
      expect(listed.map((s) => s.device)).toEqual(['Windows · Edge', 'iPhone · Safari']);
      expect(listed[0]?.client).toBe('198.51.1');
      // Past the phone's idle hour, only the laptop is left.
      expect((await sessionsOf(db.db, lan.id, minutesLater(65))).map((s) => s.device)).toEqual(['Windows · Edge']);
      expect(await endAccountSession(db.db, minh.id, listed[0]!.id)).toBe(false);
      expect(await endAccountSession(db.db, lan.id, listed[0]!.id)).toBe(true);
      expect(await readSession(db.db, laptop, TAG, minutesLater(21))).toBeUndefined();
    });

    it('of the shared password work until the first account exists, then end', async () => {
      const token = await createSession(db.db, TAG, NOW);
      expect(await readSession(db.db, token, TAG, minutesLater(1))).toEqual({ kind: 'shared', id: expect.stringMatching(/^[0-9a-f]{64}$/) });
      expect(await readSession(db.db, token, 'tag-of-another-password', minutesLater(1))).toBeUndefined();
      const again = await createSession(db.db, TAG, minutesLater(2));
      expect(await readSession(db.db, again, TAG, minutesLater(3))).toMatchObject({ kind: 'shared' });
      await account('owner', 'owner');
      expect(await readSession(db.db, again, TAG, minutesLater(4))).toBeUndefined();
      expect(await db.db.selectFrom('admin_sessions').select('id').execute()).toEqual([]);
      // Signing in with it again opens nothing either.
      expect(await readSession(db.db, await createSession(db.db, TAG, minutesLater(5)), TAG, minutesLater(6))).toBeUndefined();
    });
  });
});
