import { describe, expect, it } from 'vitest';
import { BusinessSchema } from '../../src/config/business-schema';
import { NoticeSchema } from '../../src/config/notice-schema';
import { releaseSchedule, type ScheduleFacts } from '../../src/config/release-schedule';
import { goesLiveAt, isScheduled } from '../../src/blog/publication';

const message = { ko: '공지', vi: 'Thông báo', en: 'Notice' };
const notice = NoticeSchema.parse({ show: true, from: '2026-12-20 00:00', to: '2027-01-03 00:00', message });
// Parsed by the business schema's own list rule, so the entries have the shape the site reads.
const specialHours = BusinessSchema.shape.specialHours.parse([
  { from: '2026-12-31', to: '2026-12-31', opens: '12:00', closes: '20:00' },
  { from: '2027-02-05', to: '2027-02-09', closed: true },
  // Begins the midnight the one before ends: that moment is listed once.
  { from: '2027-02-10', to: '2027-02-10', opens: '10:00', closes: '18:00' },
]);
const FACTS: ScheduleFacts = { notice, specialHours };

describe('releaseSchedule', () => {
  it('lists every later change in order: the notice\'s start and end, each entry\'s first day starting and last day ending (spa midnights)', () => {
    expect(releaseSchedule(new Date('2026-12-01T00:00:00Z'), FACTS)).toEqual({
      builtAt: '2026-12-01T00:00:00.000Z',
      changes: [
        { at: '2026-12-19T17:00:00.000Z', why: 'notice-start' },
        { at: '2026-12-30T17:00:00.000Z', why: 'special-hours' },
        { at: '2026-12-31T17:00:00.000Z', why: 'special-hours' },
        { at: '2027-01-02T17:00:00.000Z', why: 'notice-end' },
        { at: '2027-02-04T17:00:00.000Z', why: 'special-hours' },
        { at: '2027-02-09T17:00:00.000Z', why: 'special-hours' },
        { at: '2027-02-10T17:00:00.000Z', why: 'special-hours' },
      ],
    });
  });

  it('leaves out what is already past, the build moment itself included', () => {
    const schedule = releaseSchedule(new Date('2026-12-31T17:00:00Z'), FACTS);
    expect(schedule.changes.map((c) => c.at)).toEqual([
      '2027-01-02T17:00:00.000Z',
      '2027-02-04T17:00:00.000Z',
      '2027-02-09T17:00:00.000Z',
      '2027-02-10T17:00:00.000Z',
    ]);
  });

  it('lists no notice moment while the notice is switched off', () => {
    const schedule = releaseSchedule(new Date('2026-12-01T00:00:00Z'), { ...FACTS, notice: { ...notice, show: false } });
    expect(schedule.changes.filter((c) => c.why !== 'special-hours')).toEqual([]);
    expect(schedule.changes).toHaveLength(5);
  });

  it('lists the start of each scheduled article’s publication day (spa midnight), the past ones left out', () => {
    const starts = [goesLiveAt(new Date('2026-12-05T00:00:00Z')), goesLiveAt(new Date('2026-11-30T00:00:00Z'))];
    expect(starts).toEqual([Date.parse('2026-12-04T17:00:00Z'), Date.parse('2026-11-29T17:00:00Z')]);
    const schedule = releaseSchedule(new Date('2026-12-01T00:00:00Z'), { ...FACTS, notice: { ...notice, show: false }, specialHours: [], articleStarts: starts });
    expect(schedule.changes).toEqual([{ at: '2026-12-04T17:00:00.000Z', why: 'article' }]);
    // An article is scheduled until its day begins in Ho Chi Minh City, not in UTC.
    expect(isScheduled(new Date('2026-12-05T00:00:00Z'), new Date('2026-12-04T16:59:59Z'))).toBe(true);
    expect(isScheduled(new Date('2026-12-05T00:00:00Z'), new Date('2026-12-04T17:00:00Z'))).toBe(false);
  });

  it('is empty when nothing is ahead', () => {
    expect(releaseSchedule(new Date('2028-01-01T00:00:00Z'), FACTS).changes).toEqual([]);
  });
});
