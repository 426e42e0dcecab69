import { sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { changeAskMigration } from './change-ask-migration';
import { insightMigration } from './insight-migration';
import { roomBlockMigration } from './room-block-migration';

import type { Dialect } from './dialect';

export type { Dialect } from './dialect';

/**
 * The schema's history, applied at start. Each dialect gets its own id column type; everything
 * else is written once.
 */
export function migrations(dialect: Dialect): MigrationProvider {
  const id = dialect === 'sqlite' ? 'integer' : 'bigserial';
  const idColumn = (col: import('kysely').ColumnDefinitionBuilder) =>
    dialect === 'sqlite' ? col.primaryKey().autoIncrement() : col.primaryKey();
  const list: Record<string, Migration> = {
    '2026-11-22-001-bookings': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('bookings')
          .addColumn('id', id, idColumn)
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('locale', 'text', (c) => c.notNull())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('phone', 'text', (c) => c.notNull())
          .addColumn('service_option', 'text')
          .addColumn('date', 'text', (c) => c.notNull())
          .addColumn('time', 'text', (c) => c.notNull())
          .addColumn('notes', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
          .addColumn('idempotency_key', 'text', (c) => c.unique())
          .addColumn('request_hash', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('bookings_natural_key').on('bookings').columns(['phone', 'date', 'time']).execute();
        await db.schema.createIndex('bookings_created').on('bookings').column('created_at').execute();
        await db.schema
          .createTable('outbox')
          .addColumn('id', id, idColumn)
          .addColumn('booking_id', dialect === 'sqlite' ? 'integer' : 'bigint', (c) =>
            c.notNull().references('bookings.id').onDelete('cascade'),
          )
          .addColumn('channel', 'text', (c) => c.notNull())
          .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('next_attempt_at', 'text', (c) => c.notNull())
          .addColumn('delivered_at', 'text')
          .addColumn('failed_at', 'text')
          .addColumn('last_error', 'text')
          .execute();
        await db.schema.createIndex('outbox_due').on('outbox').columns(['delivered_at', 'failed_at', 'next_attempt_at']).execute();
        await db.schema
          .createTable('newsletter')
          .addColumn('id', id, idColumn)
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('email', 'text', (c) => c.notNull().unique())
          .addColumn('locale', 'text', (c) => c.notNull())
          .execute();
      },
      async down(db: Kysely<unknown>) {
        await sql`drop table newsletter`.execute(db);
        await sql`drop table outbox`.execute(db);
        await sql`drop table bookings`.execute(db);
      },
    },
    // Admin sessions live here so that logging out, or changing the password, ends them.
    '2026-11-24-001-admin-sessions': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('admin_sessions')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('expires_at', 'text', (c) => c.notNull())
          .addColumn('password_tag', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('admin_sessions_expires').on('admin_sessions').column('expires_at').execute();
      },
      async down(db: Kysely<unknown>) {
        await sql`drop table admin_sessions`.execute(db);
      },
    },
    // The booking loop: the visitor's contact preference, the owner's proposal or reason, each
    // move's history, and which move an outbox row announces (none: the new request itself).
    '2026-11-25-001-booking-loop': {
      async up(db: Kysely<unknown>) {
        for (const column of ['contact_method', 'contact_handle', 'proposed_date', 'proposed_time', 'decline_reason']) {
          await db.schema.alterTable('bookings').addColumn(column, 'text').execute();
        }
        await db.schema
          .createTable('booking_events')
          .addColumn('id', id, idColumn)
          .addColumn('booking_id', dialect === 'sqlite' ? 'integer' : 'bigint', (c) =>
            c.notNull().references('bookings.id').onDelete('cascade'),
          )
          .addColumn('at', 'text', (c) => c.notNull())
          .addColumn('action', 'text', (c) => c.notNull())
          .addColumn('actor', 'text', (c) => c.notNull())
          .addColumn('from_status', 'text', (c) => c.notNull())
          .addColumn('to_status', 'text', (c) => c.notNull())
          .addColumn('detail', 'text')
          .execute();
        await db.schema.createIndex('booking_events_booking').on('booking_events').column('booking_id').execute();
        await db.schema
          .alterTable('outbox')
          .addColumn('event_id', dialect === 'sqlite' ? 'integer' : 'bigint', (c) => c.references('booking_events.id').onDelete('cascade'))
          .execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.alterTable('outbox').dropColumn('event_id').execute();
        await sql`drop table booking_events`.execute(db);
        for (const column of ['contact_method', 'contact_handle', 'proposed_date', 'proposed_time', 'decline_reason']) {
          await db.schema.alterTable('bookings').dropColumn(column).execute();
        }
      },
    },
    // When a worker last began sending a row: the hourly cap on visitor mail counts these, in the
    // database every server shares (src/server/services/notify/visitor-cap.ts).
    '2026-11-28-001-outbox-attempted-at': {
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable('outbox').addColumn('attempted_at', 'text').execute();
        await db.schema.createIndex('outbox_attempted').on('outbox').columns(['channel', 'attempted_at']).execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropIndex('outbox_attempted').execute();
        await db.schema.alterTable('outbox').dropColumn('attempted_at').execute();
      },
    },
    // Who did what in the back office: one row per sign-in, booking move, studio write, publish
    // and restore (src/server/services/admin/trail.ts), kept at least a year.
    '2026-11-28-002-admin-trail': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('admin_trail')
          .addColumn('id', id, idColumn)
          .addColumn('at', 'text', (c) => c.notNull())
          .addColumn('actor', 'text', (c) => c.notNull())
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('subject', 'text')
          .addColumn('outcome', 'text', (c) => c.notNull())
          .addColumn('client', 'text')
          .execute();
        await db.schema.createIndex('admin_trail_at').on('admin_trail').column('at').execute();
        await db.schema.createIndex('admin_trail_actor').on('admin_trail').columns(['actor', 'at']).execute();
      },
      async down(db: Kysely<unknown>) {
        await sql`drop table admin_trail`.execute(db);
      },
    },
    // A login per person (src/server/services/admin/accounts.ts): accounts with a role, their
    // passkeys and recovery codes, the invites that create them, one-time challenges (WebAuthn,
    // the second factor's pending step, Telegram linking), and which account a session is.
    '2026-11-28-003-admin-accounts': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('admin_accounts')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('login', 'text', (c) => c.notNull().unique())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('locale', 'text', (c) => c.notNull())
          .addColumn('role', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('disabled_at', 'text')
          .addColumn('password_hash', 'text')
          .addColumn('totp_secret', 'text')
          .addColumn('totp_last_step', 'integer')
          .addColumn('telegram_id', 'text', (c) => c.unique())
          .execute();
        await db.schema
          .createTable('admin_passkeys')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('account_id', 'text', (c) => c.notNull().references('admin_accounts.id').onDelete('cascade'))
          .addColumn('public_key', 'text', (c) => c.notNull())
          .addColumn('counter', 'integer', (c) => c.notNull())
          .addColumn('transports', 'text', (c) => c.notNull())
          .addColumn('device', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('last_used_at', 'text')
          .execute();
        await db.schema.createIndex('admin_passkeys_account').on('admin_passkeys').column('account_id').execute();
        await db.schema
          .createTable('admin_recovery_codes')
          .addColumn('id', id, idColumn)
          .addColumn('account_id', 'text', (c) => c.notNull().references('admin_accounts.id').onDelete('cascade'))
          .addColumn('code_hash', 'text', (c) => c.notNull())
          .addColumn('used_at', 'text')
          .execute();
        await db.schema.createIndex('admin_recovery_codes_account').on('admin_recovery_codes').column('account_id').execute();
        await db.schema
          .createTable('admin_invites')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('role', 'text', (c) => c.notNull())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('locale', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('created_by', 'text', (c) => c.notNull())
          .addColumn('expires_at', 'text', (c) => c.notNull())
          .addColumn('totp_secret', 'text')
          .addColumn('used_at', 'text')
          .addColumn('revoked_at', 'text')
          .execute();
        await db.schema
          .createTable('admin_challenges')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('purpose', 'text', (c) => c.notNull())
          .addColumn('subject', 'text', (c) => c.notNull())
          .addColumn('payload', 'text')
          .addColumn('expires_at', 'text', (c) => c.notNull())
          .execute();
        for (const column of ['account_id', 'last_seen_at', 'device', 'client']) {
          await db.schema.alterTable('admin_sessions').addColumn(column, 'text').execute();
        }
      },
      async down(db: Kysely<unknown>) {
        for (const column of ['account_id', 'last_seen_at', 'device', 'client']) {
          await db.schema.alterTable('admin_sessions').dropColumn(column).execute();
        }
        for (const table of ['admin_challenges', 'admin_invites', 'admin_recovery_codes', 'admin_passkeys', 'admin_accounts']) {
          await sql`drop table ${sql.table(table)}`.execute(db);
        }
      },
    },
    // The owner's own words to the guest with a decline, beside the fixed reason
    // (src/booking/decline-message.ts); null for every booking declined before, and when none was written.
    '2026-11-29-001-decline-message': {
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable('bookings').addColumn('decline_message', 'text').execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.alterTable('bookings').dropColumn('decline_message').execute();
      },
    },
    // What an outbox row is for (src/server/services/notify/outbox.ts): a booking's event (every
    // row before), the visitor's reminder, or the owner's daily agenda, which belongs to no booking
    // (booking_id becomes optional: SQLite rebuilds the table for that, in one transaction). `about`
    // is the visit a reminder is for ("YYYY-MM-DD HH:MM") or an agenda's day; one agenda row per
    // day and channel, whichever server inserts it first.
    '2026-11-29-002-outbox-purpose': {
      async up(db: Kysely<unknown>) {
        if (dialect === 'postgres') {
          await sql`alter table outbox alter column booking_id drop not null`.execute(db);
          await sql`alter table outbox add column purpose text not null default 'event'`.execute(db);
          await sql`alter table outbox add column about text`.execute(db);
        } else {
          await db.transaction().execute(async (trx) => {
            await sql`create table outbox_next (
              id integer primary key autoincrement,
              booking_id integer references bookings (id) on delete cascade,
              event_id integer references booking_events (id) on delete cascade,
              purpose text not null default 'event',
              about text,
              channel text not null,
              attempts integer not null default 0,
              next_attempt_at text not null,
              attempted_at text,
              delivered_at text,
              failed_at text,
              last_error text
            )`.execute(trx);
            await sql`insert into outbox_next (id, booking_id, event_id, channel, attempts, next_attempt_at, attempted_at, delivered_at, failed_at, last_error)
              select id, booking_id, event_id, channel, attempts, next_attempt_at, attempted_at, delivered_at, failed_at, last_error from outbox`.execute(trx);
            await sql`drop table outbox`.execute(trx);
            await sql`alter table outbox_next rename to outbox`.execute(trx);
            await sql`create index outbox_due on outbox (delivered_at, failed_at, next_attempt_at)`.execute(trx);
            await sql`create index outbox_attempted on outbox (channel, attempted_at)`.execute(trx);
          });
        }
        await sql`create unique index outbox_agenda_once on outbox (about, channel) where purpose = 'agenda'`.execute(db);
        await sql`create index outbox_booking on outbox (booking_id, purpose)`.execute(db);
      },
      async down(db: Kysely<unknown>) {
        await sql`drop index outbox_booking`.execute(db);
        await sql`drop index outbox_agenda_once`.execute(db);
        await sql`delete from outbox where booking_id is null`.execute(db);
        // SQLite keeps the optional booking_id (making it required again would rebuild the table once more).
        await db.schema.alterTable('outbox').dropColumn('about').execute();
        await db.schema.alterTable('outbox').dropColumn('purpose').execute();
        if (dialect === 'postgres') await sql`alter table outbox alter column booking_id set not null`.execute(db);
      },
    },
    // What holds a room on a day (src/server/services/booking/occupancy.ts) is read by the
    // booking's date, or, for a request waiting on another time, by the time proposed: one query
    // over both indexes (SQLite's multi-index OR, PostgreSQL's BitmapOr). The date's index goes on
    // to the course, so the day's requests without one (they hold no room) are skipped in the index;
    // only the few proposed bookings are in the other, which keeps it chosen once statistics exist.
    '2026-11-29-003-bookings-date-index': {
      async up(db: Kysely<unknown>) {
        await sql`create index bookings_date on bookings (date, service_option)`.execute(db);
        await sql`create index bookings_proposed_date on bookings (proposed_date) where proposed_date is not null`.execute(db);
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropIndex('bookings_proposed_date').execute();
        await db.schema.dropIndex('bookings_date').execute();
      },
    },
    // The site's own counting (issue 39): src/server/data/insight-migration.ts.
    '2026-11-29-007-insights': insightMigration(dialect),
    // After the visit (issue 38): the visitor's private rating of a visit marked done, one per
    // booking (its key: a second post, or two racing ones, store exactly one), and the owner's
    // count of a phone number's no-shows (src/server/services/booking/no-shows.ts), read from an
    // index of the few no-show rows alone. A partial index is used only by a query that names
    // the status as the same literal, never as a bound parameter (SQLite's rule).
    '2026-11-29-006-ratings-no-shows': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('booking_ratings')
          .addColumn('booking_id', dialect === 'sqlite' ? 'integer' : 'bigint', (c) => c.primaryKey().references('bookings.id').onDelete('cascade'))
          .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
          .addColumn('comment', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await sql`create index bookings_no_show on bookings (phone, date, time) where status = 'no_show'`.execute(db);
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropIndex('bookings_no_show').execute();
        await sql`drop table booking_ratings`.execute(db);
      },
    },
    // The owner's own bookings and room blocks (issue 38): src/server/data/room-block-migration.ts.
    '2026-11-29-004-owner-bookings-room-blocks': roomBlockMigration(dialect),
    // The visitor's own change of time (issue 38): src/server/data/change-ask-migration.ts.
    '2026-11-29-005-change-asks': changeAskMigration,
  };
  return { getMigrations: async () => list };
}
