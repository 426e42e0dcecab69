import { LOCALES, TIME_ZONE, type Locale } from '../i18n/locales.ts';
import { zonedInstant } from '../utils/time-zone.ts';

/**
 * The one rule of what the build publishes of an article: each language whose text is not a
 * draft, and nothing at all while the original language is a draft. Everything the site lists
 * (pages, listings, categories, tags, search, feeds, sitemaps, hreflang, the language switcher)
 * comes from getArticles() (./articles.ts), which applies it; the studio and the content report
 * ask it too. A language that is not published reads like one never written: its URL shows the
 * fallback text.
 */
export function publishedLocales(original: Locale, texts: Partial<Record<Locale, { draft: boolean }>>): Locale[] {
  if (!texts[original] || texts[original].draft) return [];
  return LOCALES.filter((locale) => texts[locale] && !texts[locale].draft);
}

/**
 * When an article goes live: the start of its publication day in the spa's zone. Before it the
 * article is scheduled: built nowhere, and the publish schedule rebuilds the site at that moment.
 */
export function goesLiveAt(published: Date): number {
  return zonedInstant(published.toISOString().slice(0, 10), '00:00', TIME_ZONE);
}

export const isScheduled = (published: Date, now: Date): boolean => goesLiveAt(published) > now.getTime();
