import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIContext } from 'astro';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST } from '../../src/pages/api/internal/start';
import { shutdownRuntime } from '../../src/backend/runtime';

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
