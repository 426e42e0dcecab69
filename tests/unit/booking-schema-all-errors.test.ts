import { describe, expect, it } from 'vitest';
import { bookingErrors, createBookingSchema } from '../../src/booking/schema';

// 10:00 on 1 March 2026 in Ho Chi Minh City (UTC+7); the spa opens 12:00–24:00.
const NOW = new Date('2026-03-01T03:00:00Z');
const schema = createBookingSchema(NOW);
const valid = {
  name: 'Kim Min-su',
  phone: '090 123 4567',
  service: 'thai-90',
  date: '2026-03-02',
  time: '18:00',
  notes: '',
  consent: 'on',
  website: '',
};

/** The error keys of one answer, by field: what the form shows after a single submit. */
function errorsOf(input: Record<string, unknown>) {
  const result = schema.safeParse(input);
  expect(result.success).toBe(false);
  return result.success ? {} : bookingErrors(result.error);
}

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
