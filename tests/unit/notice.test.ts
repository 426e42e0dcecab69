import { describe, expect, it } from 'vitest';
import { isNoticeShown, NOTICE, noticeWindow, shownNotice } from '../../src/config/notice';
import { releaseSchedule } from '../../src/config/release-schedule';
import { NOTICE_MAX_CHARS, NoticeSchema, type Notice } from '../../src/config/notice-schema';
import { issuesOf } from '../support/validation';

const message = { ko: '공지', vi: 'Thông báo', en: 'Notice' };
/** A notice from the schema itself, so the tests see what the site sees. */
const notice = (fields: Partial<Notice> = {}): Notice => NoticeSchema.parse({ show: true, from: '2026-12-20 00:00', to: '2027-01-03 00:00', message, ...fields });

describe('noticeWindow: wall-clock times in Asia/Ho_Chi_Minh (UTC+7) as instants', () => {
  it('reads "2026-12-20 00:00" as 2026-12-19T17:00:00Z and the end likewise', () => {
    const { start, end } = noticeWindow(notice());
    expect(start.toISOString()).toBe('2026-12-19T17:00:00.000Z');
    expect(end.toISOString()).toBe('2027-01-02T17:00:00.000Z');
  });

  it('keeps the minutes and crosses the date line backwards in the morning', () => {
    const { start, end } = noticeWindow(notice({ from: '2027-03-01 06:30', to: '2027-03-01 23:59' }));
    expect(start.toISOString()).toBe('2027-02-28T23:30:00.000Z');
    expect(end.toISOString()).toBe('2027-03-01T16:59:00.000Z');
  });
});

describe('isNoticeShown: switched on and start ≤ now < end', () => {
  const n = notice();
  const { start, end } = noticeWindow(n);
  const at = (ms: number) => new Date(ms);

  it.each([
    ['a minute before the start', start.getTime() - 60_000, false],
    ['at the start', start.getTime(), true],
    ['inside', start.getTime() + 3 * 86_400_000, true],
    ['a millisecond before the end', end.getTime() - 1, true],
    ['at the end (exclusive)', end.getTime(), false],
    ['after the end', end.getTime() + 86_400_000, false],
  ])('%s', (_, ms, shown) => {
    expect(isNoticeShown(n, at(ms))).toBe(shown);
  });

  it('never when show is false, even inside the window', () => {
    expect(isNoticeShown(notice({ show: false }), at(start.getTime() + 1000))).toBe(false);
  });
});

describe('the notice file and its schema', () => {
  it('the notice file validates, its window in order', () => {
    const { start, end } = noticeWindow(NOTICE);
    expect(start.getTime()).toBeLessThan(end.getTime());
  });

  it('names the language whose text is too long', () => {
    const long = 'a'.repeat(NOTICE_MAX_CHARS + 1);
    expect(issuesOf(NoticeSchema, { show: true, from: '2026-12-20 00:00', to: '2027-01-03 00:00', message: { ...message, vi: long } })).toEqual([
      `message.vi: must be at most ${NOTICE_MAX_CHARS} characters`,
    ]);
  });

  it('refuses an end before the start, an impossible date and a time past 23:59', () => {
    expect(issuesOf(NoticeSchema, { show: true, from: '2027-01-03 00:00', to: '2026-12-20 00:00', message })).toEqual(['to: from must be before to']);
    expect(issuesOf(NoticeSchema, { show: true, from: '2027-02-30 00:00', to: '2027-03-03 00:00', message })).toEqual(['from: must be a real date']);
    expect(issuesOf(NoticeSchema, { show: true, from: '2027-02-01 24:00', to: '2027-03-03 00:00', message })).toEqual([
      'from: must be a date and time "YYYY-MM-DD HH:MM"',
    ]);
  });
});

describe('notices written ahead', () => {
  const base = NoticeSchema.parse({
    show: true,
    from: '2026-11-28 00:00',
    to: '2026-11-30 00:00',
    message: { ko: '오늘의 공지', vi: 'Thông báo hôm nay', en: "Today's notice" },
    later: [
      { from: '2026-11-30 00:00', to: '2026-12-02 00:00', message: { ko: '내일의 공지', vi: 'Thông báo ngày mai', en: "Tomorrow's notice" } },
      { from: '2026-12-05 09:00', to: '2026-12-06 09:00', message: { ko: '다음 주 공지', vi: 'Tuần sau', en: 'Next week' } },
    ],
  });

  it('leaves today’s notice live while tomorrow’s waits, then shows each in its window', () => {
    expect(shownNotice(base, new Date('2026-11-29T03:00:00Z'))?.message.vi).toBe('Thông báo hôm nay');
    // 30 Nov 00:00 in Ho Chi Minh City is 29 Nov 17:00 UTC.
    expect(shownNotice(base, new Date('2026-11-29T17:00:00Z'))?.message.vi).toBe('Thông báo ngày mai');
    expect(shownNotice(base, new Date('2026-12-03T00:00:00Z'))).toBeUndefined();
    expect(shownNotice(base, new Date('2026-12-05T03:00:00Z'))?.message.en).toBe('Next week');
    expect(shownNotice({ ...base, show: false }, new Date('2026-11-29T17:00:00Z'))).toBeUndefined();
  });

  it('gives the publish schedule every start and end', () => {
    const moments = releaseSchedule(new Date('2026-11-28T00:00:00Z'), { notice: base, specialHours: [] }).changes;
    expect(moments.filter((m) => m.why === 'notice-start').map((m) => m.at)).toEqual(['2026-11-29T17:00:00.000Z', '2026-12-05T02:00:00.000Z']);
    expect(moments.filter((m) => m.why === 'notice-end').map((m) => m.at)).toEqual(['2026-11-29T17:00:00.000Z', '2026-12-01T17:00:00.000Z', '2026-12-06T02:00:00.000Z']);
  });

  it('checks each one’s window and message length like the first', () => {
    const result = NoticeSchema.safeParse({ ...base, later: [{ from: '2026-12-02 00:00', to: '2026-12-01 00:00', message: { ko: 'x', vi: 'x', en: 'x' } }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['later.0.to']);
  });
});
