import { describe, expect, it } from 'vitest';
import { clientAddress, parseTrustProxy } from '../../../src/server/host/client-address.ts';
import { isNotFoundPagePath, notFoundPageFor } from '../../../src/server/host/not-found.ts';
import { blogPageRedirect } from '../../../src/server/host/redirects.ts';
import { requestLogLine } from '../../../src/server/host/request-log.ts';
import { parseRequestPath } from '../../../src/server/host/request-path.ts';
import { accepts } from '../../../src/server/http/accept-encoding.ts';
import { etagMatches, parseRange } from '../../../src/server/host/static-files.ts';
import { createBookingSchema } from '../../../src/booking/schema';
import { parseAdminMove } from '../../../src/server/web/admin/move-form';
import { readForm } from '../../../src/server/web/form';
import { parseNotice } from '../../../src/booking/admin-address';
import { EmailSchema } from '../../../src/utils/email';

/**
 * Every parser that reads a header, path, query string or form field gets 64 KB of input shaped to
 * make a backtracking pattern or a nested loop work hard. A linear parser takes a few
 * milliseconds; the quadratic ones this replaced took seconds at this size (270 ms at 16 KB). The
 * bound is generous on purpose (a shared, noisy machine); the fastest of three runs is compared.
 */
const SIZE = 64 * 1024;
const BOUND_MS = 250;

function fastestMs(run: () => unknown): number {
  let best = Infinity;
  for (let i = 0; i < 3; i += 1) {
    const started = performance.now();
    run();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

const spaces = ' '.repeat(SIZE);
const slashes = '/'.repeat(SIZE);
const NOW = new Date('2026-03-01T03:00:00Z');
const booking = { name: 'An', phone: '0901234567', date: '2026-03-03', time: '19:00', consent: 'on' };

const parsers: [string, () => unknown][] = [
  ['Accept-Encoding: spaces after the coding', () => accepts(`br${spaces}x`, 'br')],
  ['Accept-Encoding: spaces before the coding', () => accepts(`,${spaces}gzip`, 'br')],
  ['Accept-Encoding: empty items', () => accepts(','.repeat(SIZE), 'br')],
  ['Accept-Encoding: parameters', () => accepts(`br${';q=1'.repeat(SIZE / 4)}`, 'br')],
  ['request path: slashes', () => parseRequestPath(`${slashes}x`)],
  ['request path: dot segments', () => parseRequestPath('/./'.repeat(SIZE / 3))],
  ['trailing-slash redirect at the longest accepted path', () => parseRequestPath(`${'/'.repeat(2047)}x`)],
  ['If-None-Match', () => etagMatches(`${' ,'.repeat(SIZE / 2)}`, '"a-1"')],
  ['Range', () => parseRange(`bytes=${'1'.repeat(SIZE)}-${spaces}`, 1000)],
  ['X-Forwarded-For', () => clientAddress('127.0.0.1', `${', '.repeat(SIZE / 2)}1.2.3.4`, parseTrustProxy('loopback'))],
  ['blog pagination query', () => blogPageRedirect('/blog', `?${'page=1&'.repeat(SIZE / 7)}`)],
  ['404 page path', () => isNotFoundPagePath('/404'.repeat(SIZE / 4))],
  ['404 page choice', () => notFoundPageFor(slashes)],
  ['request log path', () => requestLogLine({ url: `/${'\u0001'.repeat(SIZE)}`, method: 'GET' } as never, { statusCode: 200, getHeader: () => undefined, writableFinished: true } as never, 0)],
  ['admin move form', () => parseAdminMove({ id: '1'.repeat(SIZE), action: 'propose', date: '2'.repeat(SIZE), time: `${'0:'.repeat(SIZE / 2)}x` })],
  ['admin notice query', () => parseNotice(new URL(`http://localhost/admin?refused=${'1'.repeat(SIZE)}&why=${'booking.error.'.repeat(SIZE / 14)}`))],
  ['booking name', () => createBookingSchema(NOW).safeParse({ ...booking, name: `${'a '.repeat(SIZE / 2)}\u0000` })],
  ['booking notes', () => createBookingSchema(NOW).safeParse({ ...booking, notes: `${'\r\n'.repeat(SIZE / 2)}\u0001` })],
  ['booking phone', () => createBookingSchema(NOW).safeParse({ ...booking, phone: `+${'1'.repeat(SIZE)}` })],
  ['booking date and time', () => createBookingSchema(NOW).safeParse({ ...booking, date: '1'.repeat(SIZE), time: '0'.repeat(SIZE) })],
  ['newsletter address', () => EmailSchema.safeParse(`${'a.'.repeat(SIZE / 2)}@${'b-'.repeat(SIZE / 2)}`)],
];

describe('request-facing parsers take linear time', () => {
  it.each(parsers)('%s (64 KB)', (_name, run) => {
    expect(fastestMs(run)).toBeLessThan(BOUND_MS);
  });

  it('form content type (64 KB)', async () => {
    const started = performance.now();
    const result = await readForm(
      { header: (name) => (name === 'origin' ? 'https://kingstonespa.vn' : `application/x-www-form-urlencoded${';'.repeat(SIZE)}`), body: null },
      ['https://kingstonespa.vn'],
    );
    expect(result.kind).toBe('ok');
    expect(performance.now() - started).toBeLessThan(BOUND_MS);
  });
});
