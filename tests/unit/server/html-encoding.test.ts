import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, encodeHtml } from '../../../src/server/http/html-encoding';

const page = `<!doctype html><html lang="ko"><body>${'<p>예약 요청을 보내 주시면 확인 후 연락드립니다.</p>'.repeat(200)}</body></html>`;

describe('an on-demand page for the browser', () => {
  it.each<[string | null, string | undefined]>([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.8', 'gzip'],
    ['BR', 'br'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['identity', undefined],
    ['gzip;q=0, br;q=0', undefined],
    ['gzip;q=abc', undefined],
    ['', undefined],
    [null, undefined],
  ])('Accept-Encoding %j → %s', (header, encoding) => {
    expect(chooseEncoding(header)).toBe(encoding);
  });

  it('is compressed to what decompresses to the same page, a fraction of its size', () => {
    const br = encodeHtml(page, 'gzip, br')!;
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(page);
    expect(br.body.byteLength).toBeLessThan(Buffer.byteLength(page) / 10);
    const gzip = encodeHtml(page, 'gzip')!;
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(page);
  });

  it('is sent as it is when tiny or when no encoding is accepted', () => {
    expect(encodeHtml('<p>ok</p>', 'br')).toBeUndefined();
    expect(encodeHtml(page, 'identity')).toBeUndefined();
  });

  it('reads a hostile header in one pass, however long', () => {
    expect(chooseEncoding(`${'x;q=1,'.repeat(100_000)}br`)).toBeUndefined();
    expect(chooseEncoding(`${';'.repeat(100_000)}`)).toBeUndefined();
  });
});
