import { BUSINESS } from '../config/business';
import type { Locale } from '../i18n/locales';
import { createT, type Translate } from '../i18n/t';
import type { BaseLayoutProps } from './base-view';

export type NotFoundKind = 'page' | 'article';

/**
 * A not-found page (a static file the server and static hosts send with status 404). A static
 * file cannot know the missing URL, so it stands at "/" and its language links lead home.
 */
export function notFoundView(locale: Locale, kind: NotFoundKind): { t: Translate; layout: BaseLayoutProps } {
  const t = createT(locale);
  const title = kind === 'article' ? t('articleNotFound.metaTitle', { name: BUSINESS.name }) : t('notFound.metaTitle', { name: BUSINESS.name });
  return { t, layout: { locale, path: '/', title, description: t('notFound.body'), noindex: true } };
}
