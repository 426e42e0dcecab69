import { LOCALE_META, LOCALES, type Locale } from '../../i18n/locales';
import type { ArticleTitles, ContentChange, DocumentId, FactChange } from '../../studio/contract';
import { readablePath, readableValue } from './readable';
import type { StudioT } from './studio-t';

/**
 * One changed fact as a line of the history: "Royal Thai Massage · Options 1 · Price:
 * VND 1,600,000 → VND 1,700,000". `titles` names each document in the owner's language.
 */
export function changeLine(t: StudioT, locale: Locale, titles: ReadonlyMap<DocumentId, string>, change: FactChange): string {
  const where = readablePath(t, change.path);
  const title = titles.get(change.document) ?? change.document;
  const path = where === '' ? title : `${title} · ${where}`;
  const value = (v: unknown) => readableValue(t, locale, change.path, v);
  if (change.before === undefined) return t('studio.change.added', { path, after: value(change.after) });
  if (change.after === undefined) return t('studio.change.removed', { path, before: value(change.before) });
  return t('studio.change.changed', { path, before: value(change.before), after: value(change.after) });
}

/** An article's title in the owner's language, else in the first language it has one in, else its slug. */
export function articleTitle(locale: Locale, titles: ArticleTitles, slug: string): string {
  return titles[locale] ?? LOCALES.map((l) => titles[l]).find((title) => title !== undefined) ?? slug;
}

/**
 * One changed article, photo or other file as a line of the history: "Article «Massage in Hue»
 * (Tiếng Việt): text changed", "Gallery of Royal Thai Massage: photo 3 replaced". A gallery is
 * named by its service's title from `titles`.
 */
export function contentLine(t: StudioT, locale: Locale, titles: ReadonlyMap<DocumentId, string>, change: ContentChange): string {
  switch (change.kind) {
    case 'article':
      return t(`studio.content.article.${change.change}`, { title: articleTitle(locale, change.titles, change.slug) });
    case 'article-renamed': {
      const vars = { title: articleTitle(locale, change.titles, change.slug), from: change.from, to: change.slug };
      return change.links > 0 ? t('studio.content.article.renamedLinks', { ...vars, n: change.links }) : t('studio.content.article.renamed', vars);
    }
    case 'article-text':
      return t(`studio.content.article.text.${change.change}`, { title: articleTitle(locale, change.titles, change.slug), language: LOCALE_META[change.locale].name });
    case 'gallery-photo':
    case 'gallery-order':
    case 'gallery-alt': {
      const service = titles.get(`service:${change.service}`) ?? change.service;
      if (change.kind === 'gallery-order') return t('studio.content.gallery.order', { service });
      if (change.kind === 'gallery-alt') return t('studio.content.gallery.alt', { service, n: change.photo });
      return t(`studio.content.gallery.${change.change}`, { service, n: change.photo });
    }
    case 'home-poster':
      return t('studio.content.poster');
    case 'tags':
      return t('studio.content.tags');
    case 'redirects':
      return t('studio.content.redirects');
    case 'file':
      return t(`studio.content.file.${change.change}`, { path: change.path });
  }
}
