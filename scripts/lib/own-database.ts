// A PostgreSQL database of one's own on a shared server: a test file that counts rows while
// others clear the shared tables, or `npm test`'s end-to-end run, which then sees no earlier
// run's or unit file's rows.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface OwnDatabase {
  /** `databaseUrl` with the new database's name. */
  url: string;
  /** Drops the database, closing any connection still open to it. */
  drop: () => Promise<void>;
}

async function runOn(databaseUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Makes a new, empty database on `databaseUrl`'s server, named `prefix` and 12 random hex digits
 * (the prefix's non-word characters as `_`).
 */
export async function createOwnDatabase(databaseUrl: string, prefix: string): Promise<OwnDatabase> {
  const name = `${prefix.replace(/\W/g, '_')}${randomBytes(6).toString('hex')}`.toLowerCase();
  await runOn(databaseUrl, `create database ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => runOn(databaseUrl, `drop database if exists ${name} with (force)`) };
}
