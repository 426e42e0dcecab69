import { readReference } from './reference';

/** The longest search the admin reads; a longer one is refused with a message, never cut. */
export const SEARCH_MAX = 100;

/** What the owner's search box asks for: one booking by its reference, a phone number's digits, or part of a name. */
export type BookingSearch = { kind: 'reference'; id: number } | { kind: 'phone'; digits: string } | { kind: 'name'; lower: string; variants: string[] };

const titleCase = (text: string) => text.replace(/(^|\s)(\S)/gu, (_, space: string, first: string) => `${space}${first.toLocaleUpperCase()}`);

/**
 * Reads a search as typed: "KS-0042" (or "ks42", "#42") is that booking; a number with at least
 * three digits ("0901 234 567", "+84 90…") is matched against the stored E.164 phone without its
 * leading zeros; anything else is part of a name, tried as typed, in lower case and with each word
 * capitalized (so "đỗ" finds "Đỗ Minh" where the database folds only ASCII letters). Every step
 * is one pass over at most SEARCH_MAX characters.
 */
export function readSearch(q: string | undefined): BookingSearch | undefined {
  const text = (q ?? '').trim();
  if (text === '' || text.length > SEARCH_MAX) return undefined;
  const id = readReference(text);
  if (id !== undefined) return { kind: 'reference', id };
  if (/^\+?[\d\s().-]+$/.test(text)) {
    const digits = text.replace(/\D/g, '').replace(/^0+/, '');
    if (digits.length >= 3) return { kind: 'phone', digits };
  }
  const lower = text.toLocaleLowerCase();
  return { kind: 'name', lower, variants: [...new Set([text, titleCase(lower)])] };
}

/** A text to look for inside a column with LIKE … ESCAPE '\': the wildcards and the escape itself as plain characters. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
