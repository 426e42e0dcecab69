import type { Kysely } from 'kysely';
import { SLOT_MINUTES } from '../../../booking/availability';
import { findOption } from '../../../config/catalogue';
import { calendarDayNumber } from '../../../config/calendar-date';
import type { Database } from '../../data/schema';
import { availableTimesFor } from '../../services/booking/occupancy';
import { getDb } from '../runtime';

/** Browsers and proxies may keep an answer this long: a time taken meanwhile is refused at store anyway. */
export const AVAILABILITY_CACHE_CONTROL = 'public, max-age=5';
/** The longest query string read; a real one ("?date=2026-03-02&option=two-staff-120") is about 40 characters. */
export const MAX_AVAILABILITY_QUERY = 128;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const OPTION = /^[a-z0-9-]{1,40}$/;

export type AvailabilityBody = { date: string; option: string; times: string[]; step: number } | { error: string };

export interface AvailabilityAnswer {
  status: 200 | 400;
  body: AvailabilityBody;
  cacheControl: string;
}

const bad = (error: string): AvailabilityAnswer => ({ status: 400, body: { error }, cacheControl: 'no-store' });

/**
 * `date` and `option` from a query string ("?date=…&option=…", in any order), read in one pass
 * with fixed patterns and no decoding: a real value has nothing to decode, so a `%` or `+` in one
 * makes it no value. Longer than MAX_AVAILABILITY_QUERY, a parameter twice, or one missing is
 * refused; other parameters (a cache-buster) are ignored.
 */
export function parseAvailabilityQuery(search: string): { date: string; option: string } | { error: string } {
  const query = search.startsWith('?') ? search.slice(1) : search;
  if (query.length > MAX_AVAILABILITY_QUERY) return { error: `the query is longer than ${MAX_AVAILABILITY_QUERY} characters` };
  let date: string | undefined;
  let option: string | undefined;
  for (const pair of query.split('&')) {
    const at = pair.indexOf('=');
    const name = at === -1 ? pair : pair.slice(0, at);
    const value = at === -1 ? '' : pair.slice(at + 1);
    if (name === 'date') {
      if (date !== undefined) return { error: 'date is given twice' };
      date = value;
    } else if (name === 'option') {
      if (option !== undefined) return { error: 'option is given twice' };
      option = value;
    }
  }
  if (date === undefined || !DATE.test(date) || calendarDayNumber(date) === undefined) return { error: 'date must be a real day, YYYY-MM-DD' };
  if (option === undefined || !OPTION.test(option) || !findOption(option)) return { error: 'option must be the id of a course in the catalogue' };
  return { date, option };
}

export interface AvailabilityMemoOptions {
  /** How long one day's answer for a course is reused, in ms (default 5,000). */
  ttlMs?: number;
  /** At most this many answers are kept; the oldest goes first (default 2,048: every course on every bookable day fits). */
  maxEntries?: number;
  /** What reads the times (the occupancy query); a test may count its calls. */
  read?: typeof availableTimesFor;
}

/**
 * The answerer of GET /booking-availability.json with its memo: the times of one day and course are
 * read once per `ttlMs` whoever asks, and requests arriving while they are read wait for that same
 * read, so a burst costs one query. Unknown courses and malformed days never reach the database,
 * and a day outside the bookable range or closed answers no times without a query
 * (availableTimesFor), so a stranger can make at most one query per bookable day and course every
 * few seconds.
 */
export function createAvailabilityAnswerer({ ttlMs = 5_000, maxEntries = 2_048, read = availableTimesFor }: AvailabilityMemoOptions = {}) {
  const memo = new Map<string, { until: number; times: Promise<string[]> }>();
  return async function answer(search: string, db: () => Promise<Kysely<Database>>, now: Date): Promise<AvailabilityAnswer> {
    const parsed = parseAvailabilityQuery(search);
    if ('error' in parsed) return bad(parsed.error);
    const { date, option } = parsed;
    const key = `${date} ${option}`;
    const at = now.getTime();
    let entry = memo.get(key);
    if (!entry || entry.until <= at) {
      if (entry) memo.delete(key);
      // Every entry lives ttlMs from its insertion, so the first in the Map's order expires first.
      else if (memo.size >= maxEntries) memo.delete(memo.keys().next().value ?? '');
      const times = db().then((handle) => read(handle, date, option, now));
      entry = { until: at + ttlMs, times };
      memo.set(key, entry);
      // A failed read is not kept: the next request tries again.
      const failed = entry;
      times.catch(() => {
        if (memo.get(key) === failed) memo.delete(key);
      });
    }
    return { status: 200, body: { date, option, times: await entry.times, step: SLOT_MINUTES }, cacheControl: AVAILABILITY_CACHE_CONTROL };
  };
}

// One memo per build's bundle: a publish that changes the rooms or the catalogue starts a fresh one.
const answerSpa = createAvailabilityAnswerer();

/**
 * GET (and HEAD) /booking-availability.json: 200 with the times, 400 with `{ error }` for a bad
 * query, 503 when the database cannot be read. The host adds the security headers.
 */
export async function availabilityResponse(url: URL): Promise<Response> {
  try {
    const { status, body, cacheControl } = await answerSpa(url.search, async () => (await getDb()).db, new Date());
    return Response.json(body, { status, headers: { 'Cache-Control': cacheControl } });
  } catch (error) {
    console.error(`booking availability: ${(error as Error).message}`);
    return Response.json({ error: 'the times could not be read' }, { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': '5' } });
  }
}

/** Any other method (the host lets POST through to on-demand routes): 405. */
export function availabilityMethodRefused(): Response {
  return new Response('Method not allowed', { status: 405, headers: { Allow: 'GET, HEAD', 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' } });
}
