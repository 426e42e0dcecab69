import { BUSINESS } from './business';
import { getService, getStartingOption, SERVICES } from './catalogue';
import { SITE } from './site';
import type { UIKey } from '../i18n/t';

/**
 * Where the shared navigation points, as locale-less paths. One place, so that when a section
 * gets its own page (the blog, the service pages) only this file changes.
 */
/** A link in the header's or the mobile menu's lists (e.g. the newest Korean-news articles). */
export interface NavLink {
  name: string;
  href: string;
  lang?: string | undefined;
}

export const NAV_PATHS = {
  home: '/',
  services: '/services',
  blog: '/blog',
  search: '/search',
  about: '/#about',
  contact: '/#contact',
  booking: '/booking',
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

/**
 * The booking page with a course chosen: `/booking?service=<option id>`. The page preselects the
 * option named in the query. Without `optionId` it names the service's starting (cheapest)
 * option, the one its "from" price shows. Throws on an unknown service or option id.
 */
export function bookingPath(serviceId: string, optionId?: string): string {
  const service = getService(serviceId);
  const option = optionId === undefined ? getStartingOption(service) : service.options.find((o) => o.id === optionId);
  if (!option) throw new Error(`Service "${serviceId}" has no option "${optionId}"`);
  return `${NAV_PATHS.booking}?service=${encodeURIComponent(option.id)}`;
}

/** Every course in the catalogue, listed in the header's services menu, the mobile menu and the footer. */
export const NAV_SERVICES = SERVICES;

/**
 * The spa's main website when it is another site than this one; undefined when the configured
 * address is this site's own origin (the sample configuration), where a link would only reload us.
 */
export function mainWebsite(website: string = BUSINESS.website, siteUrl: string = SITE.url): string | undefined {
  return new URL(website).origin === new URL(siteUrl).origin ? undefined : website;
}
