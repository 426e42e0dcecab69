import { cachedFormatter } from '../i18n/format';
import { LOCALE_META, LOCALES, type Locale } from '../i18n/locales';
import type { BlockUIKey } from '../i18n/ui/blocks/ko';
import type { LocalText } from './schemas';

/**
 * The translator the blocks call. The site's `Translate` becomes assignable to it once the block
 * dictionaries are spread into the main ones (its key type then includes every BlockUIKey).
 */
export type BlockT = (key: BlockUIKey, vars?: Record<string, string | number>) => string;

/** A data text in `locale`: the exact locale, else Korean (the site's default), else the first given. */
export function pickText(text: LocalText, locale: Locale): string {
  if (typeof text === 'string') return text;
  const found = text[locale] ?? text.ko ?? LOCALES.map((l) => text[l]).find((v) => v !== undefined);
  // The schema guarantees at least one locale; this only guards hand-built data.
  if (found === undefined) throw new Error('A localized text has none of ko, vi, en');
  return found;
}

/** Like pickText, for optional fields. */
export function pickOptionalText(text: LocalText | undefined, locale: Locale): string | undefined {
  return text === undefined ? undefined : pickText(text, locale);
}

/** A 0–5 rating with one decimal in the locale's notation: "4.5", "4,5". */
export function formatRating(value: number, locale: Locale): string {
  return cachedFormatter(
    `rating ${locale}`,
    () => new Intl.NumberFormat(LOCALE_META[locale].lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  ).format(value);
}

/** A plain count or measure in a table cell: "1,250", "1.250". */
export function formatNumber(value: number, locale: Locale): string {
  return cachedFormatter(`number ${locale}`, () => new Intl.NumberFormat(LOCALE_META[locale].lang)).format(value);
}

// A private-use character that no translation contains.
const SLOT = '\u{E000}';

/**
 * A translated sentence split around one placeholder, so the caller can put an element (such as
 * a `<time>`) where the placeholder was, whatever the word order of the language:
 * "{date} 기준" → ["", " 기준"], "As of {date}" → ["As of ", ""].
 */
export function splitAtSlot(t: BlockT, key: BlockUIKey, slot: string): [before: string, after: string] {
  const [before = '', after = ''] = t(key, { [slot]: SLOT }).split(SLOT);
  return [before, after];
}

/** The DOM id of a block (or of a part of it) from its dataset name: "block-top30", "block-top30-title". */
export function blockDomId(datasetId: string, ...parts: (string | number)[]): string {
  return ['block', datasetId, ...parts].join('-');
}
