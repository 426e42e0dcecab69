// The host's release switch (src/server/host/release.ts, src/server/host/index.ts): requests that arrived before the
// switch are answered wholly by the old build, every request after it by the new one, none fails,
// and releases/current names the live build for the next start. The builds here are small
// stand-ins with the shape of Astro's output (a server entry with a handler, client files).
import { mkdirSync, mkdtempSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type KingstoneServer } from '../../../src/server/host/index.ts';
import { HOST_BRIDGE, readFromBridge, type ReleaseSwitch } from '../../../src/server/http/host-bridge.ts';
import { CURRENT_LINK, RELEASE_MANIFEST, RELEASES_DIR } from '../../../src/server/http/releases.ts';

const root = mkdtempSync(path.join(tmpdir(), 'release-switch-'));

/** The on-demand requests each build's handler has received, by the build's name, in order. */
const arrivals: string[] = [];
(globalThis as { releaseSwitchArrivals?: string[] }).releaseSwitchArrivals = arrivals;

/**
 * A build named `name`: its page says the name, and its on-demand /api/slow answers the name
 * after `delay` ms, so a request can be held in flight across a switch. It notes each request's
 * arrival (it runs in this process), so a test switches once they are in, not after a guessed time.
 */
function fakeBuild(dir: string, name: string) {
  mkdirSync(path.join(dir, 'server'), { recursive: true });
  mkdirSync(path.join(dir, 'client'), { recursive: true });
  writeFileSync(path.join(dir, 'client', 'index.html'), `<!doctype html><title>${name}</title><p>${name}</p>`);
  writeFileSync(path.join(dir, '_headers.json'), '[]');
  writeFileSync(
    path.join(dir, 'server', 'entry.mjs'),
    `export function handler(req, res) {
      if (req.url === '${HOST_BRIDGE.START_ROUTE}') { res.statusCode = 204; res.end(); return; }
      globalThis.releaseSwitchArrivals?.push('${name}');
      const delay = Number(new URL(req.url, 'http://x').searchParams.get('delay') ?? 0);
      setTimeout(() => { res.setHeader('content-type', 'text/plain'); res.end('${name}'); }, delay);
    }\n`,
  );
  writeFileSync(path.join(dir, RELEASE_MANIFEST), '{}');
}

let server: KingstoneServer;
let origin: string;
const distDir = path.join(root, 'dist');
const releaseB = path.join(root, RELEASES_DIR, '20261124-120000-bbbb');
const releaseC = path.join(root, RELEASES_DIR, '20261124-130000-cccc');

beforeAll(async () => {
  fakeBuild(distDir, 'A');
  fakeBuild(releaseB, 'B');
  fakeBuild(releaseC, 'C');
  process.env['INDEXNOW_KEY'] = 'abcdef0123456789';
  server = await startServer({ distDir, port: 0, host: '127.0.0.1', siteRoot: root, logRequests: false });
  delete process.env['INDEXNOW_KEY'];
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  delete process.env[HOST_BRIDGE.SITE_ROOT_ENV];
  rmSync(root, { recursive: true, force: true });
});

const text = async (p: string) => {
  const res = await fetch(`${origin}${p}`);
  return { status: res.status, body: await res.text() };
};

describe('the IndexNow key file', () => {
  it('answers the key at /<key>.txt and nothing at other names', async () => {
    expect(await text('/abcdef0123456789.txt')).toEqual({ status: 200, body: 'abcdef0123456789' });
    expect((await text('/abcdef0123456788.txt')).status).toBe(404);
  });
});

describe('switching releases', () => {
  it('answers requests in flight from the old build and new ones from the new build, all 200', async () => {
    const releases = readFromBridge(HOST_BRIDGE.RELEASES) as ReleaseSwitch;
    expect(releases.liveDir()).toBe(distDir);
    expect((await text('/')).body).toContain('<p>A</p>');

    // 20 slow on-demand requests and 20 page requests start on A; the switch happens meanwhile.
    const earlierArrivals = arrivals.length;
    const before = [
      ...Array.from({ length: 20 }, () => text('/api/slow?delay=300')),
      ...Array.from({ length: 20 }, () => text('/')),
    ];
    // Once the 20 on-demand requests are in A's handler (beside a loaded machine's other work,
    // a fixed 50 ms once let some arrive after the switch).
    while (arrivals.slice(earlierArrivals).filter((name) => name === 'A').length < 20) await new Promise((resolve) => setTimeout(resolve, 5));
    await releases.switchTo(releaseB);
    const after = await Promise.all([...Array.from({ length: 20 }, () => text('/api/slow?delay=10')), ...Array.from({ length: 20 }, () => text('/'))]);
    const earlier = await Promise.all(before);

    expect(earlier.every((r) => r.status === 200)).toBe(true);
    expect(earlier.slice(0, 20).map((r) => r.body)).toEqual(Array(20).fill('A'));
    expect(after.every((r) => r.status === 200)).toBe(true);
    expect(after.slice(0, 20).map((r) => r.body)).toEqual(Array(20).fill('B'));
    expect(after.slice(20).every((r) => r.body.includes('<p>B</p>'))).toBe(true);
    expect(releases.liveDir()).toBe(releaseB);
    expect(readlinkSync(path.join(root, RELEASES_DIR, CURRENT_LINK))).toBe(path.basename(releaseB));
  });

  it('keeps serving without a gap while requests arrive during the switch', async () => {
    const releases = readFromBridge(HOST_BRIDGE.RELEASES) as ReleaseSwitch;
    let stop = false;
    const seen: { status: number; body: string }[] = [];
    const traffic = (async () => {
      while (!stop) seen.push(await text('/api/slow?delay=0'));
    })();
    const traffic2 = (async () => {
      while (!stop) seen.push(await text('/'));
    })();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await releases.switchTo(releaseC);
    await new Promise((resolve) => setTimeout(resolve, 100));
    stop = true;
    await Promise.all([traffic, traffic2]);
    expect(seen.length).toBeGreaterThan(10);
    expect(seen.filter((r) => r.status !== 200)).toEqual([]);
    // Each answer is one build's: B before the switch, C after, never a mix within a stream.
    const slow = seen.filter((r) => !r.body.startsWith('<!doctype')).map((r) => r.body);
    expect(slow.join('')).toMatch(/^B*C+$/);
  });

  it('refuses a folder that is not a build and stays on the live one', async () => {
    const releases = readFromBridge(HOST_BRIDGE.RELEASES) as ReleaseSwitch;
    await expect(releases.switchTo(path.join(root, 'nowhere'))).rejects.toThrow();
    expect(releases.liveDir()).toBe(releaseC);
    expect((await text('/')).body).toContain('<p>C</p>');
  });
});
