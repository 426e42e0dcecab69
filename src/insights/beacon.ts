/**
 * What the page's counter sends (src/browser/insights.ts) and how the server reads it (issue 39).
 * The keys are one letter because every page carries the sender; the body is small, read once,
 * and anything that is not exactly this shape is dropped without an answer that tells why.
 *
 * - a view:   { k: "v", p: path, r: referrer host, s: the page's query (for UTM tags) }
 * - a tap:    { k: "t", p: path, h: the tapped link's address }
 * - a vitals report at page hide: { k: "w", p: path, l?: LCP ms, i?: INP ms, c?: CLS }
 */
import { z } from 'zod';

/** Bytes a beacon body may have; a longer one is refused unread. */
export const BEACON_MAX_BYTES = 2048;

const PATH = z.string().max(200).regex(/^\/[\p{L}\p{N}\-._~%/]*$/u);
// Zod 4's numbers are finite already.
const NUMBER = (max: number) => z.number().min(0).max(max);

const BeaconSchema = z.discriminatedUnion('k', [
  z.object({ k: z.literal('v'), p: PATH, r: z.string().max(253).default(''), s: z.string().max(500).default('') }),
  z.object({ k: z.literal('t'), p: PATH, h: z.string().max(600) }),
  z.object({ k: z.literal('w'), p: PATH, l: NUMBER(120_000).optional(), i: NUMBER(120_000).optional(), c: NUMBER(100).optional() }),
]);

export type Beacon = z.output<typeof BeaconSchema>;

/** The beacon in a body, or undefined for anything else (not JSON, another shape, too long). */
export function readBeacon(body: string): Beacon | undefined {
  if (body.length > BEACON_MAX_BYTES) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return undefined;
  }
  const parsed = BeaconSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** A campaign tag as stored: lower case, letters, digits and . _ - only, at most 60 characters. */
function tag(value: string | null): string | undefined {
  if (!value) return undefined;
  const clean = value.toLowerCase().slice(0, 60);
  return /^[\p{L}\p{N}._-]+$/u.test(clean) ? clean : undefined;
}

/** The UTM source and campaign of a page's query ("?utm_source=zalo&utm_campaign=tet"). */
export function campaignOf(search: string): { source: string | undefined; campaign: string | undefined } {
  const params = new URLSearchParams(search.slice(0, 500));
  return { source: tag(params.get('utm_source')), campaign: tag(params.get('utm_campaign')) };
}

/** The page a beacon names, as the views are counted: decoded once, no trailing slash. */
export function countedPath(path: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  const trimmed = decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
  return trimmed || '/';
}
