import { describe, expect, it } from 'vitest';
import { checkProposal, firstProposalError } from '../../src/server/services/booking/proposal';
import { BUSINESS } from '../../src/config/business';

// 10:00 on 1 March 2026 in Ho Chi Minh City (UTC+7).
const NOW = new Date('2026-03-01T03:00:00Z');
const TOMORROW = '2026-03-02';
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
const clock = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
// From the business data, so a change of hours moves the test with it.
const OPENS = minutes(BUSINESS.hours.opens);
const CLOSES = minutes(BUSINESS.hours.closes);

const stored = { name: 'Kim Min-su', phone: '+84901234567', service_option: 'thai-90', notes: '' };

describe('a proposed time goes through the booking schema', () => {
  it('accepts a time within the hours on a bookable day', () => {
    expect(checkProposal(stored, { date: TOMORROW, time: clock(OPENS + 60) }, NOW)).toEqual({ ok: true, date: TOMORROW, time: clock(OPENS + 60) });
  });

  it('refuses a time before opening, and one whose course would end after closing', () => {
    expect(checkProposal(stored, { date: TOMORROW, time: clock(OPENS - 60) }, NOW)).toEqual({ ok: false, errors: { time: 'booking.error.hours' } });
    expect(checkProposal(stored, { date: TOMORROW, time: clock(CLOSES - 60) }, NOW)).toEqual({ ok: false, errors: { time: 'booking.error.hours' } });
  });

  it('refuses a day before today or past the booking window, a time already gone today, and what is not a date or a time', () => {
    expect(checkProposal(stored, { date: '2026-02-28', time: clock(OPENS + 60) }, NOW)).toMatchObject({ ok: false, errors: { date: 'booking.error.date' } });
    expect(checkProposal(stored, { date: '2026-12-31', time: clock(OPENS + 60) }, NOW)).toMatchObject({ ok: false, errors: { date: 'booking.error.date' } });
    expect(checkProposal(stored, { date: '02/03/2026', time: clock(OPENS + 60) }, NOW)).toMatchObject({ ok: false, errors: { date: 'booking.error.date' } });
    expect(checkProposal(stored, { date: TOMORROW, time: 'soon' }, NOW)).toMatchObject({ ok: false, errors: { time: 'booking.error.time' } });
    // 10:00 now; today's opening hour is later, so move the clock past it.
    const evening = new Date(NOW.getTime() + (OPENS + 120 - 600) * 60_000);
    expect(checkProposal(stored, { date: '2026-03-01', time: clock(OPENS + 60) }, evening)).toEqual({ ok: false, errors: { time: 'booking.error.past' } });
  });

  it("keeps the course's notice: a course booked a day ahead cannot be proposed for tonight", () => {
    const watsu = { ...stored, service_option: 'watsu-60' };
    expect(checkProposal(watsu, { date: '2026-03-01', time: clock(OPENS + 60) }, NOW)).toEqual({ ok: false, errors: { service: 'booking.error.notice' } });
    expect(checkProposal(watsu, { date: '2026-03-03', time: clock(OPENS + 60) }, NOW)).toMatchObject({ ok: true });
  });

  it("judges only the time: a stored name or note today's rules would refuse, or no course, does not stop a proposal", () => {
    const old = { name: 'K', phone: 'not a phone', service_option: null, notes: 'x'.repeat(5000) };
    expect(checkProposal(old, { date: TOMORROW, time: clock(OPENS + 60) }, NOW)).toMatchObject({ ok: true });
  });

  it('names one message: the date first, then the time, then the course', () => {
    expect(firstProposalError({ time: 'booking.error.hours', date: 'booking.error.date' })).toBe('booking.error.date');
    expect(firstProposalError({ service: 'booking.error.notice', time: 'booking.error.hours' })).toBe('booking.error.hours');
    expect(firstProposalError({ service: 'booking.error.notice' })).toBe('booking.error.notice');
    expect(firstProposalError({})).toBeUndefined();
  });
});
