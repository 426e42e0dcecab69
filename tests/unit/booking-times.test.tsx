import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AVAILABILITY_PATH } from '../../src/booking/api-path';
import { SLOT_MINUTES } from '../../src/booking/availability';
import { firstDayWithTimes, openingTimes, withKept, type OpeningGrid } from '../../src/booking/opening-times';
import { BookingForm } from '../../src/components/booking/BookingForm';
import { bookingFormProps, OPENING_GRID } from '../../src/components/booking/booking-props';
import { BookingTimeField, type BookingTimeFieldProps } from '../../src/components/booking/BookingTimeField';
import { createTimeLoader, fetchFreeTimes, timesReader, timesState, type TimesQuery, type TimesState } from '../../src/components/booking/time-loader';
import { BUSINESS } from '../../src/config/business';
import { LOCALES } from '../../src/i18n/locales';
import { createT } from '../../src/i18n/t';
import { fakeFetch } from '../support/fake-fetch';

/** Made-up hours, so these cases do not move when the spa's do: 12:00–24:00, a short day and a closed one. */
const GRID: OpeningGrid = {
  step: 30,
  hours: { opens: '12:00', closes: '24:00' },
  specialHours: [
    { from: '2027-03-10', to: '2027-03-10', closed: false, opens: '12:00', closes: '16:00' },
    { from: '2027-03-13', to: '2027-03-14', closed: true },
  ],
};
/** `time` on `date` in Ho Chi Minh City (UTC+7), in ms. */
const at = (date: string, time: string) => Date.parse(`${date}T${time}:00+07:00`);
const EARLIER = at('2027-02-20', '09:00');

/** "HH:MM" every 30 minutes from `from` to `to`, both included. */
function grid(from: string, to: string): string[] {
  const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
  const out: string[] = [];
  for (let m = minutes(from); m <= minutes(to); m += 30) out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  return out;
}

describe('the opening times (a request without a course, issue 38)', () => {
  it('are every step from opening while before closing, on a regular, a short and a closed day', () => {
    expect(openingTimes('2027-03-01', EARLIER, GRID)).toEqual(grid('12:00', '23:30'));
    expect(openingTimes('2027-03-10', EARLIER, GRID)).toEqual(grid('12:00', '15:30'));
    expect(openingTimes('2027-03-14', EARLIER, GRID)).toEqual([]);
  });

  it('leave out today’s past (a start at the minute now is past), never another day’s', () => {
    expect(openingTimes('2027-03-01', at('2027-03-01', '15:00'), GRID)).toEqual(grid('15:30', '23:30'));
    expect(openingTimes('2027-03-01', at('2027-03-01', '15:01'), GRID)).toEqual(grid('15:30', '23:30'));
    expect(openingTimes('2027-03-01', at('2027-03-01', '23:30'), GRID)).toEqual([]);
    expect(openingTimes('2027-03-02', at('2027-03-01', '23:30'), GRID)).toEqual(grid('12:00', '23:30'));
  });

  it('are the regular hours’ for text that is no day (an empty date field)', () => {
    expect(openingTimes('', at('2027-03-01', '20:00'), GRID)).toEqual(grid('12:00', '23:30'));
    expect(openingTimes('2027-02-30', EARLIER, GRID)).toEqual(grid('12:00', '23:30'));
  });

  it('follow the spa’s step and hours in the form’s props', () => {
    expect(OPENING_GRID.step).toBe(SLOT_MINUTES);
    expect(OPENING_GRID.hours).toEqual({ opens: BUSINESS.hours.opens, closes: BUSINESS.hours.closes });
    expect(OPENING_GRID.specialHours.map((d) => d.from)).toEqual(BUSINESS.specialHours.map((d) => d.from));
  });
});

