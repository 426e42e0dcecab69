import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../src/server/data/connect';
import { acceptTotpStep, accountForPassword, createAccount, totpOf } from '../../src/server/services/admin/accounts';
import { createInvite, findInvite } from '../../src/server/services/admin/invites';
import { base32Decode, base32Encode, checkTotp, newTotpSecret, otpauthUri, totpCode, totpStep } from '../../src/server/services/admin/totp';
import { DATABASE_TARGETS, openOwnTestDatabase } from '../support/database';

// The RFC's own key: the ASCII digits "12345678901234567890".
const RFC_SECRET = Buffer.from('12345678901234567890', 'ascii');
const RFC_SECRET_BASE32 = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const at = (seconds: number) => new Date(seconds * 1000);

describe('TOTP codes', () => {
  // RFC 6238 Appendix B, SHA-1 column: the 8-digit values, of which a 6-digit code is the last six.
  it.each([
    [59, 1, '94287082'],
    [1111111109, 37037036, '07081804'],
    [1111111111, 37037037, '14050471'],
    [1234567890, 41152263, '89005924'],
    [2000000000, 66666666, '69279037'],
    [20000000000, 666666666, '65353130'],
  ])('at T=%i (step %i) gives the last six digits of %s', (seconds, step, eightDigits) => {
    expect(totpStep(at(seconds))).toBe(step);
    expect(totpCode(RFC_SECRET, step)).toBe(eightDigits.slice(-6));
    expect(checkTotp(RFC_SECRET_BASE32, eightDigits.slice(-6), null, at(seconds))).toBe(step);
  });

  // RFC 4226 Appendix D: HOTP with counters 0–9, which TOTP is with the step as counter.
  it('matches the HOTP values of RFC 4226', () => {
    const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
    expect(expected.map((_, counter) => totpCode(RFC_SECRET, counter))).toEqual(expected);
  });

  describe('checkTotp', () => {
    const secret = newTotpSecret();
    const key = base32Decode(secret)!;
    const now = new Date('2026-11-28T09:00:10Z');
    const step = totpStep(now);

    it('accepts the step before, the current and the next one, and says which', () => {
      expect(checkTotp(secret, totpCode(key, step - 1), null, now)).toBe(step - 1);
      expect(checkTotp(secret, totpCode(key, step), null, now)).toBe(step);
      expect(checkTotp(secret, totpCode(key, step + 1), null, now)).toBe(step + 1);
    });

    it('refuses a code from two steps away, either side', () => {
      expect(checkTotp(secret, totpCode(key, step - 2), null, now)).toBeUndefined();
      expect(checkTotp(secret, totpCode(key, step + 2), null, now)).toBeUndefined();
    });

    it('refuses a code replayed for the step it was accepted for, or older than it', () => {
      const code = totpCode(key, step);
      expect(checkTotp(secret, code, step - 1, now)).toBe(step);
      expect(checkTotp(secret, code, step, now)).toBeUndefined();
      expect(checkTotp(secret, totpCode(key, step - 1), step, now)).toBeUndefined();
      expect(checkTotp(secret, totpCode(key, step + 1), step, now)).toBe(step + 1);
    });

    it('takes a code with spaces, and refuses wrong codes, wrong shapes and another key', () => {
      const code = totpCode(key, step);
      expect(checkTotp(secret, `${code.slice(0, 3)} ${code.slice(3)}`, null, now)).toBe(step);
      const window = [step - 1, step, step + 1].map((s) => totpCode(key, s));
      const wrong = ['000000', '111111', '222222', '333333'].find((c) => !window.includes(c))!;
      expect(checkTotp(secret, wrong, null, now)).toBeUndefined();
      for (const shape of ['', '12345', '1234567', 'abcdef', `${code}0`]) expect(checkTotp(secret, shape, null, now)).toBeUndefined();
      expect(checkTotp(newTotpSecret(), code, null, now)).toBeUndefined();
      expect(checkTotp('not base32!', code, null, now)).toBeUndefined();
    });
  });
});

