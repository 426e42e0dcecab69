/**
 * The insights report's shape (issue 39): what /admin/api/insights answers and the admin page
 * shows, computed by src/server/services/insights/report.ts. In the model so the page's view can
 * read it without importing server code.
 */
import type { PageGroup } from './page-group';

export const REPORT_PERIODS = [1, 7, 30] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

export interface Count {
  key: string;
  views: number;
  visitors: number;
}

export interface Funnel {
  bookingViews: number;
  requests: number;
  confirmed: number;
  done: number;
  noShow: number;
  cancelled: number;
}

export interface VitalsRow {
  group: PageGroup;
  device: 'phone' | 'desktop';
  samples: number;
  /** 75th percentiles; null with no sample of that metric. */
  lcp: number | null;
  inp: number | null;
  cls: number | null;
}

export interface InsightReport {
  days: ReportPeriod;
  from: string;
  to: string;
  views: number;
  visitors: number;
  previous: { from: string; to: string; views: number; visitors: number };
  perDay: { day: string; views: number; visitors: number }[];
  pages: Count[];
  sources: Count[];
  campaigns: Count[];
  devices: Count[];
  inApp: Count[];
  /** Taps per contact route: `views` is the taps, `visitors` the visitors who tapped. */
  taps: Count[];
  /** Taps per route and page ("zalo /vi/services"). */
  tapPages: Count[];
  funnel: Funnel;
  vitals: VitalsRow[];
}
