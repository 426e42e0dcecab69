import { ISO_DATE } from '../../config/calendar-date';
import { openingTimes, type OpeningGrid } from '../../booking/opening-times';

/**
 * The booking form's list of start times as the visitor changes the day or the course (issue 38):
 * a course's free times come from the availability endpoint, a request without a course takes
 * the day's opening times (computed here: it holds no room). Changes are debounced, a new one
 * aborts the fetch before it, and only the latest answer is shown.
 */

/** `ready`: times to choose from; `loading`: the list is being replaced; `none`: no time that day; `failed`: the list could not be read. */
export type TimesStatus = 'ready' | 'loading' | 'none' | 'failed';

export interface TimesState {
  times: readonly string[];
  status: TimesStatus;
}

/** The day ("YYYY-MM-DD", or what the field holds) and the course ('' for none) a list is for. */
export interface TimesQuery {
  date: string;
  option: string;
}

/** A list as first shown: ready with its times, or `none` when it has none. */
export function timesState(times: readonly string[]): TimesState {
  return { times, status: times.length > 0 ? 'ready' : 'none' };
}

const START = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/**
 * A day's free times for a course from the endpoint (`{ date, option, times, step }`). Anything
 * but a 200 answering this very question is a failure.
 */
export async function fetchFreeTimes(url: string, query: TimesQuery, signal: AbortSignal, fetchFn: typeof fetch = fetch): Promise<string[]> {
  const response = await fetchFn(`${url}?${new URLSearchParams({ date: query.date, option: query.option }).toString()}`, { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const body = (await response.json()) as { date?: unknown; option?: unknown; times?: unknown };
  const times = body.times;
  if (body.date !== query.date || body.option !== query.option || !Array.isArray(times) || !times.every((t) => typeof t === 'string' && START.test(t))) {
    throw new Error(`${url} answered another question`);
  }
  return times as string[];
}

export interface TimeSources {
  /** The endpoint's path (AVAILABILITY_PATH). */
  url: string;
  grid: OpeningGrid;
  fetchFn?: typeof fetch;
  now?: () => number;
}

/** Where a query's times come from: the endpoint for a course on a real day, the opening grid otherwise. */
export function timesReader({ url, grid, fetchFn, now = Date.now }: TimeSources) {
  return async (query: TimesQuery, signal: AbortSignal): Promise<string[]> =>
    query.option !== '' && ISO_DATE.test(query.date) ? fetchFreeTimes(url, query, signal, fetchFn) : openingTimes(query.date, now(), grid);
}

export interface TimeLoaderOptions {
  read: (query: TimesQuery, signal: AbortSignal) => Promise<readonly string[]>;
  /** The times to offer when reading failed and there is no list to keep (the opening grid: the server checks the rest). */
  fallback: (query: TimesQuery) => readonly string[];
  onState: (state: TimesState) => void;
  initial: TimesState;
  /** Quiet time after the last change before reading (a typed date changes once per part). */
  delayMs?: number;
}

export interface TimeLoader {
  /** The day or course changed: read this query's times (after the quiet time). */
  request(query: TimesQuery): void;
  /** Stops the pending read and ignores any answer still on its way. */
  dispose(): void;
}

/** The default quiet time, in ms. */
export const TIMES_DELAY_MS = 250;

export function createTimeLoader({ read, fallback, onState, initial, delayMs = TIMES_DELAY_MS }: TimeLoaderOptions): TimeLoader {
  let state = initial;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let current: AbortController | undefined;
  const show = (next: TimesState) => {
    state = next;
    onState(next);
  };
  const stop = () => {
    clearTimeout(timer);
    current?.abort();
  };
  return {
    request(query) {
      stop();
      const mine = new AbortController();
      current = mine;
      // Said at once, while the quiet time runs: the list on screen may be another day's.
      if (state.status !== 'loading') show({ times: state.times, status: 'loading' });
      timer = setTimeout(() => {
        read(query, mine.signal).then(
          (times) => {
            if (!mine.signal.aborted) show(timesState(times));
          },
          () => {
            if (mine.signal.aborted) return;
            show({ times: state.times.length > 0 ? state.times : fallback(query), status: 'failed' });
          },
        );
      }, delayMs);
    },
    dispose: stop,
  };
}
