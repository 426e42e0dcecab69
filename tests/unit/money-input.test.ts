import { describe, expect, it } from 'vitest';
import { moneyDigits, parseMoneyInput } from '../../src/studio/money-input';

// A price as a Vietnamese or Korean owner types it (issue 40): read as one amount, or refused.

describe('a typed price', () => {
  it.each([
    ['1.800.000', 1_800_000],
    ['1,800,000', 1_800_000],
    ['1800000', 1_800_000],
    ['1 800 000', 1_800_000],
    ['1.800.000 ₫', 1_800_000],
    ['1.800.000đ', 1_800_000],
    ['1,800,000동', 1_800_000],
    ['VND 1800000', 1_800_000],
    ['1tr8', 1_800_000],
    ['1tr850', 1_850_000],
    ['2tr5', 2_500_000],
    ['1.8tr', 1_800_000],
    ['1,8 triệu', 1_800_000],
    ['12tr', 12_000_000],
    ['800k', 800_000],
    ['800 nghìn', 800_000],
    ['1.800', 1_800],
  ])('reads %j as %i', (typed, amount) => {
    expect(parseMoneyInput(typed)).toEqual({ kind: 'amount', value: amount });
  });

  it.each(['1.8', '1,80', '1.80.000', '1.800,000', 'abc', '₫', '1tr8tr', '-', '1e6'])('does not guess %j', (typed) => {
    expect(parseMoneyInput(typed)).toEqual({ kind: 'unclear' });
  });

  it('is empty only when nothing was typed, and refuses a pasted page', () => {
    expect(parseMoneyInput('   ')).toEqual({ kind: 'empty' });
    expect(parseMoneyInput('1'.repeat(41))).toEqual({ kind: 'unclear' });
  });

  it('is written back grouped the owner’s way', () => {
    expect(moneyDigits(1_800_000, 'vi')).toBe('1.800.000');
    expect(moneyDigits(1_800_000, 'ko')).toBe('1,800,000');
    expect(moneyDigits(1_800_000, 'en')).toBe('1,800,000');
    expect(moneyDigits(950, 'vi')).toBe('950');
  });
});
