/**
 * How the events of a day are totalled (issue 39), written once for the two places that total
 * them: the rollup of a finished day into insight_days (rollup.ts) and the report's live part for
 * days not rolled up yet (report.ts), so that a day reads the same before and after its rollup.
 * Each dimension is a key over one kind of event; `views` counts the events, `visitors` the
 * distinct visitor hashes among them.
 */
import { sql, type RawBuilder } from 'kysely';

export const DAY_DIMENSIONS = ['all', 'path', 'source', 'campaign', 'device', 'in_app', 'tap', 'tap_page'] as const;
export type DayDimension = (typeof DAY_DIMENSIONS)[number];

interface DimensionRule {
  kind: 'view' | 'tap';
  key: RawBuilder<string>;
  /** Only events where this holds (e.g. a view that starts a visit). */
  where?: RawBuilder<unknown>;
}

export const DIMENSION_RULES: Readonly<Record<DayDimension, DimensionRule>> = {
  all: { kind: 'view', key: sql<string>`''` },
  path: { kind: 'view', key: sql<string>`path` },
  source: { kind: 'view', key: sql<string>`source`, where: sql`source is not null` },
  campaign: {
    kind: 'view',
    key: sql<string>`coalesce(utm_source, '') || '/' || coalesce(utm_campaign, '')`,
    where: sql`(utm_source is not null or utm_campaign is not null)`,
  },
  device: { kind: 'view', key: sql<string>`case when phone = 1 then 'phone' else 'desktop' end` },
  in_app: { kind: 'view', key: sql<string>`in_app`, where: sql`in_app is not null` },
  tap: { kind: 'tap', key: sql<string>`route` },
  tap_page: { kind: 'tap', key: sql<string>`route || ' ' || path` },
};

/** One dimension's totals over the given days, grouped by day and key (by position: PostgreSQL refuses a constant key by value). */
export function dimensionTotals(dimension: DayDimension, days: readonly string[]) {
  const rule = DIMENSION_RULES[dimension];
  const extra = rule.where ? sql`and ${rule.where}` : sql``;
  return sql<{ day: string; key: string; views: number | string; visitors: number | string }>`
    select day, ${rule.key} as key, count(*) as views, count(distinct visitor) as visitors
    from insight_events
    where day in (${sql.join(days)}) and kind = ${rule.kind} ${extra}
    group by 1, 2`;
}
