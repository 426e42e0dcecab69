import { getService, PAGE_SERVICES } from './catalogue';
import type { UIKey } from '../i18n/t';

/**
 * Where the shared navigation points, as locale-less paths. One place, so that when a section
 * gets its own page (the blog, the service pages) only this file changes.
 */
export const NAV_PATHS = {
  home: '/',
  services: '/services',
  blog: '/blog',
  search: '/search',
  about: '/#about',
  contact: '/#contact',
  booking: '/#contact',
  privacy: '/privacy',
  terms: '/terms',
  sitemap: '/sitemap',
} as const;

/** The primary menu, in order. */
export const PRIMARY_NAV: { key: UIKey; path: string }[] = [
  { key: 'nav.home', path: NAV_PATHS.home },
  { key: 'nav.blog', path: NAV_PATHS.blog },
  { key: 'nav.about', path: NAV_PATHS.about },
  { key: 'nav.contact', path: NAV_PATHS.contact },
];

/**
 * A service's link: its own page (/services/<id>) when the catalogue gives it one (`page: true`),
 * else its card on the /services list (/services#<id>). Throws on an unknown id.
 */
export function servicePath(serviceId: string): string {
  return getService(serviceId).page ? `${NAV_PATHS.services}/${serviceId}` : `${NAV_PATHS.services}#${serviceId}`;
}

/** Services listed in the header dropdown and the footer. */
export const NAV_SERVICES = PAGE_SERVICES;
