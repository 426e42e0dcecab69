import { describe, expect, it } from 'vitest';
import { bookingErrors, createBookingSchema, spaClock } from '../../src/booking/schema';
import { maskPhone, toE164 } from '../../src/booking/phone';

// 10:00 on 1 March 2026 in Ho Chi Minh City (UTC+7).
const NOW = new Date('2026-03-01T03:00:00Z');
const schema = createBookingSchema(NOW);
const valid = {
  name: '  Kim Min-su ',
  phone: '090 123 4567',
  service: 'thai-90',
  date: '2026-03-02',
  time: '18:00',
  notes: 'Window room, please.',
  consent: 'on',
  website: '',
};

function errorsOf(input: Record<string, unknown>) {
  const result = schema.safeParse(input);
  expect(result.success).toBe(false);
  return result.success ? {} : bookingErrors(result.error);
}

describe('phone numbers', () => {
  it.each([
    ['0901234567', '+84901234567'],
    ['+84 90 123 4567', '+84901234567'],
    ['010-1234-5678', '+821012345678'],
    ['+1 415 555 2671', '+14155552671'],
  ])('%s → %s', (input, e164) => {
    expect(toE164(input)).toBe(e164);
  });

  it.each(['12345', 'call me', '090 123 4567\r\nBcc: x@y.z', '+84 ' + '9'.repeat(40)])('refuses %j', (input) => {
    expect(toE164(input)).toBeUndefined();
  });

  it('masks numbers for logs', () => {
    expect(maskPhone('+84901234567')).toBe('+84*******67');
  });
});

describe('booking schema', () => {
  it('accepts a valid request and normalizes it', () => {
    const result = schema.parse(valid);
    expect(result).toMatchObject({ name: 'Kim Min-su', phone: '+84901234567', service: 'thai-90', notes: 'Window room, please.' });
  });

  it('knows the spa clock', () => {
    expect(spaClock(NOW)).toEqual({ today: '2026-03-01', minutes: 600 });
  });

  it.each([
    [{ name: 'K' }, 'name', 'booking.error.name'],
    [{ name: 'x'.repeat(101) }, 'name', 'booking.error.name'],
    [{ name: 'Kim\nInjected: yes' }, 'name', 'booking.error.name'],
    [{ phone: '123' }, 'phone', 'booking.error.phone'],
    [{ service: 'lingam-60' }, 'service', 'booking.error.service'],
    [{ date: '2026-02-28' }, 'date', 'booking.error.date'],
    [{ date: '2026-06-01' }, 'date', 'booking.error.date'],
    [{ date: '01/03/2026' }, 'date', 'booking.error.date'],
    [{ time: '11:30' }, 'time', 'booking.error.hours'],
    [{ time: '23:00' }, 'time', 'booking.error.hours'],
    [{ date: '2026-03-02', time: '09:00', service: 'watsu-60' }, 'time', 'booking.error.hours'],
    [{ date: '2026-03-01', time: '20:00', service: 'watsu-60' }, 'service', 'booking.error.notice'],
    [{ notes: 'x'.repeat(1001) }, 'notes', 'booking.error.notes'],
    [{ consent: undefined }, 'consent', 'booking.error.consent'],
    [{ admin: 'yes' }, '_form', 'booking.error.unknownField'],
  ])('%j is refused on %s with %s', (patch, field, key) => {
    expect(errorsOf({ ...valid, ...patch })[field]).toBe(key);
  });

  it('refuses a time that has already passed today', () => {
    const afternoon = createBookingSchema(new Date('2026-03-01T08:00:00Z')); // 15:00 in Ho Chi Minh City
    const result = afternoon.safeParse({ ...valid, date: '2026-03-01', time: '13:00' });
    expect(result.success ? {} : bookingErrors(result.error)).toEqual({ time: 'booking.error.past' });
    expect(afternoon.safeParse({ ...valid, date: '2026-03-01', time: '16:00' }).success).toBe(true);
  });

  it('accepts the last course that still ends by closing time, and watsu a day ahead', () => {
    expect(schema.safeParse({ ...valid, time: '22:30', service: 'thai-90' }).success).toBe(true);
    expect(schema.safeParse({ ...valid, time: '22:31', service: 'thai-90' }).success).toBe(false);
    expect(schema.safeParse({ ...valid, date: '2026-03-02', time: '12:00', service: 'watsu-60' }).success).toBe(true);
    expect(schema.safeParse({ ...valid, date: '2026-05-30' }).success).toBe(true);
  });
});

describe('booking messages', () => {
  it('every error key the schema can give has a translation in every language', async () => {
    const { DICTIONARIES } = await import('../../src/i18n/t');
    const { BOOKING_ERROR_KEYS } = await import('../../src/booking/schema');
    const source = (await import('../../src/booking/schema.ts?raw')).default as string;
    const used = new Set([...source.matchAll(/'(booking\.error\.\w+)'/g)].map((m) => m[1] ?? ''));
    expect([...used].every((k) => (BOOKING_ERROR_KEYS as readonly string[]).includes(k))).toBe(true);
    const keys = new Set<string>(BOOKING_ERROR_KEYS);
    for (const dictionary of Object.values(DICTIONARIES)) {
      for (const key of keys) expect(dictionary, key).toHaveProperty([key]);
    }
  });
});
