// Issue 34, finding 7: an empty or short install secret made status links forgeable (an HMAC with
// an empty key). The start refuses one in one line; the file is made whole or not at all, and
// processes starting together keep one secret.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROOT } from '../../support/paths';

let dir: string;
beforeEach(() => {
  vi.resetModules();
  dir = mkdtempSync(path.join(tmpdir(), 'install-secret-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A fresh copy of the module: the secret is read once per process. */
const fresh = async () => import('../../../src/server/services/install-secret');

describe('the install secret', () => {
  it('is made once, 32 random bytes as hex in a 0600 file, with no temporary file left', async () => {
    const { installSecretError } = await fresh();
    expect(installSecretError({ DATA_DIR: dir })).toBeUndefined();
    const file = path.join(dir, 'install-secret');
    expect(readFileSync(file, 'utf8')).toMatch(/^[0-9a-f]{64}\n$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(dir)).toEqual(['install-secret']);
  });

  it.each([
    ['empty', ''],
    ['short', `${'ab'.repeat(31)}\n`],
    ['not hex', `${'zz'.repeat(32)}\n`],
  ])('refuses a file that is %s, naming it and the fix', async (_, text) => {
    writeFileSync(path.join(dir, 'install-secret'), text, { mode: 0o600 });
    const { installSecretError } = await fresh();
    expect(installSecretError({ DATA_DIR: dir })).toBe(`${path.join(dir, 'install-secret')} must hold at least 32 random bytes as hex: delete it to have a new one made (status links and admin sessions change)`);
  });

  it('refuses an INSTALL_SECRET shorter than 32 random bytes, and takes one as openssl prints it', async () => {
    for (const value of ['x', 'studio-routes-test-secret', 'ab'.repeat(31), 'a'.repeat(42)]) {
      const { installSecretError } = await fresh();
      expect(installSecretError({ INSTALL_SECRET: value, DATA_DIR: dir }), value).toBe('INSTALL_SECRET must be at least 32 random bytes, as 64 hex characters (openssl rand -hex 32)');
    }
    for (const value of ['ab'.repeat(32), 'K7gNU3sdo+OL0wNhqoVWhr3g6s1xYv72ol/pe/Unols=']) {
      const { installSecretError } = await fresh();
      expect(installSecretError({ INSTALL_SECRET: value, DATA_DIR: dir }), value).toBeUndefined();
    }
  });

  it('is the same for processes that start together', async () => {
    const script = `import { installSecret } from ${JSON.stringify(path.join(ROOT, 'src/server/services/install-secret.ts'))}; console.log(installSecret('probe').toString('hex'));`;
    const run = () => promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], { env: { ...process.env, DATA_DIR: dir, INSTALL_SECRET: '' } });
    const outputs = await Promise.all(Array.from({ length: 6 }, run));
    expect(new Set(outputs.map((o) => o.stdout.trim())).size).toBe(1);
    expect(readdirSync(dir)).toEqual(['install-secret']);
  });
});
