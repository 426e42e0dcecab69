/**
 * The kind of page a path is, for the owner's speed table (issue 39): real visitors' speed is read
 * per kind of page, as the lab bench reads it, since pages of one kind share their template.
 */
import { splitLocale } from '../i18n/routing';

export const PAGE_GROUPS = ['home', 'service', 'article', 'listing', 'booking', 'other'] as const;
export type PageGroup = (typeof PAGE_GROUPS)[number];

export function pageGroup(urlPath: string): PageGroup {
  const { path } = splitLocale(urlPath);
  if (path === '/') return 'home';
  if (path === '/booking' || path.startsWith('/booking/')) return 'booking';
  if (path === '/services' || path.startsWith('/services/')) return 'service';
  if (path === '/blog' || /^\/blog\/(category|tag|page|\d{4})(\/|$)/.test(path)) return 'listing';
  if (path.startsWith('/blog/')) return 'article';
  return 'other';
}

/** Whether a path is the booking form's page, in any language: the funnel's first step. */
export const isBookingPage = (urlPath: string) => splitLocale(urlPath).path === '/booking';
