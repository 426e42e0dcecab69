/**
 * Whether a beacon is counted and as what (issue 39). Robots are left out (isbot's maintained
 * list; a crawler without JavaScript never sends a beacon at all), and so is anyone whose browser
 * asks not to be tracked (Sec-GPC: 1, DNT: 1). A page that is not one of the site's, or a tap on
 * an address that is not one of our contact routes, is dropped: a stranger's script cannot fill
 * the owner's lists with made-up pages.
 */
import { isbot } from 'isbot';
import { campaignOf, countedPath, type Beacon } from '../../../insights/beacon';
import { inAppBrowser, isPhone, sourceOf } from '../../../insights/sources';
import { routeOfHref, type ContactFacts } from '../../../insights/taps';
import { splitLocale } from '../../../i18n/routing';
import type { InsightEvent } from './recorder';
import { visitorHash } from './visitor';

/** What the request tells besides its body. */
export interface BeaconRequest {
  userAgent: string;
  /** Sec-GPC, DNT and Sec-CH-UA-Mobile as sent. */
  gpc?: string | undefined;
  dnt?: string | undefined;
  mobileHint?: string | undefined;
  clientAddress: string;
  /** The host of the page's origin: a referrer there continues a visit. */
  siteHost: string;
}

/** Whether a request may be counted at all: a person's browser that did not opt out. */
export function mayCount(request: BeaconRequest): boolean {
  if (request.gpc?.trim() === '1' || request.dnt?.trim() === '1') return false;
  if (!request.userAgent) return false;
  return !isbot(request.userAgent.slice(0, 512));
}

export interface CountContext {
  day: string;
  salt: string;
  /** Whether a path is one of the site's pages (the live release's). */
  isPage: (path: string) => boolean;
  contact: ContactFacts;
}

/** The event a beacon is counted as, or undefined when it is not counted. */
export function eventOf(beacon: Beacon, request: BeaconRequest, context: CountContext): InsightEvent | undefined {
  const path = countedPath(beacon.p);
  if (path === undefined || !context.isPage(path)) return undefined;
  const base = {
    day: context.day,
    path,
    locale: splitLocale(path).locale,
    phone: isPhone(request.userAgent, request.mobileHint) ? 1 : 0,
    in_app: inAppBrowser(request.userAgent) ?? null,
    visitor: visitorHash(context.salt, request.clientAddress, request.userAgent),
    source: null,
    utm_source: null,
    utm_campaign: null,
    route: null,
    lcp: null,
    inp: null,
    cls: null,
  };
  switch (beacon.k) {
    case 'v': {
      const campaign = campaignOf(beacon.s);
      return {
        ...base,
        kind: 'view',
        source: sourceOf({ referrerHost: beacon.r, siteHost: request.siteHost, userAgent: request.userAgent }) ?? null,
        utm_source: campaign.source ?? null,
        utm_campaign: campaign.campaign ?? null,
      };
    }
    case 't': {
      const route = routeOfHref(beacon.h, context.contact);
      return route ? { ...base, kind: 'tap', route } : undefined;
    }
    case 'w':
      if (beacon.l === undefined && beacon.i === undefined && beacon.c === undefined) return undefined;
      return { ...base, kind: 'vitals', lcp: beacon.l ?? null, inp: beacon.i ?? null, cls: beacon.c ?? null };
  }
}