describe('the day the form preselects', () => {
  const opening = (now: number) => (date: string) => openingTimes(date, now, GRID);
  it('is today while a time is left, else the next day that has one', () => {
    expect(firstDayWithTimes(at('2027-03-01', '15:00'), opening(at('2027-03-01', '15:00')), 90)).toBe('2027-03-01');
    expect(firstDayWithTimes(at('2027-03-01', '23:40'), opening(at('2027-03-01', '23:40')), 90)).toBe('2027-03-02');
    // 12 March late: the 13th and 14th are closed.
    expect(firstDayWithTimes(at('2027-03-12', '23:45'), opening(at('2027-03-12', '23:45')), 90)).toBe('2027-03-15');
  });

  it('is today when no day within reach has a time', () => {
    expect(firstDayWithTimes(at('2027-03-12', '23:45'), () => [], 3)).toBe('2027-03-12');
    expect(firstDayWithTimes(at('2027-03-12', '23:45'), opening(at('2027-03-12', '23:45')), 1)).toBe('2027-03-12');
  });
});

describe('a refused time stays in the list', () => {
  it('in its place in the day, once, and only when it is a time', () => {
    expect(withKept(['12:00', '17:00'], '15:00')).toEqual(['12:00', '15:00', '17:00']);
    expect(withKept(['12:00', '17:00'], '17:00')).toEqual(['12:00', '17:00']);
    expect(withKept(['12:00'], undefined)).toEqual(['12:00']);
    expect(withKept(['12:00'], '25:00')).toEqual(['12:00']);
    expect(withKept(['12:00'], '<b>')).toEqual(['12:00']);
  });
});

const STATUS = { loading: 'Looking…', none: 'No free time that day — try another day', failed: 'Checked when you send.' };
const field = (state: TimesState, extra: Partial<BookingTimeFieldProps> = {}) =>
  renderToStaticMarkup(<BookingTimeField label="Preferred time" required="required" placeholder="Choose a time" status={STATUS} state={state} {...extra} />);

describe('the time field', () => {
  it('is one labelled select of the offered times after an empty first choice, the line under it empty', () => {
    const html = field(timesState(['12:00', '12:30']));
    expect(html).toContain('<label for="booking-time">Preferred time<span class="booking-field__required"> (required)</span></label>');
    expect(html).toContain('<select id="booking-time" name="time" required=""><option value="" selected="">Choose a time</option><option>12:00</option><option>12:30</option></select>');
    expect(html).toContain('<p id="booking-time-status" class="booking-field__hint" role="status"></p>');
    expect(html).not.toContain('<input');
  });

  it('keeps a chosen time chosen, and ties an error to the select', () => {
    const html = field(timesState(['12:00', '15:00']), { defaultValue: '15:00', error: 'This time is fully booked.' });
    expect(html).toContain('<option selected="">15:00</option>');
    expect(html).toContain('aria-invalid="true" aria-describedby="booking-time-error"');
    expect(html).toContain('<p id="booking-time-error" class="booking-field__error">This time is fully booked.</p>');
  });

  it('says it is loading (aria-busy and the line), has no time that day (disabled), or could not load (the list kept)', () => {
    const loading = field({ times: ['12:00'], status: 'loading' });
    expect(loading).toContain('aria-busy="true" aria-describedby="booking-time-status"');
    expect(loading).toContain('role="status">Looking…</p>');
    expect(loading).toContain('<option>12:00</option>');
    const none = field(timesState([]));
    expect(none).toContain('<select id="booking-time" name="time" required="" disabled=""');
    expect(none).toContain('role="status">No free time that day — try another day</p>');
    const failed = field({ times: ['12:00'], status: 'failed' });
    expect(failed).not.toContain('disabled');
    expect(failed).toContain('role="status">Checked when you send.</p>');
    expect(failed).toContain('<option>12:00</option>');
  });

  it.each(LOCALES)('the %s form has it in place of the free time input, with its words from the dictionary', (locale) => {
    const t = createT(locale);
    const props = bookingFormProps(locale, { values: { date: '2027-03-01' }, timesButton: true }, { times: ['12:00', '17:30'], timesFor: { date: '2027-03-01', option: '' } });
    const html = renderToStaticMarkup(<BookingForm {...props} />);
    expect(html).not.toContain('type="time"');
    expect(html).toContain(`<option value="" selected="">${t('booking.timeChoose')}</option><option>12:00</option><option>17:30</option></select>`);
    // The plain form's button listing another date's times posts to the page with ?times.
    expect(html).toContain(`formAction="${props.action}?times"`);
    expect(html).toContain(`>${t('booking.timesShow')}</button>`);
    expect(props.strings.timesStatus).toEqual({ loading: t('booking.timesLoading'), none: t('booking.timesNone'), failed: t('booking.timesFailed') });
    // The home form is built with no day: the regular hours' times, and no such button (its script reads them).
    const home = renderToStaticMarkup(<BookingForm {...bookingFormProps(locale)} />);
    expect(home).toContain(`<option value="" selected="">${t('booking.timeChoose')}</option>${grid(BUSINESS.hours.opens, '23:30').map((time) => `<option>${time}</option>`).join('')}</select>`);
    expect(home).not.toContain('formAction');
  });

  it('says "No free time that day — try another day" in English', () => {
    expect(createT('en')('booking.timesNone')).toBe('No free time that day — try another day');
  });
});

