/**
 * POST /api/insights: one beacon from the page's counter (issue 39). It answers 204 at once,
 * counted or not, so a page never learns (or waits for) what was kept; only a foreign origin
 * (403) and an oversized body (413) are told apart, as the forms do. The event goes to the
 * process's batched recorder (services/insights/recorder.ts).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { BUSINESS } from '../../../config/business';
import { siteNow } from '../../../config/clock';
import { spaClock } from '../../../booking/schema';
import { BEACON_MAX_BYTES, readBeacon } from '../../../insights/beacon';
import { LOCALE_PREFIXES, ON_DEMAND_PAGES } from '../../http/on-demand-routes';
import { eventOf, mayCount } from '../../services/insights/count';
import type { FormSource } from '../form';
import { readLimited } from '../form';
import { getInsights } from '../runtime';

/** The pages answered on request, which have no file to find: the booking form's among them. */
const ON_DEMAND_PAGE_PATHS = new Set(ON_DEMAND_PAGES.flatMap((page) => LOCALE_PREFIXES.map((prefix) => `${prefix}/${page}`)));
/** Paths already looked up, per build folder; bounded, as a stranger can send any path. */
const known = new Map<string, boolean>();
const KNOWN_MAX = 5000;

/** Whether the build in `clientDir` has a page at `urlPath` (decoded, no trailing slash). */
export function isSitePage(clientDir: string, urlPath: string): boolean {
  if (ON_DEMAND_PAGE_PATHS.has(urlPath)) return true;
  if (urlPath.split('/').some((segment) => segment === '..' || segment === '.') || urlPath.includes('\\') || urlPath.includes('\0')) return false;
  const key = `${clientDir}\n${urlPath}`;
  let page = known.get(key);
  if (page === undefined) {
    page = existsSync(path.join(clientDir, urlPath, 'index.html'));
    if (known.size >= KNOWN_MAX) known.clear();
    known.set(key, page);
  }
  return page;
}

export interface BeaconInput extends FormSource {
  clientAddress: string | undefined;
  allowedOrigins: readonly string[];
  clientDir: string;
}

/** The answer's status: 204 for every beacon from our pages, counted or not. */
export async function answerBeacon(input: BeaconInput): Promise<204 | 403 | 413> {
  const origin = input.header('origin');
  if (!origin || !input.allowedOrigins.includes(origin)) return 403;
  if (Number(input.header('content-length') ?? '0') > BEACON_MAX_BYTES) return 413;
  const request = {
    userAgent: input.header('user-agent') ?? '',
    gpc: input.header('sec-gpc') ?? undefined,
    dnt: input.header('dnt') ?? undefined,
    mobileHint: input.header('sec-ch-ua-mobile') ?? undefined,
    clientAddress: input.clientAddress ?? '',
    siteHost: new URL(origin).host,
  };
  const raw = await readLimited(input.body, BEACON_MAX_BYTES);
  if (raw === undefined) return 413;
  if (!mayCount(request)) return 204;
  const beacon = readBeacon(new TextDecoder().decode(raw));
  if (!beacon) return 204;
  const insights = await getInsights();
  const day = spaClock(siteNow()).today;
  const event = eventOf(beacon, request, {
    day,
    salt: await insights.salts.saltOf(day),
    isPage: (urlPath) => isSitePage(input.clientDir, urlPath),
    contact: BUSINESS,
  });
  if (event) insights.recorder.record(event);
  return 204;
}
