// The precompression cache: a second build copies the .br of unchanged bytes from the cache and
// compresses only what changed, with the same result as compressing everything.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from '../../integrations/precompress.ts';

const folders: string[] = [];
function folder() {
  const dir = mkdtempSync(path.join(tmpdir(), 'precompress-cache-'));
  folders.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A page of `n` distinct lines: compressible, over the 1 KB floor. */
const page = (title: string, n = 200) => `<!doctype html><title>${title}</title>${Array.from({ length: n }, (_, i) => `<p>${title} line ${i}</p>`).join('\n')}`;

function writeSite(dir: string, pages: Record<string, string>) {
  for (const [name, text] of Object.entries(pages)) writeFileSync(path.join(dir, name), text);
}

describe('precompression with a cache', () => {
  it('reuses unchanged files and compresses changed ones, with the same bytes', async () => {
    const cache = folder();
    const first = folder();
    writeSite(first, { 'a.html': page('a'), 'b.html': page('b'), 'c.html': page('c') });
    const one = await precompressDir(first, cache);
    expect(one).toMatchObject({ files: 3, reused: 0 });
    expect(readdirSync(cache).filter((f) => f.endsWith('.br'))).toHaveLength(3);

    const second = folder();
    writeSite(second, { 'a.html': page('a'), 'b.html': page('b, changed'), 'c.html': page('c') });
    const two = await precompressDir(second, cache);
    expect(two).toMatchObject({ files: 3, reused: 2 });
    for (const name of ['a.html', 'b.html', 'c.html']) {
      const original = readFileSync(path.join(second, name), 'utf8');
      expect(zlib.brotliDecompressSync(readFileSync(path.join(second, `${name}.br`))).toString('utf8')).toBe(original);
    }
  });

  it('remembers that a file was not worth a copy', async () => {
    const cache = folder();
    // Random bytes do not compress: no .br is written, and the cache says so the next time.
    const noise = randomBytes(4096);
    for (let round = 0; round < 2; round++) {
      const dir = folder();
      writeFileSync(path.join(dir, 'noise.txt'), noise);
      const result = await precompressDir(dir, cache);
      expect(result.reused).toBe(round);
      expect(readdirSync(dir)).toEqual(['noise.txt']);
    }
    expect(readdirSync(cache).map((f) => path.extname(f))).toEqual(['.skip']);
  });
});
