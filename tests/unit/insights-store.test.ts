import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_TARGETS, openOwnTestDatabase, type TestDb } from '../support/database';
import { InsightRecorder, type InsightEvent } from '../../src/server/services/insights/recorder';
import { eventWriterFor } from '../../src/server/services/insights/event-writer';
import { rollUpFinishedDays, EVENT_DAYS, daysBefore } from '../../src/server/services/insights/rollup';
import { insightReport, p75 } from '../../src/server/services/insights/report';
import { daySalt, visitorHash } from '../../src/server/services/insights/visitor';

const TODAY = '2026-11-29';
const YESTERDAY = '2026-11-28';

function view(day: string, visitor: string, path: string, extra: Partial<InsightEvent> = {}): InsightEvent {
  return { day, kind: 'view', path, locale: 'ko', phone: 1, visitor, source: null, utm_source: null, utm_campaign: null, in_app: null, route: null, lcp: null, inp: null, cls: null, ...extra };
}

describe.each(DATABASE_TARGETS)('insights on $name', ({ databaseUrl }) => {
  let test: TestDb;
  beforeAll(async () => {
    test = await openOwnTestDatabase('kingstone-insights-', databaseUrl);
  });
  afterAll(async () => {
    await test?.close();
  });

  it('gives every server the same salt for a day and a new one the next day', async () => {
    const other = await test.reopen();
    try {
      const [a, b] = await Promise.all([daySalt(test.db, TODAY), daySalt(other.db, TODAY)]);
      expect(a).toBe(b);
      expect(a.length).toBeGreaterThanOrEqual(40);
      expect(await daySalt(test.db, YESTERDAY)).not.toBe(a);
      expect(visitorHash(a, '2001:db8:1:2::5', 'UA')).toBe(visitorHash(a, '2001:db8:1:2::9', 'UA'));
      expect(visitorHash(a, '2001:db8:1:3::5', 'UA')).not.toBe(visitorHash(a, '2001:db8:1:2::5', 'UA'));
    } finally {
      await other.close();
    }
  });

  it('writes views in batches and reports them with visitors once per day', async () => {
    const recorder = new InsightRecorder(eventWriterFor(test), 60_000);
    recorder.record(view(YESTERDAY, 'a', '/', { source: 'google' }));
    recorder.record(view(YESTERDAY, 'a', '/services'));
    recorder.record(view(YESTERDAY, 'b', '/', { source: 'zalo', in_app: 'zalo', utm_source: 'zalo', utm_campaign: 'tet' }));
    recorder.record(view(TODAY, 'a', '/vi/booking', { source: 'naver', phone: 0 }));
    recorder.record(view(TODAY, 'c', '/vi/booking', { source: 'direct' }));
    recorder.record({ ...view(TODAY, 'c', '/vi/booking'), kind: 'tap', route: 'zalo' });
    recorder.record({ ...view(TODAY, 'c', '/vi/booking'), kind: 'vitals', lcp: 900, cls: 0.01 });
    recorder.record({ ...view(TODAY, 'a', '/vi/booking'), kind: 'vitals', lcp: 1500, inp: 80 });
    // Nothing is written before the batch is flushed: a view never waits for the database.
    expect(await test.db.selectFrom('insight_events').select('id').execute()).toEqual([]);
    await recorder.flush();
    expect(recorder.dropped).toBe(0);
    await recorder.close();

    const report = await insightReport(test.db, 7, TODAY);
    expect(report.views).toBe(5);
    // a and b yesterday, a and c today: the hash changes daily, so a counts once per day.
    expect(report.visitors).toBe(4);
    expect(report.perDay.at(-1)).toEqual({ day: TODAY, views: 2, visitors: 2 });
    expect(report.perDay.at(-2)).toEqual({ day: YESTERDAY, views: 3, visitors: 2 });
    expect(report.pages[0]).toEqual({ key: '/', views: 2, visitors: 2 });
    expect(report.sources.map((s) => s.key).sort()).toEqual(['direct', 'google', 'naver', 'zalo']);
    expect(report.campaigns).toEqual([{ key: 'zalo/tet', views: 1, visitors: 1 }]);
    expect(report.taps).toEqual([{ key: 'zalo', views: 1, visitors: 1 }]);
    expect(report.tapPages).toEqual([{ key: 'zalo /vi/booking', views: 1, visitors: 1 }]);
    expect(report.funnel.bookingViews).toBe(2);
    expect(report.vitals).toEqual([
      { group: 'booking', device: 'phone', samples: 2, lcp: 1500, inp: 80, cls: 0.01 },
    ]);
  });

  it('rolls a finished day up once, forgets its visitors and salt, and reads the same after', async () => {
    const before = await insightReport(test.db, 7, TODAY);
    const other = await test.reopen();
    try {
      const [mine, theirs] = await Promise.all([rollUpFinishedDays(test.db, TODAY, new Date()), rollUpFinishedDays(other.db, TODAY, new Date())]);
      expect([...mine, ...theirs]).toEqual([YESTERDAY]);
    } finally {
      await other.close();
    }
    const hashes = await test.db.selectFrom('insight_events').select('visitor').where('day', '=', YESTERDAY).execute();
    expect(hashes.every((row) => row.visitor === null)).toBe(true);
    expect(await test.db.selectFrom('insight_salts').select('day').where('day', '<', TODAY).execute()).toEqual([]);
    const after = await insightReport(test.db, 7, TODAY);
    expect(after).toEqual(before);
  });

  it('keeps events for 30 days and the totals after that', async () => {
    const old = daysBefore(TODAY, EVENT_DAYS + 5);
    const recorder = new InsightRecorder(eventWriterFor(test), 60_000);
    recorder.record(view(old, 'z', '/en'));
    await recorder.close();
    await rollUpFinishedDays(test.db, TODAY, new Date());
    expect(await test.db.selectFrom('insight_events').select('id').where('day', '=', old).execute()).toEqual([]);
    const days = await test.db.selectFrom('insight_days').selectAll().where('day', '=', old).where('dimension', '=', 'all').execute();
    expect(days).toEqual([{ day: old, dimension: 'all', key: '', views: 1, visitors: 1 }]);
    // The 30-day report's previous period reaches back to it.
    const report = await insightReport(test.db, 30, TODAY);
    expect(report.previous.views).toBe(1);
  });
});

