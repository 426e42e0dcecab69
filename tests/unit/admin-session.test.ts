import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../src/server/data/connect';
import { createSession, passwordTag, revokeSession, IDLE_MINUTES, SESSION_HOURS, validSession } from '../../src/server/services/admin/session';
import { DATABASE_TARGETS, openOwnTestDatabase } from '../support/database';

const NOW = new Date('2026-03-01T00:00:00Z');
const later = (hours: number) => new Date(NOW.getTime() + hours * 3600_000);
const TAG = 'tag-of-the-current-password';

describe.each(DATABASE_TARGETS)('admin sessions on $name', ({ databaseUrl }) => {
  let db: Db;
  beforeAll(async () => {
    // A database of its own on PostgreSQL: a shared-password session is valid only while no account
    // exists, and other files make accounts in the shared one.
    db = await openOwnTestDatabase('kingstone-admin-', databaseUrl);
  });
  beforeEach(async () => {
    await db.db.deleteFrom('admin_sessions').execute();
  });
  afterAll(async () => {
    await db?.close();
  });

  const rows = () => db.db.selectFrom('admin_sessions').selectAll().execute();

  it('gives a random 256-bit token, valid while in use until the session expires', async () => {
    const token = await createSession(db.db, TAG, NOW);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await createSession(db.db, TAG, NOW)).not.toBe(token);
    expect(await validSession(db.db, token, TAG, NOW)).toBe(true);
    // Used every half hour, it lives its whole absolute lifetime, and not a moment more.
    for (let hours = 0.5; hours < SESSION_HOURS; hours += 0.5) expect(await validSession(db.db, token, TAG, later(hours))).toBe(true);
    expect(await validSession(db.db, token, TAG, later(SESSION_HOURS - 0.01))).toBe(true);
    expect(await validSession(db.db, token, TAG, later(SESSION_HOURS))).toBe(false);
  });

  it('ends a session left unused for its idle timeout', async () => {
    const token = await createSession(db.db, TAG, NOW);
    expect(await validSession(db.db, token, TAG, later((IDLE_MINUTES - 1) / 60))).toBe(true);
    expect(await validSession(db.db, token, TAG, later((2 * IDLE_MINUTES - 2) / 60))).toBe(true);
    expect(await validSession(db.db, token, TAG, later((3 * IDLE_MINUTES) / 60))).toBe(false);
    // Its row is gone: coming back sooner does not revive it.
    expect((await rows()).map((r) => r.id)).not.toContain(createHash('sha256').update(token).digest('hex'));
    expect(await validSession(db.db, token, TAG, later((2 * IDLE_MINUTES) / 60))).toBe(false);
  });

  it('keeps only a digest of the token in the database', async () => {
    const token = await createSession(db.db, TAG, NOW);
    const [row] = await rows();
    expect(row?.id).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('refuses the token once the session is revoked (logout), and leaves other sessions alone', async () => {
    const token = await createSession(db.db, TAG, NOW);
    const other = await createSession(db.db, TAG, NOW);
    await revokeSession(db.db, token);
    expect(await validSession(db.db, token, TAG, NOW)).toBe(false);
    expect(await validSession(db.db, other, TAG, NOW)).toBe(true);
    expect(await rows()).toHaveLength(1);
  });

  it('ends sessions opened under a password that has since changed, even if it is changed back', async () => {
    const token = await createSession(db.db, TAG, NOW);
    expect(await validSession(db.db, token, 'tag-of-the-new-password', NOW)).toBe(false);
    expect(await validSession(db.db, token, TAG, NOW)).toBe(false);
  });

  it('refuses unknown, malformed and missing tokens', async () => {
    await createSession(db.db, TAG, NOW);
    const unknown = Buffer.alloc(32, 7).toString('base64url');
    for (const token of [unknown, 'garbage', '', undefined, `${unknown}x`]) {
      expect(await validSession(db.db, token, TAG, NOW)).toBe(false);
    }
  });

  it('clears expired sessions at the next login, and all sessions of an old password', async () => {
    const digest = (token: string) => createHash('sha256').update(token).digest('hex');
    await createSession(db.db, TAG, NOW);
    const live = await createSession(db.db, TAG, later(6));
    const fresh = await createSession(db.db, TAG, later(SESSION_HOURS + 1));
    expect((await rows()).map((r) => r.id).sort()).toEqual([digest(live), digest(fresh)].sort());
    const afterChange = await createSession(db.db, 'tag-of-the-new-password', later(SESSION_HOURS + 2));
    expect((await rows()).map((r) => r.id)).toEqual([digest(afterChange)]);
  });
});

describe('password tag', () => {
  beforeAll(() => {
    vi.stubEnv('INSTALL_SECRET', '7e'.repeat(32));
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });

  it('changes with the configured password and never shows it', () => {
    const tag = passwordTag({ ADMIN_PASSWORD: 'first password' });
    expect(passwordTag({ ADMIN_PASSWORD: 'first password' })).toBe(tag);
    expect(passwordTag({ ADMIN_PASSWORD: 'second password' })).not.toBe(tag);
    expect(passwordTag({ ADMIN_PASSWORD_HASH: 'first password' })).not.toBe(tag);
    expect(tag).not.toBe(createHash('sha256').update('first password').digest('hex'));
    expect(tag).not.toContain('first');
  });
});
