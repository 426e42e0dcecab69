import type { Locale } from '../i18n/locales';
import { localizePath } from '../i18n/routing';
import { articlePath, versionFor, type Article } from './articles';
import { responsivePicture, type ResponsivePicture } from '../media/images';
import { categoryPath, getAuthors, getCategories, getTags, tagPath } from './taxonomy';

export interface LinkItem {
  name: string;
  href: string;
}

/** Everything an article card shows, resolved for one locale. */
export interface ArticleCardData {
  slug: string;
  href: string;
  title: string;
  excerpt: string;
  category: LinkItem;
  published: Date;
  /** The byline's name, in the page's language (a page's own label, like the date). */
  author: string;
  readMinutes: number;
  tags: LinkItem[];
  picture: ResponsivePicture;
  heroAlt: string;
  /** The language of the card's text; differs from the page's for untranslated articles. */
  contentLocale: Locale;
}

export const CARD_IMAGE_WIDTHS = [400, 800];
export const CARD_ASPECT = 16 / 9;

export async function toCards(articles: readonly Article[], locale: Locale): Promise<ArticleCardData[]> {
  const [categories, tags, authors] = await Promise.all([getCategories(), getTags(), getAuthors()]);
  return Promise.all(
    articles.map(async (article) => {
      const version = versionFor(article, locale);
      const category = categories.find((c) => c.id === article.category);
      return {
        slug: article.slug,
        href: localizePath(articlePath(article.slug), locale),
        title: version.title,
        excerpt: version.description,
        category: {
          name: category?.name[locale] ?? article.category,
          href: localizePath(categoryPath(article.category), locale),
        },
        published: article.published,
        author: authors.find((a) => a.id === article.author)?.name[locale] ?? article.author,
        readMinutes: version.readMinutes,
        tags: article.tags.map((id) => ({
          name: tags.find((t) => t.id === id)?.name[locale] ?? id,
          href: localizePath(tagPath(id), locale),
        })),
        picture: await responsivePicture(article.hero, CARD_IMAGE_WIDTHS, CARD_ASPECT),
        heroAlt: version.heroAlt,
        contentLocale: version.locale,
      };
    }),
  );
}
