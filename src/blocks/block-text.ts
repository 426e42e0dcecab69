import { isLocale, type Locale } from '../i18n/locales';
import { isBlockName, BLOCK_TYPES } from './block-tags';
import { formatMoney } from './money';
import { isMoney, type ArticleData, type BlockData, type LocalText } from './schemas';
import { formatNumber, pickText } from './text';

/**
 * Fields that steer a block rather than being read: machine names, links, files, icons, choices
 * drawn as a colour or badge. Everything else in a dataset is shown to the reader.
 */
const NOT_READ = new Set(['block', 'key', 'href', 'file', 'image', 'icon', 'zone', 'tone', 'badge', 'service', 'services', 'format', 'align', 'highlight', 'type', 'status', 'level', 'line', 'asOf', 'urgent', 'phone']);

/** A `{ ko, vi, en }` text (every key a locale, every value a string). */
function isLocaleTexts(value: object): value is Exclude<LocalText, string> {
  const entries = Object.entries(value);
  return entries.length > 0 && entries.every(([key, text]) => isLocale(key) && typeof text === 'string');
}

function textsOf(value: unknown, locale: Locale, out: string[]): void {
  if (typeof value === 'string') out.push(value);
  else if (typeof value === 'number') out.push(formatNumber(value, locale));
  else if (Array.isArray(value)) for (const item of value) textsOf(item, locale, out);
  else if (typeof value === 'object' && value !== null) {
    if (isMoney(value)) out.push(formatMoney(value, locale));
    else if (isLocaleTexts(value)) out.push(pickText(value, locale));
    else for (const [key, field] of Object.entries(value)) if (!NOT_READ.has(key)) textsOf(field, locale, out);
  }
}

/**
 * The words a reader reads in one block, in `locale` as the page shows them (titles, captions,
 * cells, notes; amounts formatted), without its fixed labels or buttons.
 */
export function blockText(block: BlockData, locale: Locale): string {
  const out: string[] = [];
  textsOf(block, locale, out);
  return out.join(' ');
}

/** `<RankingTable id="top30" />`: a block placed in an MDX body, by component name and dataset. */
const PLACED_BLOCK = /<([A-Z][A-Za-z]*)\b[^>]*?\bid=["']([^"']+)["']/g;

/**
 * The text of every block an MDX body places (each time it places it), for the read time: an
 * article made mostly of tables and cards reads as long as its visible text, not its prose.
 */
export function placedBlockTexts(body: string, data: ArticleData, locale: Locale): string[] {
  return [...body.matchAll(PLACED_BLOCK)].flatMap(([, name = '', id = '']) => {
    const block = data[id];
    return isBlockName(name) && block?.block === BLOCK_TYPES[name] ? [blockText(block, locale)] : [];
  });
}
