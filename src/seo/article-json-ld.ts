import { BUSINESS } from '../config/business';
import { SITE } from '../config/site';
import { LOCALE_META, type Locale } from '../i18n/locales';
import { absoluteUrl } from '../config/site';
import type { JsonLd } from './json-ld';

export interface ArticleJsonLdInput {
  title: string;
  description: string;
  canonicalPath: string;
  imagePath: string;
  published: Date;
  updated: Date | undefined;
  author: string;
  contentLocale: Locale;
  keywords: string[];
  section: string;
}

export function articleJsonLd(a: ArticleJsonLdInput): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: a.title,
    description: a.description,
    image: [absoluteUrl(a.imagePath)],
    datePublished: a.published.toISOString(),
    dateModified: (a.updated ?? a.published).toISOString(),
    author: { '@type': 'Person', name: a.author },
    publisher: { '@type': 'Organization', '@id': `${SITE.url}/#spa`, name: BUSINESS.name },
    mainEntityOfPage: absoluteUrl(a.canonicalPath),
    inLanguage: LOCALE_META[a.contentLocale].lang,
    keywords: a.keywords.join(', '),
    articleSection: a.section,
  };
}
