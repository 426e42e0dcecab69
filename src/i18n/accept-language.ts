import { LOCALES, type Locale } from './locales';

/** Longer headers are read only this far: a browser sends a few dozen characters. */
const MAX_HEADER = 512;
const MAX_ENTRIES = 24;

/**
 * The supported language a browser prefers most by its Accept-Language header ("vi-VN,vi;q=0.9,
 * en;q=0.8" → vi), or undefined when it names none of ours. Only the primary subtag counts;
 * weights are honoured, ties keep the header's order. Linear in the (bounded) header.
 */
export function preferredLocale(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  let best: { locale: Locale; q: number } | undefined;
  for (const entry of header.slice(0, MAX_HEADER).split(',', MAX_ENTRIES)) {
    const [tag = '', ...params] = entry.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0] ?? '';
    const locale = LOCALES.find((l) => l === primary);
    if (!locale) continue;
    const weight = params.map((p) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const q = weight === undefined ? 1 : Number(weight);
    if (q > 0 && (!best || q > best.q)) best = { locale, q };
  }
  return best?.locale;
}
