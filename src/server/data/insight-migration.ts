import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from './dialect';

/**
 * The site's own counting (issue 39): raw events for 30 days, a finished day's totals for good,
 * which days are rolled up, and the day's salt. Its own file because it is the counting's whole
 * schema, read beside src/server/data/insight-tables.ts.
 */
export function insightMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const id = dialect === 'sqlite' ? sql`integer primary key autoincrement` : sql`bigserial primary key`;
      await sql`create table insight_events (
        id ${id},
        day text not null,
        kind text not null,
        path text not null,
        locale text not null,
        source text,
        utm_source text,
        utm_campaign text,
        in_app text,
        phone integer not null,
        visitor text,
        route text,
        lcp double precision,
        inp double precision,
        cls double precision
      )`.execute(db);
      await sql`create index insight_events_day on insight_events (day, kind)`.execute(db);
      await sql`create table insight_days (
        day text not null,
        dimension text not null,
        key text not null,
        views integer not null,
        visitors integer not null,
        primary key (day, dimension, key)
      )`.execute(db);
      await sql`create table insight_rollups (day text primary key, at text not null)`.execute(db);
      await sql`create table insight_salts (day text primary key, salt text not null)`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['insight_salts', 'insight_rollups', 'insight_days', 'insight_events']) {
        await sql`drop table ${sql.table(table)}`.execute(db);
      }
    },
  };
}
