/**
 * Paths and values as the owner reads them: "Options 1 · Price" rather than "options.0.price",
 * "1,700,000동" rather than 1700000. The studio's history and its conflict notes both use these.
 */
import { formatPrice } from '../../i18n/format';
import { isLocale, LOCALE_META, type Locale } from '../../i18n/locales';
import { pathPattern } from './field-paths';
import { MONEY_FIELDS } from './input-kind';
import type { StudioT } from './studio-t';

/** Fields whose stored value is a word of a fixed list, named by `studio.enum.<value>`. */
const ENUM_FIELDS = new Set(['options.*.tier']);

/** "옵션 2 · 가격" for "options.1.price": each segment by its label, list entries counted from 1. */
export function readablePath(t: StudioT, path: string): string {
  const segments = path === '' ? [] : path.split('.');
  const parts: string[] = [];
  segments.forEach((segment, i) => {
    if (/^\d+$/.test(segment) && parts.length > 0) {
      parts[parts.length - 1] = t('studio.item', { label: parts[parts.length - 1] ?? '', n: Number(segment) + 1 });
      return;
    }
    if (i > 0 && isLocale(segment)) {
      parts.push(LOCALE_META[segment].name);
      return;
    }
    parts.push(t.optional(`studio.field.${pathPattern(segments.slice(0, i + 1).join('.'))}`) ?? segment);
  });
  return parts.join(' · ');
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored value in words: money and numbers in the owner's format, yes/no, lists and entries spelled out. */
export function readableValue(t: StudioT, locale: Locale, path: string, value: unknown): string {
  const pattern = pathPattern(path);
  if (value === undefined || value === null || value === '') return t('studio.empty');
  if (typeof value === 'boolean') return t(value ? 'studio.yes' : 'studio.no');
  if (typeof value === 'number') return MONEY_FIELDS.has(pattern) ? formatPrice(value, locale) : value.toLocaleString(LOCALE_META[locale].lang);
  if (typeof value === 'string') {
    return (ENUM_FIELDS.has(pattern) ? t.optional(`studio.enum.${value}`) : undefined) ?? value;
  }
  if (Array.isArray(value)) return value.map((item, i) => readableValue(t, locale, `${path}.${i}`, item)).join(', ');
  if (isRecord(value)) {
    return Object.entries(value)
      .map(([key, item]) => {
        const childPath = path === '' ? key : `${path}.${key}`;
        const name = isLocale(key) ? LOCALE_META[key].name : (readablePath(t, childPath).split(' · ').at(-1) ?? key);
        return `${name}: ${readableValue(t, locale, childPath, item)}`;
      })
      .join(', ');
  }
  return String(value);
}
