import rss from '@astrojs/rss';
import type { APIRoute, GetStaticPaths } from 'astro';
import { articlePath, byNewestArticle, getArticles } from '../../blog/articles';
import { getAuthors, getCategories, getTags } from '../../blog/taxonomy';
import { BUSINESS } from '../../config/business';
import { SITE } from '../../config/site';
import { LOCALE_META, type Locale } from '../../i18n/locales';
import { absoluteUrl } from '../../config/site';
import { getLocaleStaticPaths, localizePath } from '../../i18n/routing';
import { createT } from '../../i18n/t';

export const getStaticPaths = (() => getLocaleStaticPaths()) satisfies GetStaticPaths;

/** One feed per locale, of the articles written in that locale (no fallback text in a feed). */
export const GET: APIRoute = async ({ props }) => {
  const locale = props['locale'] as Locale;
  const t = createT(locale);
  const [articles, categories, tags, authors] = await Promise.all([getArticles(), getCategories(), getTags(), getAuthors()]);
  const native = articles.filter((a) => a.versions[locale]).sort(byNewestArticle);
  return rss({
    title: t('rss.title', { name: BUSINESS.name }),
    description: t('blog.metaDescription'),
    site: SITE.url,
    xmlns: { dc: 'http://purl.org/dc/elements/1.1/' },
    customData: `<language>${LOCALE_META[locale].lang}</language>`,
    items: native.map((article) => {
      const version = article.versions[locale]!;
      const category = categories.find((c) => c.id === article.category);
      return {
        title: version.title,
        description: version.description,
        link: absoluteUrl(localizePath(articlePath(article.slug), locale)),
        pubDate: article.published,
        categories: [
          category?.name[locale] ?? article.category,
          ...article.tags.map((id) => tags.find((x) => x.id === id)?.name[locale] ?? id),
        ],
        customData: `<dc:creator><![CDATA[${authors.find((a) => a.id === article.author)?.name[locale] ?? article.author}]]></dc:creator>`,
      };
    }),
  });
};
