import { describe, expect, it } from 'vitest';
import { bookingErrors, createBookingSchema } from '../../src/booking/schema';
import { BUSINESS } from '../../src/config/business';
import { createT } from '../../src/i18n/t';

// The rule reads spa.yaml's specialHours; the tests take their days from it (not typed copies),
// and set the clock some days before each so the day is inside the booking window.
const missing = (what: string): never => {
  throw new Error(`src/content/business/spa.yaml needs a specialHours entry ${what} (the samples have one)`);
};
const closure = BUSINESS.specialHours.find((e) => e.closed) ?? missing('with closed: true');
const shortDay =
  BUSINESS.specialHours.find((e): e is Extract<typeof e, { closed: false }> => !e.closed && e.closes < BUSINESS.hours.closes) ??
  missing('that closes before the regular hours');
const dayBefore = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
/** 10:00 in Ho Chi Minh City (UTC+7) `days` days before `date`. */
const morningBefore = (date: string, days: number) => new Date(`${dayBefore(date, days)}T03:00:00Z`);
const addMinutes = (hhmm: string, minutes: number) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const total = h * 60 + m + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

const request = (date: string, patch: Record<string, unknown> = {}) => ({
  name: 'Kim Min-su',
  phone: '090 123 4567',
  service: 'thai-90',
  date,
  time: '14:00',
  consent: 'on',
  ...patch,
});

function errorsAt(now: Date, input: Record<string, unknown>) {
  const result = createBookingSchema(now).safeParse(input);
  return result.success ? {} : bookingErrors(result.error);
}

describe('a closed day', () => {
  const { from, to } = closure;
  const now = morningBefore(from, 10);

  it.each([from, to])('%s is refused on the date field with the closed-day message', (date) => {
    expect(errorsAt(now, request(date))).toEqual({ date: 'booking.error.closed' });
  });

  it('is reported on the first answer with the other wrong fields', () => {
    expect(errorsAt(now, request(from, { name: 'K', phone: '123' }))).toEqual({
      name: 'booking.error.name',
      phone: 'booking.error.phone',
      date: 'booking.error.closed',
    });
    expect(errorsAt(now, request(from, { consent: undefined, time: '7pm' }))).toEqual({
      date: 'booking.error.closed',
      time: 'booking.error.time',
      consent: 'booking.error.consent',
    });
  });

  it('the days around it are bookable', () => {
    expect(errorsAt(now, request(dayBefore(from, 1)))).toEqual({});
    expect(errorsAt(now, request(dayBefore(to, -1)))).toEqual({});
  });

  it('a closed day outside the window keeps the window message', () => {
    expect(errorsAt(morningBefore(from, 120), request(from))).toEqual({ date: 'booking.error.date' });
  });

  it('has its message in every language', () => {
    expect(createT('en')('booking.error.closed')).toBe('We are closed on that day. Please choose another date.');
    expect(createT('ko')('booking.error.closed')).toMatch(/휴무/);
    expect(createT('vi')('booking.error.closed')).toMatch(/nghỉ/);
  });
});

describe('a day with special hours', () => {
  const { from, opens, closes } = shortDay;
  const now = morningBefore(from, 10);
  // thai-90 lasts 90 minutes.
  const lastStart = addMinutes(closes, -90);

  it("takes a course that ends by that day's closing time", () => {
    expect(errorsAt(now, request(from, { time: lastStart }))).toEqual({});
    expect(errorsAt(now, request(from, { time: opens }))).toEqual({});
  });

  it("refuses one that ends after that day's closing time, though regular hours would allow it", () => {
    const late = addMinutes(lastStart, 1);
    expect(errorsAt(now, request(dayBefore(from, 1), { time: late }))).toEqual({});
    expect(errorsAt(now, request(from, { time: late }))).toEqual({ time: 'booking.error.hours' });
  });

  it('reports the hours with another wrong field', () => {
    expect(errorsAt(now, request(from, { time: closes, name: 'K' }))).toEqual({
      name: 'booking.error.name',
      time: 'booking.error.hours',
    });
  });
});