describe('reading a day’s free times', () => {
  const query: TimesQuery = { date: '2027-03-01', option: 'thai-90' };
  const signal = new AbortController().signal;

  it('asks the endpoint for the day and course and takes its times', async () => {
    const { calls, fetcher } = fakeFetch([{ status: 200, body: { date: '2027-03-01', option: 'thai-90', times: ['12:00', '17:00'], step: 30 } }]);
    expect(await fetchFreeTimes(AVAILABILITY_PATH, query, signal, fetcher)).toEqual(['12:00', '17:00']);
    expect(calls.map((c) => c.url)).toEqual(['/booking-availability.json?date=2027-03-01&option=thai-90']);
    expect(calls[0]?.init.signal).toBe(signal);
  });

  it('fails on an error status, an answer to another question, or times that are not times', async () => {
    for (const answer of [
      { status: 503, body: { error: 'the times could not be read' } },
      { status: 200, body: { date: '2027-03-02', option: 'thai-90', times: ['12:00'], step: 30 } },
      { status: 200, body: { date: '2027-03-01', option: 'thai-90', times: ['<img>'], step: 30 } },
      { status: 200, body: { date: '2027-03-01', option: 'thai-90' } },
    ]) {
      await expect(fetchFreeTimes(AVAILABILITY_PATH, query, signal, fakeFetch([answer]).fetcher)).rejects.toThrow();
    }
  });

  it('asks nothing without a course, or without a day: the opening times', async () => {
    const { calls, fetcher } = fakeFetch([]);
    const read = timesReader({ url: AVAILABILITY_PATH, grid: GRID, fetchFn: fetcher, now: () => at('2027-03-10', '14:10') });
    expect(await read({ date: '2027-03-10', option: '' }, signal)).toEqual(grid('14:30', '15:30'));
    expect(await read({ date: '', option: 'thai-90' }, signal)).toEqual(grid('12:00', '23:30'));
    expect(calls).toEqual([]);
  });
});

/** A read whose answers the test gives, in any order. */
function controlledReads() {
  const reads: { query: TimesQuery; signal: AbortSignal; answer: (times: string[]) => void; fail: () => void }[] = [];
  const read = (query: TimesQuery, signal: AbortSignal) =>
    new Promise<string[]>((resolve, reject) => {
      reads.push({ query, signal, answer: resolve, fail: () => reject(new TypeError('network down')) });
    });
  return { reads, read };
}

