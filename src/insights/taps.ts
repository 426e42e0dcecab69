/**
 * The contact routes a tap is counted on (issue 39), told from the link's address against the
 * business data, so that the browser sends only what it tapped and one list (the data) decides
 * what each address is. An address that is none of ours is not a contact tap and is not counted.
 */
import { telHref } from '../i18n/format';

export const CONTACT_ROUTES = ['hotline', 'partnerHotline', 'zalo', 'kakaoChannel', 'kakaoOpenChat', 'telegram', 'map', 'email'] as const;
export type ContactRoute = (typeof CONTACT_ROUTES)[number];

/** The business facts a tap is recognized by. */
export interface ContactFacts {
  hotline: string;
  partnerHotline: string;
  email: string;
  chat: { zalo: string; kakaoChannel: string; kakaoOpenChat: string; telegram: string };
}

/** Map services our links open (src/utils/maps.ts). */
const MAP_HOSTS = new Set(['www.google.com', 'maps.google.com', 'map.naver.com', 'naver.me', 'maps.app.goo.gl']);
const MAP_PATH = /^\/maps(\/|$)/;

/** Longer than any link we print; a longer one is not ours. */
const HREF_MAX = 600;

/** The contact route a tapped link's address belongs to, or undefined when it is not one of ours. */
export function routeOfHref(href: string, facts: ContactFacts): ContactRoute | undefined {
  if (href.length > HREF_MAX) return undefined;
  if (href.startsWith('tel:')) {
    const dialled = telHref(href.slice(4));
    if (dialled === telHref(facts.hotline)) return 'hotline';
    return dialled === telHref(facts.partnerHotline) ? 'partnerHotline' : undefined;
  }
  if (href.toLowerCase() === `mailto:${facts.email.toLowerCase()}` || href.toLowerCase().startsWith(`mailto:${facts.email.toLowerCase()}?`)) return 'email';
  const chat = (Object.keys(facts.chat) as (keyof ContactFacts['chat'])[]).find((route) => facts.chat[route] === href);
  if (chat) return chat;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' || !MAP_HOSTS.has(url.host)) return undefined;
  return url.host === 'www.google.com' && !MAP_PATH.test(url.pathname) ? undefined : 'map';
}
