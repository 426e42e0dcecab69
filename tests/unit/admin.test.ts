import { describe, expect, it } from 'vitest';
import { toCsv } from '../../src/server/admin/csv';
import { adminEnabled, checkPassword, hashPassword } from '../../src/server/admin/password';
import { createSession, validSession } from '../../src/server/admin/session';

describe('admin password', () => {
  it('checks a plain password and a scrypt hash, and is off without either', () => {
    expect(checkPassword('s3cret', { ADMIN_PASSWORD: 's3cret' })).toBe(true);
    expect(checkPassword('s3cre', { ADMIN_PASSWORD: 's3cret' })).toBe(false);
    const hash = hashPassword('long passphrase');
    expect(hash).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(checkPassword('long passphrase', { ADMIN_PASSWORD_HASH: hash })).toBe(true);
    expect(checkPassword('wrong', { ADMIN_PASSWORD_HASH: hash })).toBe(false);
    expect(adminEnabled({})).toBe(false);
    expect(checkPassword('', {})).toBe(false);
  });
});

describe('admin session', () => {
  it('accepts its own token until it expires, and nothing forged', () => {
    const now = new Date('2026-03-01T00:00:00Z');
    const token = createSession(now);
    expect(validSession(token, now)).toBe(true);
    expect(validSession(token, new Date(now.getTime() + 13 * 3600_000))).toBe(false);
    const [expires] = token.split('.');
    expect(validSession(`${Number(expires) + 1}.${token.split('.')[1]}`, now)).toBe(false);
    expect(validSession('garbage', now)).toBe(false);
  });
});

describe('CSV export', () => {
  it('starts with a BOM, quotes cells and neutralizes formulas', () => {
    const csv = toCsv([
      ['name', 'notes'],
      ['김민수', '=HYPERLINK("http://x")'],
      ['Trần "An"', '+84 90'],
      ['@cmd', null],
    ]);
    expect(csv.startsWith('\uFEFF"name","notes"\r\n')).toBe(true);
    expect(csv).toContain(`"김민수","'=HYPERLINK(""http://x"")"`);
    expect(csv).toContain(`"Trần ""An""","'+84 90"`);
    expect(csv).toContain(`"'@cmd",""`);
  });
});