describe.each(DATABASE_TARGETS)('the booking funnel on $name', ({ databaseUrl }) => {
  let test: TestDb;
  beforeAll(async () => {
    test = await openOwnTestDatabase('kingstone-funnel-', databaseUrl);
  });
  afterAll(async () => {
    await test?.close();
  });

  it("counts the site's requests of the period, those ever confirmed and where they are now, not the owner's own", async () => {
    const booking = (created: string, status: string, source: 'site' | 'phone' | 'walk_in' = 'site') =>
      test.db
        .insertInto('bookings')
        .values({ created_at: created, locale: 'vi', name: 'Funnel', phone: '+84900000000', service_option: null, date: '2026-12-05', time: '18:00', notes: '', status: status as 'new', idempotency_key: null, request_hash: 'h', source })
        .returning('id')
        .executeTakeFirstOrThrow();
    // 2026-11-29 00:30 in Ho Chi Minh City is 2026-11-28 17:30 UTC: inside a 1-day period ending the 29th.
    const inside = '2026-11-28T17:30:00.000Z';
    const before = '2026-11-28T16:30:00.000Z';
    await booking(inside, 'new');
    const confirmedThenCancelled = await booking(inside, 'cancelled');
    await test.db.insertInto('booking_events').values({ booking_id: Number(confirmedThenCancelled.id), at: inside, action: 'confirm', actor: 'admin', from_status: 'new', to_status: 'confirmed', detail: null }).execute();
    await booking(inside, 'done');
    await booking(inside, 'no_show');
    await booking(inside, 'confirmed', 'walk_in');
    await booking(before, 'done');
    const { funnel } = await insightReport(test.db, 1, TODAY);
    expect(funnel).toEqual({ bookingViews: 0, requests: 4, confirmed: 3, done: 1, noShow: 1, cancelled: 1 });
  });
});

describe('the 75th percentile', () => {
  it('takes the nearest rank', () => {
    expect(p75([])).toBeNull();
    expect(p75([5])).toBe(5);
    expect(p75([4, 1, 3, 2])).toBe(3);
    expect(p75([1, 2, 3, 4, 5, 6, 7, 8])).toBe(6);
  });
});