describe('base32', () => {
  // RFC 4648 §10, without the padding apps leave out.
  it.each([
    ['f', 'MY'],
    ['fo', 'MZXQ'],
    ['foo', 'MZXW6'],
    ['foob', 'MZXW6YQ'],
    ['fooba', 'MZXW6YTB'],
    ['foobar', 'MZXW6YTBOI'],
    ['12345678901234567890', RFC_SECRET_BASE32],
  ])('encodes %j as %s and back', (plain, encoded) => {
    expect(base32Encode(Buffer.from(plain))).toBe(encoded);
    expect(base32Decode(encoded)?.toString()).toBe(plain);
  });

  it('round-trips random keys, and reads them as apps show them (lowercase, spaced, padded)', () => {
    for (let i = 0; i < 20; i += 1) {
      const secret = newTotpSecret();
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      const bytes = base32Decode(secret)!;
      expect(bytes).toHaveLength(20);
      expect(base32Encode(bytes)).toBe(secret);
      expect(base32Decode(secret.toLowerCase().replace(/(.{4})/g, '$1 '))).toEqual(bytes);
    }
    expect(base32Decode('MZXW6===')?.toString()).toBe('foo');
  });

  it('refuses what is not base32', () => {
    for (const text of ['', '   ', 'MZXW1', 'MZXW8', 'MZ-XW', 'MZXW6!']) expect(base32Decode(text)).toBeUndefined();
  });
});

describe('otpauthUri', () => {
  it('carries the key, the issuer, the person and the parameters an app needs', () => {
    const uri = otpauthUri(RFC_SECRET_BASE32, 'tran.thi.lan', 'Kingstone Spa');
    expect(uri.startsWith('otpauth://totp/')).toBe(true);
    const url = new URL(uri);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname.slice(1))).toBe('Kingstone Spa:tran.thi.lan');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      secret: RFC_SECRET_BASE32,
      issuer: 'Kingstone Spa',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });

  it('escapes what would break the link', () => {
    const url = new URL(otpauthUri(RFC_SECRET_BASE32, 'lan?x=1', 'Spa & Co/#1'));
    expect(decodeURIComponent(url.pathname.slice(1))).toBe('Spa & Co/#1:lan?x=1');
    expect(url.searchParams.get('issuer')).toBe('Spa & Co/#1');
    expect(url.searchParams.get('secret')).toBe(RFC_SECRET_BASE32);
  });
});

describe.each(DATABASE_TARGETS)('the accepted step on $name', ({ databaseUrl }) => {
  let db: Db;
  let accountId: string;
  const secret = newTotpSecret();
  beforeAll(async () => {
    vi.stubEnv('INSTALL_SECRET', '3d'.repeat(32));
    db = await openOwnTestDatabase('kingstone-totp-', databaseUrl);
    const invite = await findInvite(db.db, await createInvite(db.db, { role: 'front-desk', name: 'Lan', locale: 'vi', by: 'test' }));
    if (typeof invite === 'string') throw new Error(invite);
    const account = await createAccount(db.db, invite, { login: 'lan', name: 'Lan', locale: 'vi', secondFactor: { passwordHash: 'scrypt$00$00', totpSecret: secret, totpStep: 1000 } });
    if (typeof account === 'string') throw new Error(account);
    accountId = account.id;
  });
  afterAll(async () => {
    await db?.close();
    vi.unstubAllEnvs();
  });

  it('keeps the key sealed and gives it back with the step of the code shown at enrolment', async () => {
    expect(await totpOf(db.db, accountId)).toEqual({ secret, lastStep: 1000 });
    const row = await db.db.selectFrom('admin_accounts').select('totp_secret').where('id', '=', accountId).executeTakeFirstOrThrow();
    expect(row.totp_secret).not.toContain(secret);
    expect((await accountForPassword(db.db, ' LAN '))?.totpSecret).toBe(secret);
  });

  it('moves only forward: of two requests racing with the same step, exactly one wins', async () => {
    const results = await Promise.all([acceptTotpStep(db.db, accountId, 1001), acceptTotpStep(db.db, accountId, 1001)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await acceptTotpStep(db.db, accountId, 1001)).toBe(false);
    expect(await acceptTotpStep(db.db, accountId, 1000)).toBe(false);
    expect(await acceptTotpStep(db.db, accountId, 1002)).toBe(true);
    expect((await totpOf(db.db, accountId))?.lastStep).toBe(1002);
  });

  it('does not move the step of an unknown account', async () => {
    expect(await acceptTotpStep(db.db, 'no-such-account', 5000)).toBe(false);
  });
});
