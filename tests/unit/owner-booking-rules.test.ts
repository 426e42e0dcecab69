import { describe, expect, it } from 'vitest';
import { SPA_AVAILABILITY_FACTS } from '../../src/booking/availability';
import { checkOwnerBooking, ownerTimes } from '../../src/booking/owner-booking';
import { checkRoomBlock } from '../../src/booking/room-block';

// The owner's form and the room block form, as rules (issue 38): what each refuses, at which field.
const NOW = new Date('2026-03-03T08:40:00Z'); // 15:40 in Ho Chi Minh City
const form = (patch: Record<string, string> = {}) => ({ source: 'phone', name: 'Anh Tuấn', phone: '0901 234 567', service: 'thai-90', date: '2026-03-03', time: '16:00', notes: '', locale: 'vi', ...patch });

describe("the owner's booking form", () => {
  it('takes a phone booking with its number as E.164, and a walk-in with none', () => {
    expect(checkOwnerBooking(form(), NOW, SPA_AVAILABILITY_FACTS)).toEqual({ ok: true, booking: { source: 'phone', name: 'Anh Tuấn', phone: '+84901234567', service: 'thai-90', date: '2026-03-03', time: '16:00', notes: '', locale: 'vi' } });
    expect(checkOwnerBooking(form({ source: 'walk_in', phone: '' }), NOW, SPA_AVAILABILITY_FACTS)).toMatchObject({ ok: true, booking: { phone: '' } });
  });

  it('refuses each wrong field with its own words', () => {
    expect(checkOwnerBooking(form({ source: 'site', name: ' ', phone: '12', service: '', locale: 'fr', notes: 'x'.repeat(1001) }), NOW, SPA_AVAILABILITY_FACTS)).toEqual({
      ok: false,
      errors: { source: 'ownerBooking.error.source', name: 'booking.error.name', service: 'ownerBooking.error.service', notes: 'booking.error.notes', locale: 'ownerBooking.error.locale' },
    });
    expect(checkOwnerBooking(form({ phone: '' }), NOW, SPA_AVAILABILITY_FACTS)).toEqual({ ok: false, errors: { phone: 'ownerBooking.error.phoneNeeded' } });
    expect(checkOwnerBooking(form({ source: 'walk_in', phone: 'abc' }), NOW, SPA_AVAILABILITY_FACTS)).toEqual({ ok: false, errors: { phone: 'booking.error.phone' } });
    expect(checkOwnerBooking(form({ date: '2026-02-30' }), NOW, SPA_AVAILABILITY_FACTS)).toEqual({ ok: false, errors: { date: 'booking.error.date' } });
    expect(checkOwnerBooking(form({ date: '2027-02-06' }), new Date('2027-01-20T03:00:00Z'), SPA_AVAILABILITY_FACTS)).toEqual({ ok: false, errors: { date: 'booking.error.closed' } });
    expect(checkOwnerBooking(form({ time: '23:00' }), NOW, SPA_AVAILABILITY_FACTS)).toEqual({ ok: false, errors: { time: 'booking.error.hours' } });
  });

  it("takes the half hour under way (a walk-in at 15:40 starts at 15:30), not the one before; and no course's notice", () => {
    expect(checkOwnerBooking(form({ time: '15:30' }), NOW, SPA_AVAILABILITY_FACTS).ok).toBe(true);
    expect(checkOwnerBooking(form({ time: '15:00' }), NOW, SPA_AVAILABILITY_FACTS)).toEqual({ ok: false, errors: { time: 'booking.error.past' } });
    expect(checkOwnerBooking(form({ service: 'watsu-60', time: '16:00' }), NOW, SPA_AVAILABILITY_FACTS).ok).toBe(true);
    expect(ownerTimes({ date: '2026-03-03', option: 'watsu-60', occupancy: [], now: NOW }, SPA_AVAILABILITY_FACTS)[0]).toBe('15:30');
  });
});

describe('the room block form', () => {
  const block = (patch: Record<string, string> = {}) => ({ room: 'vip', count: '2', date: '2026-03-04', from: '14:00', to: '24:00', reason: ' Điều hòa hỏng ', ...patch });

  it('takes a block to midnight, its length in minutes and its reason on one line', () => {
    expect(checkRoomBlock(block(), NOW, SPA_AVAILABILITY_FACTS)).toEqual({ ok: true, block: { room: 'vip', count: 2, date: '2026-03-04', time: '14:00', minutes: 600, reason: 'Điều hòa hỏng' } });
  });

  it('refuses an unknown kind, more rooms than the kind has, a past day, an end before the start, no reason', () => {
    expect(checkRoomBlock(block({ room: 'sauna' }), NOW, SPA_AVAILABILITY_FACTS)).toMatchObject({ ok: false, errors: { room: 'roomBlock.error.room' } });
    expect(checkRoomBlock(block({ count: '3' }), NOW, SPA_AVAILABILITY_FACTS)).toEqual({ ok: false, errors: { count: 'roomBlock.error.count' } });
    expect(checkRoomBlock(block({ count: '0' }), NOW, SPA_AVAILABILITY_FACTS)).toEqual({ ok: false, errors: { count: 'roomBlock.error.count' } });
    expect(checkRoomBlock(block({ date: '2026-03-02' }), NOW, SPA_AVAILABILITY_FACTS)).toEqual({ ok: false, errors: { date: 'roomBlock.error.date' } });
    expect(checkRoomBlock(block({ from: '18:00', to: '18:00' }), NOW, SPA_AVAILABILITY_FACTS)).toEqual({ ok: false, errors: { to: 'roomBlock.error.to' } });
    expect(checkRoomBlock(block({ from: '24:00', to: '25:00' }), NOW, SPA_AVAILABILITY_FACTS)).toEqual({ ok: false, errors: { from: 'roomBlock.error.from', to: 'roomBlock.error.to' } });
    expect(checkRoomBlock(block({ reason: '\u200b' }), NOW, SPA_AVAILABILITY_FACTS)).toEqual({ ok: false, errors: { reason: 'roomBlock.error.reason' } });
  });

  it('parses 64 KB of hostile input in linear time', () => {
    const hostile = '1'.repeat(65_536);
    const started = performance.now();
    expect(checkRoomBlock(block({ count: hostile, from: hostile, reason: hostile }), NOW, SPA_AVAILABILITY_FACTS).ok).toBe(false);
    expect(checkOwnerBooking(form({ name: hostile, phone: hostile, notes: hostile, time: hostile }), NOW, SPA_AVAILABILITY_FACTS).ok).toBe(false);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