describe('the list as the day or course changes', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function loader(initial: TimesState = timesState(['12:00', '12:30'])) {
    const { reads, read } = controlledReads();
    const states: TimesState[] = [];
    const made = createTimeLoader({ read, fallback: () => ['12:00', '23:30'], onState: (s) => states.push(s), initial, delayMs: 250 });
    return { reads, states, loader: made, last: () => states.at(-1) };
  }
  const day = (date: string): TimesQuery => ({ date, option: 'thai-90' });

  it('says it is loading at once, keeping the list, and reads once the changes stop', async () => {
    const { reads, states, loader: l, last } = loader();
    l.request(day('2027-03-01'));
    expect(last()).toEqual({ times: ['12:00', '12:30'], status: 'loading' });
    vi.advanceTimersByTime(100);
    l.request(day('2027-03-02'));
    vi.advanceTimersByTime(249);
    expect(reads).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(reads.map((r) => r.query.date)).toEqual(['2027-03-02']);
    reads[0]?.answer(['17:00', '17:30']);
    await vi.runAllTimersAsync();
    expect(last()).toEqual({ times: ['17:00', '17:30'], status: 'ready' });
    // One "loading" for the two changes.
    expect(states.map((s) => s.status)).toEqual(['loading', 'ready']);
  });

  it('aborts the read before a new one, and only the latest answer is shown, whatever order they come in', async () => {
    const { reads, loader: l, last } = loader();
    l.request(day('2027-03-01'));
    vi.advanceTimersByTime(250);
    l.request(day('2027-03-02'));
    expect(reads[0]?.signal.aborted).toBe(true);
    vi.advanceTimersByTime(250);
    reads[1]?.answer(['20:00']);
    await vi.runAllTimersAsync();
    reads[0]?.answer(['13:00']);
    await vi.runAllTimersAsync();
    expect(last()).toEqual({ times: ['20:00'], status: 'ready' });
  });

  it('disables the list when the day has no time', async () => {
    const { reads, loader: l, last } = loader();
    l.request(day('2027-03-13'));
    vi.advanceTimersByTime(250);
    reads[0]?.answer([]);
    await vi.runAllTimersAsync();
    expect(last()).toEqual({ times: [], status: 'none' });
  });

  it('keeps the list it had when a read fails, and says the time is checked on sending', async () => {
    const { reads, loader: l, last } = loader();
    l.request(day('2027-03-01'));
    vi.advanceTimersByTime(250);
    reads[0]?.fail();
    await vi.runAllTimersAsync();
    expect(last()).toEqual({ times: ['12:00', '12:30'], status: 'failed' });
  });

  it('offers the opening times when a read fails with no list to keep (the day before had none)', async () => {
    const { reads, loader: l, last } = loader(timesState([]));
    l.request(day('2027-03-02'));
    vi.advanceTimersByTime(250);
    reads[0]?.fail();
    await vi.runAllTimersAsync();
    expect(last()).toEqual({ times: ['12:00', '23:30'], status: 'failed' });
  });

  it('shows nothing after it is disposed (the form went away)', async () => {
    const { reads, states, loader: l } = loader();
    l.request(day('2027-03-01'));
    vi.advanceTimersByTime(250);
    l.dispose();
    reads[0]?.answer(['20:00']);
    await vi.runAllTimersAsync();
    expect(states.map((s) => s.status)).toEqual(['loading']);
  });

  it('works end to end with a fake fetch: the endpoint’s times for a course, none asked for without one', async () => {
    const { calls, fetcher } = fakeFetch([{ status: 200, body: { date: '2027-03-01', option: 'thai-90', times: ['12:00', '17:00'], step: 30 } }]);
    const states: TimesState[] = [];
    const l = createTimeLoader({
      read: timesReader({ url: AVAILABILITY_PATH, grid: GRID, fetchFn: fetcher, now: () => EARLIER }),
      fallback: () => [],
      onState: (s) => states.push(s),
      initial: timesState(grid('12:00', '23:30')),
    });
    l.request(day('2027-03-01'));
    await vi.runAllTimersAsync();
    expect(states.at(-1)).toEqual({ times: ['12:00', '17:00'], status: 'ready' });
    l.request({ date: '2027-03-10', option: '' });
    await vi.runAllTimersAsync();
    expect(states.at(-1)).toEqual({ times: grid('12:00', '15:30'), status: 'ready' });
    expect(calls).toHaveLength(1);
  });
});
