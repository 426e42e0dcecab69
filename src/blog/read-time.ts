import type { Locale } from '../i18n/locales';

/**
 * Reading speed: Korean is measured in characters (about 500 a minute for Hangul prose), Vietnamese
 * and English in words (about 200 a minute; Vietnamese counts syllables, which read fast).
 */
const CHARS_PER_MINUTE_KO = 500;
const WORDS_PER_MINUTE = 200;

/** Strips Markdown/MDX syntax that is not read: code, tags, link targets, table rules, symbols. */
export function readableText(markdown: string): string {
  return markdown
    .replace(/^---[\s\S]*?---/, ' ')
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/^(import|export) .*$/gm, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/[#*_>|`[\]-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function wordCount(markdown: string): number {
  const text = readableText(markdown);
  return text === '' ? 0 : text.split(' ').length;
}

/**
 * Whole minutes, at least 1, for the body's prose and the visible text of the blocks it places
 * (`placedBlockTexts` in src/blocks/block-text.ts): a ranking of 3,900 characters in a table under
 * two lines of prose reads as long as its text, not as those two lines.
 */
export function readMinutes(markdown: string, locale: Locale, blockTexts: readonly string[]): number {
  const text = [readableText(markdown), ...blockTexts].join(' ').replace(/\s+/g, ' ').trim();
  const minutes =
    locale === 'ko'
      ? text.replace(/\s/g, '').length / CHARS_PER_MINUTE_KO
      : (text === '' ? 0 : text.split(' ').length) / WORDS_PER_MINUTE;
  return Math.max(1, Math.round(minutes));
}
