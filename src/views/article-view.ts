import { render } from 'astro:content';
import { getArticleData, resolveArticleImages } from '../blog/article-data';
import { articlePath, getArticlesBySlug, versionFor, type Article } from '../blog/articles';
import { toCards } from '../blog/cards';
import { categoryPath, getAuthors, getCategories, getTags, tagPath, type Category, type Term } from '../blog/taxonomy';
import { blockTypesIn } from '../blocks/article-blocks';
import { createBlockComponents } from '../blocks/registry';
import type { ArticleHeaderProps } from '../components/blog/ArticleHeader';
import { BUSINESS } from '../config/business';
import type { LocalizedText } from '../config/localized';
import { contentLang, resolveLocalizedView, type LocalizedView } from '../i18n/fallback';
import { LOCALE_META, type Locale } from '../i18n/locales';
import { localizePath } from '../i18n/routing';
import { createT, type Translate } from '../i18n/t';
import { HERO_WIDTHS, responsivePicture, shareImage } from '../media/images';
import { articleJsonLd } from '../seo/article-json-ld';
import { getHotServices, getPopular } from '../sidebar/sidebar';
import type { BaseLayoutProps } from './base-view';

/** What the article view is computed from, once the content is read. */
export interface ArticleFacts {
  locale: Locale;
  article: Article;
  categories: readonly Category[];
  tags: readonly Term[];
  authors: readonly { id: string; name: LocalizedText }[];
  /** The hero as link previews get it. */
  share: { src: string; width: number; height: number };
}

export interface ArticleView {
  t: Translate;
  view: LocalizedView;
  layout: BaseLayoutProps;
  /**
   * The text's language when it is a fallback: set on the title (in the header), the hero's alt
   * and the body only, never on the `<article>`, whose badge, date, byline, read time and tags are
   * the page's own labels in the page's language.
   */
  lang: string | undefined;
  /** A fallback text is indexed on its own language's page only, so search never lists it twice. */
  searchBody: '' | undefined;
  searchMeta: string;
  header: Omit<ArticleHeaderProps, 'locale' | 't'>;
  heroAlt: string;
}

/** An article page in one locale: its own text, or the fallback text with the notice (SPEC §2). */
export function articleView({ locale, article, categories, tags, authors, share }: ArticleFacts): ArticleView {
  const t = createT(locale);
  const path = articlePath(article.slug);
  const view = resolveLocalizedView(path, locale, { available: article.available, original: article.original });
  const version = versionFor(article, locale);
  const category = categories.find((c) => c.id === article.category);
  if (!category) throw new Error(`Article ${article.slug}: unknown category "${article.category}"`);
  const tagItems = article.tags.map((id) => ({ id, name: tags.find((x) => x.id === id)?.name ?? { ko: id, vi: id, en: id } }));
  const authorName = authors.find((a) => a.id === article.author)?.name;
  // The byline is the page's label (its language); the JSON-LD describes the text (the text's).
  const byline = authorName?.[locale] ?? article.author;
  const keywords = [...tagItems.map((x) => x.name[version.locale]), ...version.keywords];
  return {
    t,
    view,
    layout: {
      locale,
      path,
      view,
      title: `${version.title} | ${BUSINESS.name}`,
      description: version.description,
      keywords,
      image: { ...share, alt: version.heroAlt },
      ogType: 'article',
      breadcrumbs: [
        { name: t('blog.title'), path: '/blog' },
        { name: category.name[locale], path: categoryPath(category.id) },
        { name: version.title, path, lang: contentLang(view) },
      ],
      publishedTime: article.published.toISOString(),
      modifiedTime: (article.updated ?? article.published).toISOString(),
      jsonLd: [
        articleJsonLd({
          title: version.title,
          description: version.description,
          canonicalPath: view.canonicalPath,
          imagePath: share.src,
          published: article.published,
          updated: article.updated,
          author: authorName?.[version.locale] ?? article.author,
          contentLocale: version.locale,
          keywords,
          section: category.name[version.locale],
        }),
      ],
    },
    lang: contentLang(view),
    searchBody: view.isFallback ? undefined : '',
    searchMeta: `language:${LOCALE_META[version.locale].name}`,
    header: {
      title: version.title,
      titleLang: contentLang(view),
      category: { name: category.name[locale], href: localizePath(categoryPath(category.id), locale) },
      published: article.published,
      updated: article.updated,
      author: byline,
      readMinutes: version.readMinutes,
      tags: tagItems.map((x) => ({ name: x.name[locale], href: localizePath(tagPath(x.id), locale) })),
    },
    heroAlt: version.heroAlt,
  };
}

/** The article view with what the page renders besides: its MDX body and blocks, hero, related cards, sidebar. */
export async function loadArticleView(locale: Locale, article: Article) {
  const [categories, tags, authors, bySlug, share] = await Promise.all([
    getCategories(),
    getTags(),
    getAuthors(),
    getArticlesBySlug(),
    shareImage(article.hero),
  ]);
  const page = articleView({ locale, article, categories, tags, authors, share });
  const version = versionFor(article, locale);
  const data = getArticleData(article.slug);
  return {
    ...page,
    Content: (await render(version.entry)).Content,
    blocks: createBlockComponents({
      data,
      locale: version.locale,
      t: createT(version.locale),
      file: version.entry.filePath ?? `src/content/blog/${article.slug}`,
      images: await resolveArticleImages(article.slug, data),
    }),
    blockTypes: blockTypesIn(data),
    hero: await responsivePicture(article.hero, HERO_WIDTHS, 16 / 9),
    related: await toCards(
      article.related.map((slug) => bySlug.get(slug)!),
      locale,
    ),
    mostViewed: await getPopular(locale, 5),
    hotServices: getHotServices(locale),
  };
}
