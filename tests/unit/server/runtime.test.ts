import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

const dir = mkdtempSync(path.join(tmpdir(), 'kingstone-runtime-'));
// These tests are about the embedded database, also when CI provides a PostgreSQL.
const databaseUrl = process.env['DATABASE_URL'];
delete process.env['DATABASE_URL'];
afterAll(() => {
  if (databaseUrl !== undefined) process.env['DATABASE_URL'] = databaseUrl;
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  vi.resetModules();
  delete process.env['INSTALL_SECRET'];
});

describe('the database at first use', () => {
  it('is tried again after a failure instead of failing until restart', async () => {
    const data = path.join(dir, 'data');
    // A folder where the database file should be: opening it fails.
    mkdirSync(path.join(data, 'kingstone.sqlite'), { recursive: true });
    process.env['DATA_DIR'] = data;
    const { getDb, shutdownRuntime } = await import('../../../src/server/web/runtime');
    await expect(getDb()).rejects.toThrow();
    rmSync(path.join(data, 'kingstone.sqlite'), { recursive: true });
    const { dialect } = await getDb();
    expect(dialect).toBe('sqlite');
    await shutdownRuntime();
  });
});

describe('client keys in logs and limits', () => {
  it('are keyed with this install’s secret, so hashing every IPv4 address does not reverse them', async () => {
    process.env['DATA_DIR'] = path.join(dir, 'secret-a');
    const { clientKey } = await import('../../../src/server/web/client');
    const unsalted = createHash('sha256').update('203.0.113.7').digest('hex').slice(0, 16);
    expect(clientKey('203.0.113.7')).not.toBe(unsalted);
    expect(clientKey('203.0.113.7')).toBe(clientKey('203.0.113.7'));
    // The secret is kept, private, in DATA_DIR.
    expect(statSync(path.join(dir, 'secret-a', 'install-secret')).mode & 0o777).toBe(0o600);
    const first = clientKey('203.0.113.7');

    vi.resetModules();
    process.env['DATA_DIR'] = path.join(dir, 'secret-b');
    const other = await import('../../../src/server/web/client');
    expect(other.clientKey('203.0.113.7')).not.toBe(first);
  });
});
