import type { Locale } from '../i18n/locales';

/**
 * An amount of VND as owners type it (issue 40): "1.800.000" (Vietnamese), "1,800,000" (Korean,
 * English), "1800000", with or without "₫", "đ", "동", "VND", and the Vietnamese shorthands
 * "1tr8", "1.8tr", "1,8 triệu", "800k", "800 nghìn". What could mean two amounts ("1.8", "1,80")
 * is `unclear`, never guessed. Linear: one trim, one replace, fixed patterns.
 */
export type MoneyInput = { kind: 'empty' } | { kind: 'amount'; value: number } | { kind: 'unclear' };

/** Longest text read: a price is far shorter, and a pasted page must not be scanned. */
const MAX_LENGTH = 40;
const CURRENCY = /(?:₫|vnđ|vnd|đồng|đ|동|원)/giu;
const MILLION = /^(\d{1,4})(?:[.,](\d{1,3}))?\s*(?:tr|triệu|trieu|m)$/iu;
/** "1tr8", "1tr850": the digits after "tr" continue the millions (hundreds of thousands first). */
const MILLION_THEN = /^(\d{1,4})\s*(?:tr|triệu|trieu)\s*(\d{1,3})$/iu;
const THOUSAND = /^(\d{1,7})\s*(?:k|nghìn|nghin|ngàn|ngan|천)$/iu;
const GROUPED = /^\d{1,3}(?:([.,\s])\d{3})(?:\1\d{3})*$/u;

export function parseMoneyInput(raw: string): MoneyInput {
  if (raw.length > MAX_LENGTH) return { kind: 'unclear' };
  const text = raw.replace(CURRENCY, '').trim().replace(/\s+/g, ' ');
  if (text === '') return raw.trim() === '' ? { kind: 'empty' } : { kind: 'unclear' };
  if (/^\d+$/.test(text)) return { kind: 'amount', value: Number(text) };
  if (GROUPED.test(text)) return { kind: 'amount', value: Number(text.replace(/[.,\s]/g, '')) };
  const million = MILLION.exec(text);
  if (million) return { kind: 'amount', value: Number(million[1]) * 1_000_000 + Number((million[2] ?? '').padEnd(3, '0').slice(0, 3)) * 1_000 };
  const then = MILLION_THEN.exec(text);
  if (then) return { kind: 'amount', value: Number(then[1]) * 1_000_000 + Number((then[2] ?? '').padEnd(3, '0')) * 1_000 };
  const thousand = THOUSAND.exec(text);
  if (thousand) return { kind: 'amount', value: Number(thousand[1]) * 1_000 };
  return { kind: 'unclear' };
}

/** An amount as the owner writes it in their language, without the currency: "1.800.000", "1,800,000". */
export function moneyDigits(value: number, locale: Locale): string {
  const digits = String(Math.trunc(Math.abs(value))).replace(/\B(?=(\d{3})+$)/g, locale === 'vi' ? '.' : ',');
  return value < 0 ? `-${digits}` : digits;
}
