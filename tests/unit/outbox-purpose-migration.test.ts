import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrations, type Dialect } from '../../src/server/data/migrations';
import type { Database } from '../../src/server/data/schema';
import { openSqlite } from '../../src/server/data/sqlite-driver';
import { SqliteDialectWithLockWait } from '../../src/server/data/sqlite-lock-wait';
import { DATABASE_TARGETS } from '../support/database';

/**
 * The outbox's purpose (issue 38): an outbox written before it keeps every row, each an 'event',
 * and takes rows of no booking (the owner's agenda), one per day and channel.
 */
const MIGRATION = '2026-11-29-002-outbox-purpose';

async function emptyDatabase(databaseUrl: string | undefined): Promise<{ db: Kysely<Database>; dialect: Dialect; drop: () => Promise<void> }> {
  if (!databaseUrl) {
    const dir = mkdtempSync(path.join(tmpdir(), 'kingstone-outbox-migration-'));
    const db = new Kysely<Database>({ dialect: new SqliteDialectWithLockWait(openSqlite(path.join(dir, 'kingstone.sqlite'))) });
    return { db, dialect: 'sqlite', drop: async () => (await db.destroy(), rmSync(dir, { recursive: true, force: true })) };
  }
  const name = `kingstone_outbox_migration_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url.href, max: 2 }) }) });
  return { db, dialect: 'postgres', drop: async () => (await db.destroy(), await admin(`drop database if exists ${name}`)) };
}

describe.each(DATABASE_TARGETS)('the outbox purpose migration on $name', ({ databaseUrl }) => {
  it('keeps the rows written before as events, and lets an agenda row in once per day and channel', async () => {
    const { db, dialect, drop } = await emptyDatabase(databaseUrl);
    try {
      const provider = migrations(dialect);
      const names = Object.keys(await provider.getMigrations()).sort();
      const before = names[names.indexOf(MIGRATION) - 1] ?? '';
      const migrator = new Migrator({ db, provider });
      expect((await migrator.migrateTo(before)).error).toBeUndefined();

      const raw = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
      const booking = { created_at: '2026-06-01T00:00:00.000Z', locale: 'vi', name: 'Lan', phone: '+84901234567', service_option: null, date: '2026-06-03', time: '15:00', notes: '', status: 'new', idempotency_key: null, request_hash: 'h' };
      const { id: bookingId } = await raw.insertInto('bookings').values(booking).returning('id').executeTakeFirstOrThrow();
      const row = { booking_id: bookingId, channel: 'email', attempts: 2, next_attempt_at: '2026-06-01T00:01:00.000Z', delivered_at: null, failed_at: null, last_error: 'timeout' };
      await raw.insertInto('outbox').values([row, { ...row, channel: 'telegram', delivered_at: '2026-06-01T00:00:30.000Z', last_error: null }]).execute();

      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const kept = await db.selectFrom('outbox').select(['id', 'booking_id', 'purpose', 'about', 'channel', 'attempts', 'last_error', 'delivered_at']).orderBy('id').execute();
      expect(kept.map((r) => ({ ...r, id: Number(r.id), booking_id: Number(r.booking_id), attempts: Number(r.attempts) }))).toEqual([
        { id: 1, booking_id: Number(bookingId), purpose: 'event', about: null, channel: 'email', attempts: 2, last_error: 'timeout', delivered_at: null },
        { id: 2, booking_id: Number(bookingId), purpose: 'event', about: null, channel: 'telegram', attempts: 2, last_error: null, delivered_at: '2026-06-01T00:00:30.000Z' },
      ]);

      const agenda = (channel: string) => ({ booking_id: null, purpose: 'agenda' as const, about: '2026-06-03', channel, attempts: 0, next_attempt_at: '2026-06-03T05:00:00.000Z' });
      const inserted = await db.insertInto('outbox').values([agenda('email'), agenda('telegram')]).onConflict((c) => c.doNothing()).returning('id').execute();
      // Ids go on after the old rows' (SQLite's rebuilt table keeps its AUTOINCREMENT counter).
      expect(inserted.map((r) => Number(r.id))).toEqual([3, 4]);
      const again = await db.insertInto('outbox').values(agenda('email')).onConflict((c) => c.doNothing()).executeTakeFirst();
      expect(Number(again.numInsertedOrUpdatedRows ?? 0)).toBe(0);
      // Event rows, and reminders of different bookings for the same time and channel, are not kept apart.
      const reminder = { ...row, booking_id: Number(bookingId), event_id: null, purpose: 'reminder' as const, about: '2026-06-03 15:00', channel: 'visitor_email' };
      await db.insertInto('outbox').values([reminder, reminder]).execute();
      // Deleting the booking still takes its rows with it.
      await db.deleteFrom('bookings').where('id', '=', Number(bookingId)).execute();
      expect((await db.selectFrom('outbox').select('purpose').execute()).map((r) => r.purpose)).toEqual(['agenda', 'agenda']);

      expect((await migrator.migrateTo(before)).error).toBeUndefined();
      expect(await raw.selectFrom('outbox').selectAll().execute()).toEqual([]);
    } finally {
      await drop();
    }
  });
});
