import type { Generated } from 'kysely';

/**
 * The site's own counting (issue 39; src/server/services/insights/). Days are the spa's calendar
 * days ("YYYY-MM-DD" in Asia/Ho_Chi_Minh). Nothing here names a person: the visitor column is a
 * hash keyed with the day's salt, emptied when the day is rolled up, and the salt is deleted then.
 */
export interface InsightEventTable {
  id: Generated<number>;
  day: string;
  /** 'view', 'tap' or 'vitals' (INSIGHT_KINDS). */
  kind: string;
  /** The page, without its query: "/vi/blog/massage-thai". */
  path: string;
  locale: string;
  /** Where the visit came from (SOURCES), on a view that starts one; null when it continues one. */
  source: string | null;
  utm_source: string | null;
  utm_campaign: string | null;
  /** The app whose browser this was (IN_APP_BROWSERS), or null. */
  in_app: string | null;
  /** 1 on a phone or tablet, 0 on a desktop. */
  phone: number;
  /** The day's hash of the client; null once the day is rolled up. */
  visitor: string | null;
  /** A tap's contact route (CONTACT_ROUTES). */
  route: string | null;
  lcp: number | null;
  inp: number | null;
  cls: number | null;
}

/** A finished day's totals, kept after its events are gone: one row per (day, dimension, key). */
export interface InsightDayTable {
  day: string;
  /** 'all', 'path', 'source', 'campaign', 'device', 'in_app', 'tap', 'tap_page' (DAY_DIMENSIONS). */
  dimension: string;
  key: string;
  views: number;
  visitors: number;
}

/** Days whose totals are written: one row each, inserted once across servers. */
export interface InsightRollupTable {
  day: string;
  at: string;
}

/** The day's salt for the visitor hash, shared by every server and deleted when the day is over. */
export interface InsightSaltTable {
  day: string;
  salt: string;
}

export interface InsightTables {
  insight_events: InsightEventTable;
  insight_days: InsightDayTable;
  insight_rollups: InsightRollupTable;
  insight_salts: InsightSaltTable;
}
