import { getCollection, type CollectionEntry } from 'astro:content';
import type { ImageMetadata } from 'astro';
import type { PhoneLine } from '../config/business-schema';
import { shownLocale } from '../i18n/fallback';
import { isLocale, LOCALES, type Locale } from '../i18n/locales';
import { checkArticles } from './article-rules';
import { typedOwnPriceLine } from './our-prices-rule';
import { byNewest } from './listing';
import { goesLiveAt, isScheduled, publishedLocales } from './publication';
import { siteNow } from '../config/clock';
import { readMinutes, wordCount } from './read-time';
import { getArticleData } from './article-data';
import { placedBlockTexts } from '../blocks/block-text';

export interface ArticleVersion {
  locale: Locale;
  entry: CollectionEntry<'articles'>;
  title: string;
  description: string;
  heroAlt: string;
  keywords: string[];
  readMinutes: number;
  words: number;
}

export interface Article {
  slug: string;
  original: Locale;
  /** Locales with their own text, in site order. */
  available: Locale[];
  versions: Partial<Record<Locale, ArticleVersion>>;
  category: string;
  tags: string[];
  published: Date;
  updated: Date | undefined;
  author: string;
  hero: ImageMetadata;
  popularRank: number | undefined;
  related: string[];
  /** Former slugs that answer 301 to this article. */
  aliases: string[];
  phoneLine: PhoneLine;
}

let cache: Promise<Article[]> | undefined;

/**
 * Every published article with its published language versions (drafts are left out here, and so
 * everywhere: ./publication.ts); the cross-article rules are checked here.
 */
export function getArticles(): Promise<Article[]> {
  cache ??= loadArticles();
  return cache;
}

let bySlug: Promise<ReadonlyMap<string, Article>> | undefined;

/** Articles by slug, for pages that show some of them by name (listings, related articles). */
export function getArticlesBySlug(): Promise<ReadonlyMap<string, Article>> {
  bySlug ??= getArticles().then((all) => new Map(all.map((a) => [a.slug, a])));
  return bySlug;
}

async function loadArticles(): Promise<Article[]> {
  const [metas, bodies] = await Promise.all([getCollection('articleMeta'), getCollection('articles')]);
  const bodiesBySlug = Map.groupBy(bodies, (b) => b.id.slice(0, b.id.lastIndexOf('/')));
  const articles = metas.flatMap((meta): Article[] => {
    const slug = meta.id;
    const file = `src/content/blog/${slug}/meta.yaml`;
    const entries = new Map<Locale, CollectionEntry<'articles'>>();
    for (const entry of bodiesBySlug.get(slug) ?? []) {
      const locale = entry.id.slice(slug.length + 1);
      if (isLocale(locale)) entries.set(locale, entry);
    }
    if (entries.size === 0) throw new Error(`${file}: the article has no ko.md(x), vi.md(x) or en.md(x)`);
    if (!entries.has(meta.data.original)) {
      throw new Error(`${file}: original: "${meta.data.original}" but there is no ${meta.data.original}.md(x)`);
    }
    const published = publishedLocales(meta.data.original, Object.fromEntries([...entries].map(([locale, entry]) => [locale, entry.data])));
    if (published.length === 0) return [];
    const versions: Partial<Record<Locale, ArticleVersion>> = {};
    const data = getArticleData(slug);
    for (const locale of published) {
      const entry = entries.get(locale)!;
      const body = entry.body ?? '';
      const priceLine = typedOwnPriceLine(body);
      if (priceLine !== undefined) {
        throw new Error(`${entry.filePath ?? `src/content/blog/${slug}/${locale}`}: line ${priceLine} of the body types an amount next to the spa's name: our prices come from the catalogue (<OurPrices id="…" />, see src/blocks/README.md)`);
      }
      versions[locale] = {
        locale,
        entry,
        title: entry.data.title,
        description: entry.data.description,
        heroAlt: entry.data.heroAlt,
        keywords: entry.data.keywords,
        readMinutes: readMinutes(body, locale, placedBlockTexts(body, data, locale)),
        words: wordCount(body),
      };
    }
    return [
      {
        slug,
        original: meta.data.original,
        available: LOCALES.filter((l) => versions[l]),
        versions,
        category: meta.data.category.id,
        tags: meta.data.tags.map((t) => t.id),
        published: meta.data.published,
        updated: meta.data.updated,
        author: meta.data.author.id,
        hero: meta.data.hero,
        popularRank: meta.data.popularRank,
        related: meta.data.related,
        aliases: meta.data.aliases,
        phoneLine: meta.data.phoneLine,
      },
    ];
  });
  checkArticles(articles);
  // A future publication day: not built yet (a related link to it waits too); the schedule
  // rebuilds the site when the day begins.
  const now = siteNow();
  scheduled = articles.filter((a) => isScheduled(a.published, now)).map((a) => ({ slug: a.slug, at: goesLiveAt(a.published) }));
  if (scheduled.length === 0) return articles;
  const waiting = new Set(scheduled.map((a) => a.slug));
  return articles.filter((a) => !waiting.has(a.slug)).map((a) => (a.related.some((slug) => waiting.has(slug)) ? { ...a, related: a.related.filter((slug) => !waiting.has(slug)) } : a));
}

let scheduled: { slug: string; at: number }[] = [];

/** The articles whose publication day has not begun, with the moment it does (ms). */
export async function scheduledArticles(): Promise<readonly { slug: string; at: number }[]> {
  await getArticles();
  return scheduled;
}

/**
 * The version shown in a locale, by the one fallback rule (`shownLocale`): every title, text and
 * read time of an article shown anywhere (page, card, menu, sidebar, sitemap) comes from here.
 */
export function versionFor(article: Article, locale: Locale): ArticleVersion {
  const version = article.versions[shownLocale(locale, article)];
  if (!version) throw new Error(`Article ${article.slug} has no text to show`);
  return version;
}

export function articlePath(slug: string): string {
  return `/blog/${slug}`;
}

/** Newest first (stable by slug). */
export const byNewestArticle = (a: Article, b: Article) => byNewest(a, b);
