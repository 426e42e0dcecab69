import { describe, expect, it } from 'vitest';
import { dateDigits, dateInWords, parseDateInput } from '../../src/studio/date-input';

const value = (v: string) => ({ kind: 'value', value: v });

describe('a date or time typed the owner’s way', () => {
  it.each([
    ['29/11/2026 00:00', '2026-11-29 00:00'],
    ['29/11/2026', '2026-11-29 00:00'],
    ['29.11.2026 9h', '2026-11-29 09:00'],
    ['1/2/2027 9h30', '2027-02-01 09:30'],
    ['2026.11.29 21:05', '2026-11-29 21:05'],
    ['2026/11/29, 9 PM', '2026-11-29 21:00'],
    ['2026년 11월 29일 오후 9시 30분', '2026-11-29 21:30'],
    ['2026-11-29 09:00', '2026-11-29 09:00'],
    ['29-11-2026 lúc 7 giờ 15', '2026-11-29 07:15'],
  ])('reads the date and time %j as %j', (typed, stored) => {
    expect(parseDateInput(typed, 'dateTime')).toEqual(value(stored));
  });

  it.each([['05/02/2027', '2027-02-05'], ['2027.2.5', '2027-02-05'], [' 2027-02-05 ', '2027-02-05']])('reads the date %j as %j', (typed, stored) => {
    expect(parseDateInput(typed, 'date')).toEqual(value(stored));
  });

  it.each([['11h', '11:00'], ['9', '09:00'], ['9:05', '09:05'], ['21h30', '21:30'], ['9.30', '09:30'], ['12 am', '00:00'], ['12 pm', '12:00'], ['오전 9시', '09:00'], ['7 giờ tối', '19:00']])('reads the time %j as %j', (typed, stored) => {
    expect(parseDateInput(typed, 'time')).toEqual(value(stored));
  });

  it('takes 24:00 only where the field allows the end of the day', () => {
    expect(parseDateInput('24h', 'time', { allowMidnightEnd: true })).toEqual(value('24:00'));
    expect(parseDateInput('24h', 'time')).toEqual({ kind: 'unclear' });
  });

  it.each(['31/11/2026', '29/02/2027', '2026.13.01', 'tomorrow', '29/11', '29/11/2026 25:00', '29/11/2026 9:75', '13 pm', '2026-11-29 09:00 extra', '9'.repeat(41)])('refuses %j as no date', (typed) => {
    expect(parseDateInput(typed, typed.length === 41 ? 'time' : 'dateTime')).toEqual({ kind: 'unclear' });
  });

  it('leaves an empty field empty', () => {
    expect(parseDateInput('  ', 'date')).toEqual({ kind: 'empty' });
  });

  it('collapses runs of spaces instead of scanning them', () => {
    expect(parseDateInput(`2026/11/29 ${' '.repeat(25)}9`, 'dateTime')).toEqual(value('2026-11-29 09:00'));
  });

  it('writes a stored date back in the owner’s order and in words', () => {
    expect(dateDigits('2026-11-29 09:00', 'vi')).toBe('29/11/2026 09:00');
    expect(dateDigits('2026-11-29', 'ko')).toBe('2026.11.29');
    expect(dateInWords('2026-11-29 09:00', 'vi')).toBe('Chủ Nhật, 29 tháng 11, 2026 09:00');
    expect(dateInWords('2027-02-05', 'en')).toMatch(/^Friday,? 5 February 2027$|^Friday, February 5, 2027$/);
    expect(dateInWords('29/11/2026', 'en')).toBeUndefined();
  });
});
