import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIContext } from 'astro';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST } from '../../src/pages/api/internal/start';
import { shutdownRuntime } from '../../src/server/web/runtime';

const TOKEN = 'unit-test-internal-token';
const MALFORMED = 'scrypt$<salt hex>$<key hex>';

const start = (token: string) =>
  POST({ request: new Request('http://localhost/api/internal/start', { method: 'POST', headers: { 'x-internal-token': token } }) } as APIContext);

describe('server start', () => {
  let dir: string;
  beforeAll(() => {
    // Should the check ever be skipped, the start goes on to open a database: never the tree's own.
    dir = mkdtempSync(path.join(tmpdir(), 'kingstone-start-'));
    vi.stubEnv('DATA_DIR', dir);
    vi.stubEnv('KINGSTONE_INTERNAL_TOKEN', TOKEN);
    vi.stubEnv('ADMIN_PASSWORD_HASH', MALFORMED);
  });
  afterAll(async () => {
    await shutdownRuntime();
    vi.unstubAllEnvs();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is refused with a one-line reason when ADMIN_PASSWORD_HASH is malformed', async () => {
    const res = await start(TOKEN);
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).toBe('ADMIN_PASSWORD_HASH is malformed: expected scrypt$<32+ hex salt>$<32+ hex key> from npm run admin:hash');
    expect(text).not.toContain(MALFORMED);
  });

  it('says nothing about the settings to a caller without the token', async () => {
    const res = await start('not-the-token-at-all-but-as-long');
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('');
  });
});

// Issue 34, findings 4 and 7: any non-empty ADMIN_PASSWORD and any install secret, even an empty
// one (status links signed with an empty key), were accepted. The start refuses them in one line.
describe('server start with weak secrets', () => {
  let dir: string;
  beforeAll(() => {
    vi.stubEnv('KINGSTONE_INTERNAL_TOKEN', TOKEN);
    vi.stubEnv('ADMIN_PASSWORD_HASH', '');
  });
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'kingstone-start-'));
    vi.stubEnv('DATA_DIR', dir);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  afterAll(async () => {
    await shutdownRuntime();
    vi.unstubAllEnvs();
  });

  it('is refused when ADMIN_PASSWORD is shorter than 12 characters', async () => {
    vi.stubEnv('ADMIN_PASSWORD', 'mậtkhẩu-ngắ'); // 11 characters, 16 bytes
    vi.stubEnv('INSTALL_SECRET', 'ab'.repeat(32));
    const res = await start(TOKEN);
    expect(res.status).toBe(500);
    expect(await res.text()).toBe('ADMIN_PASSWORD must be at least 12 characters long');
  });

  it('is refused when INSTALL_SECRET is shorter than 32 random bytes', async () => {
    vi.stubEnv('ADMIN_PASSWORD', 'owner-password');
    vi.stubEnv('INSTALL_SECRET', 'a'.repeat(31));
    const res = await start(TOKEN);
    expect(res.status).toBe(500);
    expect(await res.text()).toBe('INSTALL_SECRET must be at least 32 random bytes, as 64 hex characters (openssl rand -hex 32)');
  });

  it('is refused when the install-secret file is empty, naming the file and the fix', async () => {
    vi.stubEnv('ADMIN_PASSWORD', 'owner-password');
    vi.stubEnv('INSTALL_SECRET', '');
    writeFileSync(path.join(dir, 'install-secret'), '', { mode: 0o600 });
    const res = await start(TOKEN);
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).toBe(`${path.join(dir, 'install-secret')} must hold at least 32 random bytes as hex: delete it to have a new one made (status links and admin sessions change)`);
    expect(text).not.toContain('\n');
  });
});
