import { describe, expect, it } from 'vitest';
import { readJson, type FormSource } from '../../../src/server/web/form';

const ORIGIN = 'https://kingstonespa.vn';

function source(body: string | Uint8Array, headers: Record<string, string> = {}): FormSource {
  const all: Record<string, string> = { origin: ORIGIN, 'content-type': 'application/json', ...headers };
  const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body;
  return {
    header: (name) => all[name],
    body: (async function* () {
      // In pieces, as a socket delivers it.
      for (let i = 0; i < bytes.length; i += 4096) yield bytes.slice(i, i + 4096);
    })(),
  };
}

describe('readJson', () => {
  it('reads a JSON body from an allowed origin, with or without a charset', async () => {
    expect(await readJson(source('{"version":"v","data":{"a":[1,2]}}'), [ORIGIN])).toEqual({ kind: 'ok', value: { version: 'v', data: { a: [1, 2] } } });
    expect(await readJson(source('"x"', { 'content-type': 'Application/JSON; charset=utf-8' }), [ORIGIN])).toEqual({ kind: 'ok', value: 'x' });
  });

  it('refuses a missing or foreign Origin (403) before anything else', async () => {
    expect(await readJson(source('{}', { origin: 'https://evil.example' }), [ORIGIN])).toEqual({ kind: 'refused', status: 403 });
    expect(await readJson({ header: (n) => (n === 'content-type' ? 'application/json' : undefined), body: null }, [ORIGIN])).toEqual({ kind: 'refused', status: 403 });
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'application/json-patch+json', ''])('refuses the content type %j (415)', async (type) => {
    expect(await readJson(source('{}', { 'content-type': type }), [ORIGIN])).toEqual({ kind: 'refused', status: 415 });
  });

  it('refuses more than 16 KB whatever Content-Length says (413)', async () => {
    const big = JSON.stringify({ data: 'a'.repeat(17 * 1024) });
    expect(await readJson(source(big), [ORIGIN])).toEqual({ kind: 'refused', status: 413 });
    expect(await readJson(source(big, { 'content-length': '10' }), [ORIGIN])).toEqual({ kind: 'refused', status: 413 });
    expect(await readJson(source('{}', { 'content-length': String(1024 * 1024) }), [ORIGIN])).toEqual({ kind: 'refused', status: 413 });
  });

  it.each([
    ['broken JSON', '{"version":'],
    ['an empty body', ''],
    ['JSON with a trailing comma', '{"a":1,}'],
    ['invalid UTF-8', new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d])],
  ])('refuses %s (400)', async (_, body) => {
    expect(await readJson(source(body), [ORIGIN])).toEqual({ kind: 'refused', status: 400 });
  });

  it('reads 16 KB of the deepest nesting that fits in linear time', async () => {
    const depth = 8 * 1024 - 1;
    const started = performance.now();
    const result = await readJson(source(`${'['.repeat(depth)}${']'.repeat(depth)}`), [ORIGIN]);
    expect(result.kind).toBe('ok');
    expect(performance.now() - started).toBeLessThan(250);
  });
});
