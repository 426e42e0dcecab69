// The IndexNow ping after a publish: which pages changed between two builds, and what is sent to
// the search engines' endpoint (a local stand-in here), or not sent.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedPages, pingIndexNow } from '../../src/server/services/publish/indexnow';

const temp = mkdtempSync(path.join(tmpdir(), 'indexnow-'));
const received: { path: string; body: unknown }[] = [];
let endpoint = '';
const server = http.createServer((req, res) => {
  let text = '';
  req.on('data', (c: Buffer) => (text += c.toString()));
  req.on('end', () => {
    received.push({ path: req.url ?? '', body: JSON.parse(text) });
    res.statusCode = 202;
    res.end();
  });
});
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  endpoint = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/indexnow`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(temp, { recursive: true, force: true });
});

function build(name: string, pages: Record<string, string>) {
  const dir = path.join(temp, name);
  for (const [file, html] of Object.entries(pages)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), html);
  }
  return dir;
}

describe('IndexNow after a publish', () => {
  it('lists the pages whose HTML changed or is new, not the unchanged ones nor error pages', () => {
    const before = build('a', { 'index.html': 'home', 'services/index.html': '1,600,000', 'vi/services/index.html': '1.600.000', 'blog/x/index.html': 'x', '404.html': 'a' });
    const after = build('b', { 'index.html': 'home', 'services/index.html': '1,700,000', 'vi/services/index.html': '1.700.000', 'blog/x/index.html': 'x', 'blog/new/index.html': 'new', '404.html': 'b' });
    expect(changedPages(before, after)).toEqual(['/blog/new', '/services', '/vi/services']);
  });

  it('sends the changed pages as absolute URLs with the key and where the key file is', async () => {
    const status = await pingIndexNow('https://kingstonespa.vn', ['/services', '/vi/services'], { INDEXNOW_KEY: 'abcdef0123456789', INDEXNOW_ENDPOINT: endpoint });
    expect(status).toBe(202);
    expect(received.at(-1)?.body).toEqual({
      host: 'kingstonespa.vn',
      key: 'abcdef0123456789',
      keyLocation: 'https://kingstonespa.vn/abcdef0123456789.txt',
      urlList: ['https://kingstonespa.vn/services', 'https://kingstonespa.vn/vi/services'],
    });
  });

  it('sends nothing without a key, with a malformed key, or when nothing changed', async () => {
    const count = received.length;
    expect(await pingIndexNow('https://kingstonespa.vn', ['/services'], { INDEXNOW_ENDPOINT: endpoint })).toBeUndefined();
    expect(await pingIndexNow('https://kingstonespa.vn', ['/services'], { INDEXNOW_KEY: 'short', INDEXNOW_ENDPOINT: endpoint })).toBeUndefined();
    expect(await pingIndexNow('https://kingstonespa.vn', ['/services'], { INDEXNOW_KEY: 'abc/../../etc', INDEXNOW_ENDPOINT: endpoint })).toBeUndefined();
    expect(await pingIndexNow('https://kingstonespa.vn', [], { INDEXNOW_KEY: 'abcdef0123456789', INDEXNOW_ENDPOINT: endpoint })).toBeUndefined();
    expect(received.length).toBe(count);
  });

  it('does not throw when the endpoint is down', async () => {
    expect(await pingIndexNow('https://kingstonespa.vn', ['/'], { INDEXNOW_KEY: 'abcdef0123456789', INDEXNOW_ENDPOINT: 'http://127.0.0.1:9/indexnow' })).toBeUndefined();
  });
});
