// Issue 34, finding 8: presses count only from TELEGRAM_ALLOWED_USER_IDS. What the start handshake
// (src/pages/api/internal/start.ts) makes of the list: a malformed one stops the start in one line;
// with the buttons on and nobody named, the server starts and its log says every press will be
// answered "Not allowed" and how to find the id to set.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIContext } from 'astro';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { shutdownRuntime } from '../../src/server/web/runtime';
import { POST } from '../../src/pages/api/internal/start';

const TOKEN = 'unit-test-internal-token-telegram';

const start = () => POST({ request: new Request('http://localhost/api/internal/start', { method: 'POST', headers: { 'x-internal-token': TOKEN } }) } as APIContext);

describe('the start with the Telegram buttons on', () => {
  let dir: string;
  let warned: string[];
  beforeAll(() => {
    vi.stubEnv('KINGSTONE_INTERNAL_TOKEN', TOKEN);
    vi.stubEnv('ADMIN_PASSWORD', '');
    vi.stubEnv('ADMIN_PASSWORD_HASH', '');
    vi.stubEnv('INSTALL_SECRET', 'cd'.repeat(32));
    vi.stubEnv('TELEGRAM_BOT_TOKEN', '123456:unit-test-token');
    vi.stubEnv('TELEGRAM_CHAT_ID', '-100200300');
    vi.stubEnv('TELEGRAM_WEBHOOK_SECRET', 'unit-test-webhook-secret');
    // Nothing may reach the real Bot API: an address that refuses at once.
    vi.stubEnv('TELEGRAM_API_BASE', 'http://127.0.0.1:9');
  });
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'kingstone-telegram-start-'));
    vi.stubEnv('DATA_DIR', dir);
    warned = [];
    vi.spyOn(console, 'warn').mockImplementation((line: unknown) => void warned.push(String(line)));
  });
  afterEach(async () => {
    vi.mocked(console.warn).mockRestore();
    await shutdownRuntime();
    rmSync(dir, { recursive: true, force: true });
  });
  afterAll(() => vi.unstubAllEnvs());

  it('is refused in one line when TELEGRAM_ALLOWED_USER_IDS is not a list of ids', async () => {
    vi.stubEnv('TELEGRAM_ALLOWED_USER_IDS', '@owner');
    const res = await start();
    expect(res.status).toBe(500);
    expect(await res.text()).toBe('TELEGRAM_ALLOWED_USER_IDS must be Telegram user ids (numbers) separated by commas, at most 50');
  });

  it('goes on without TELEGRAM_ALLOWED_USER_IDS, and its log says no press will count and how to find an id', async () => {
    vi.stubEnv('TELEGRAM_ALLOWED_USER_IDS', '');
    expect((await start()).status).toBe(204);
    expect(warned).toEqual([
      'telegram: TELEGRAM_ALLOWED_USER_IDS is not set, so every Confirm/Decline press is answered "Not allowed" and changes nothing; press one once and this log names your Telegram user id to set',
    ]);
  });

  it('says nothing of it when the list names someone', async () => {
    vi.stubEnv('TELEGRAM_ALLOWED_USER_IDS', '123456789');
    expect((await start()).status).toBe(204);
    expect(warned.filter((line) => line.includes('TELEGRAM_ALLOWED_USER_IDS'))).toEqual([]);
  });
});
