import { describe, expect, it } from 'vitest';
import { bookingErrors, createBookingSchema, normalizeText, spaClock } from '../../src/booking/schema';
import { toE164 } from '../../src/booking/phone';

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
    [{ name: 'Kim\u0007Bell' }, 'name', 'booking.error.name'],
    [{ name: 'Kim\tTab' }, 'name', 'booking.error.name'],
    [{ name: '\u200b\u2028K\u202e' }, 'name', 'booking.error.name'],
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
    [{ notes: 'Quiet\u000bAdmin: x' }, 'notes', 'booking.error.notes'],
    [{ notes: 'Quiet\u0000' }, 'notes', 'booking.error.notes'],
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

// Every character a renderer (Telegram, a mail client) may take as the end of a line.
const LINE_SEPARATORS = ['\n', '\r', '\r\n', '\u0085', '\u2028', '\u2029'];
// Invisible format characters (Unicode Cf): bidi overrides and isolates, zero-width, BOM, soft hyphen.
const FORMAT_CHARACTERS = ['\u202a', '\u202e', '\u2066', '\u2069', '\u200b', '\u200e', '\u200f', '\u2060', '\ufeff', '\u00ad'];
const ANY_BREAK_OR_FORMAT = /[\r\n\u0085\u2028\u2029\p{Cf}]/u;

describe('visitor text is normalized before it is stored', () => {
  it.each(LINE_SEPARATORS)('a name with %j before a forged label is kept on one line', (separator) => {
    const { name } = schema.parse({ ...valid, name: `Kim${separator}Admin: https://evil.example` });
    expect(name).toBe('Kim Admin: https://evil.example');
  });

  it.each(LINE_SEPARATORS)('notes keep %j as one "\\n"', (separator) => {
    const { notes } = schema.parse({ ...valid, notes: `Quiet room${separator}Phone: +84 999` });
    expect(notes).toBe('Quiet room\nPhone: +84 999');
  });

  it.each(FORMAT_CHARACTERS)('%j is taken out of names and notes', (invisible) => {
    const parsed = schema.parse({ ...valid, name: `${invisible}Kim${invisible} Min-su`, notes: `Window${invisible} room` });
    expect(parsed.name).toBe('Kim Min-su');
    expect(parsed.notes).toBe('Window room');
  });

  it('leaves no separator or format character whatever the mix', () => {
    const forged = '\u202eKim\u2028Admin: https://evil.example\u2029\u200bPhone: +1 555\u0085\r\u2066x\u2069';
    const parsed = schema.parse({ ...valid, name: forged, notes: forged });
    expect(parsed.name).not.toMatch(ANY_BREAK_OR_FORMAT);
    expect(parsed.notes.replaceAll('\n', ' ')).not.toMatch(ANY_BREAK_OR_FORMAT);
    expect(parsed.notes.split('\n')).toEqual(['Kim', 'Admin: https://evil.example', 'Phone: +1 555', '', 'x']);
  });

  it('normalizes a single line and free text', () => {
    expect(normalizeText(' a\u2028b\r\nc\u200b ', 'line')).toBe('a b c');
    expect(normalizeText(' a\u2028b\r\nc\u200b ', 'lines')).toBe('a\nb\nc');
  });

  it('takes linear time on 64 KB of separators and format characters', () => {
    const input = '\u2028\u200b\r\n\u202e'.repeat(16 * 1024);
    const started = performance.now();
    normalizeText(input, 'line');
    normalizeText(input, 'lines');
    expect(performance.now() - started).toBeLessThan(250);
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

describe('one answer reports every wrong field (no second submit to learn of the date or time)', () => {
  it('name, phone, date and time at once', () => {
    expect(errorsOf({ ...valid, name: 'K', phone: '123', date: '2025-01-01', time: '10:00' })).toEqual({
      name: 'booking.error.name',
      phone: 'booking.error.phone',
      date: 'booking.error.date',
      time: 'booking.error.hours',
    });
  });

  it('name, phone, date and a malformed time at once', () => {
    expect(errorsOf({ ...valid, name: 'K', phone: '123', date: '1 March', time: '7pm' })).toEqual({
      name: 'booking.error.name',
      phone: 'booking.error.phone',
      date: 'booking.error.date',
      time: 'booking.error.time',
    });
  });

  it('a day too far ahead with a bad name and phone', () => {
    expect(errorsOf({ ...valid, name: '', phone: 'call me', date: '2026-12-31' })).toEqual({
      name: 'booking.error.name',
      phone: 'booking.error.phone',
      date: 'booking.error.date',
    });
  });

  it('a time outside opening hours with a bad name, phone and missing consent', () => {
    expect(errorsOf({ ...valid, name: 'K', phone: '123', time: '09:00', consent: undefined })).toEqual({
      name: 'booking.error.name',
      phone: 'booking.error.phone',
      time: 'booking.error.hours',
      consent: 'booking.error.consent',
    });
  });

  it('a time already past today with a bad name', () => {
    const afternoon = createBookingSchema(new Date('2026-03-01T08:00:00Z')); // 15:00 in Ho Chi Minh City
    const result = afternoon.safeParse({ ...valid, name: 'K', date: '2026-03-01', time: '13:00' });
    expect(result.success ? {} : bookingErrors(result.error)).toEqual({
      name: 'booking.error.name',
      time: 'booking.error.past',
    });
  });

  it('a course that ends after closing, with bad notes', () => {
    expect(errorsOf({ ...valid, notes: 'x'.repeat(1001), time: '23:30' })).toEqual({
      notes: 'booking.error.notes',
      time: 'booking.error.hours',
    });
  });

  it('watsu too soon, with a bad phone', () => {
    expect(errorsOf({ ...valid, service: 'watsu-60', date: '2026-03-01', time: '20:00', phone: '123' })).toEqual({
      phone: 'booking.error.phone',
      service: 'booking.error.notice',
    });
  });

  it('still reports a bad time format without inventing an hours error', () => {
    expect(errorsOf({ ...valid, time: '7pm' })).toEqual({ time: 'booking.error.time' });
  });

  it('an unknown field with a bad name: both reported', () => {
    expect(errorsOf({ ...valid, name: 'K', admin: 'yes' })).toEqual({
      name: 'booking.error.name',
      _form: 'booking.error.unknownField',
    });
  });

  it('a body that is not an object is refused without a crash', () => {
    expect(schema.safeParse('name=K').success).toBe(false);
  });
});
