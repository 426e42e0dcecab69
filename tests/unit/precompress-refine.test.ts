// A publish's quick Brotli copies: the build gives the files its cache lacks a fast copy and lists
// them; once live, the refinement redoes each at full quality, by rename, into the cache too; and
// the server keeps sending whole, correct files while copies are replaced under it.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from '../../integrations/precompress.ts';
import { refineRelease } from '../../integrations/precompress-refine.ts';
import { createStaticFiles, sendStatic } from '../../src/server/host/static-files.ts';
import { PENDING_COMPRESSION } from '../../src/server/http/releases.ts';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A release folder with client/ holding `pages`, and an empty cache. */
function release(pages: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), 'precompress-refine-'));
  folders.push(root);
  const client = path.join(root, 'release', 'client');
  mkdirSync(client, { recursive: true });
  for (const [name, text] of Object.entries(pages)) writeFileSync(path.join(client, name), text);
  const cache = path.join(root, 'cache');
  return { dir: path.join(root, 'release'), client, cache };
}

/** Text that Brotli's high qualities compress much better than its quick ones. */
const page = (title: string) =>
  `<!doctype html><title>${title}</title>${Array.from({ length: 400 }, (_, i) => `<p class="row-${i % 13}">${title}: item ${(i * 7919) % 1000} costs ${(i * 104729) % 100000} đ</p>`).join('\n')}`;

const unbrotli = (file: string) => zlib.brotliDecompressSync(readFileSync(file)).toString('utf8');

describe('quick copies at publish, refined once live', () => {
  it('lists what the cache lacked, and the refinement makes those copies smaller, cached and still exact', async () => {
    const site = release({ 'a.html': page('a'), 'b.html': page('b') });
    // A file compressed at full quality before: the publish copies it from the cache.
    const earlier = release({ 'a.html': page('a') });
    await precompressDir(earlier.client, site.cache);

    const built = await precompressDir(site.client, site.cache, { fast: true });
    expect(built).toMatchObject({ files: 2, reused: 1, pending: ['b.html'] });
    expect(JSON.parse(readFileSync(path.join(site.dir, PENDING_COMPRESSION), 'utf8'))).toEqual(['b.html']);
    const quick = readFileSync(path.join(site.client, 'b.html.br')).length;
    expect(unbrotli(path.join(site.client, 'b.html.br'))).toBe(page('b'));

    expect(refineRelease(site.dir, site.cache)).toEqual({ refined: 1 });
    const refined = readFileSync(path.join(site.client, 'b.html.br')).length;
    expect(refined).toBeLessThan(quick);
    expect(unbrotli(path.join(site.client, 'b.html.br'))).toBe(page('b'));
    expect(existsSync(path.join(site.dir, PENDING_COMPRESSION))).toBe(false);

    // The next publish of the same bytes finds both in the cache: nothing quick, nothing pending.
    const next = release({ 'a.html': page('a'), 'b.html': page('b') });
    const again = await precompressDir(next.client, site.cache, { fast: true });
    expect(again).toMatchObject({ reused: 2, pending: [] });
    expect(existsSync(path.join(next.dir, PENDING_COMPRESSION))).toBe(false);
    expect(readFileSync(path.join(next.client, 'b.html.br')).length).toBe(refined);
  });

  it('writes nothing outside the release for a list naming other places', () => {
    const site = release({ 'a.html': page('a') });
    const outside = path.join(path.dirname(site.dir), 'outside.html');
    writeFileSync(outside, page('outside'));
    writeFileSync(path.join(site.dir, PENDING_COMPRESSION), JSON.stringify(['../../outside.html', '../outside.html', '/etc/hostname', 42, 'a.html']));
    expect(refineRelease(site.dir, site.cache)).toEqual({ refined: 1 });
    expect(existsSync(`${outside}.br`)).toBe(false);
    expect(unbrotli(path.join(site.client, 'a.html.br'))).toBe(page('a'));
  });
});

describe('serving a Brotli copy that is replaced while live', () => {
  it('sends the current file whole, with its own length', async () => {
    const site = release({ 'index.html': page('home') });
    await precompressDir(site.client, site.cache, { fast: true });
    const files = createStaticFiles(site.client);
    const server = createServer((req, res) => {
      const entry = files.lookup('/index.html');
      if (!entry) {
        res.statusCode = 404;
        res.end();
        return;
      }
      sendStatic(req, res, entry);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const get = () =>
      new Promise<{ length: number; body: Buffer }>((resolve, reject) => {
        request({ port, host: '127.0.0.1', path: '/index.html', headers: { 'accept-encoding': 'br' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ length: Number(res.headers['content-length']), body: Buffer.concat(chunks) }));
        })
          .on('error', reject)
          .end();
      });
    try {
      const before = await get();
      expect(before.length).toBe(before.body.length);
      refineRelease(site.dir, site.cache);
      const after = await get();
      expect(after.length).toBe(after.body.length);
      expect(after.body.length).toBeLessThan(before.body.length);
      expect(zlib.brotliDecompressSync(after.body).toString('utf8')).toBe(page('home'));
    } finally {
      server.close();
    }
  });
});
