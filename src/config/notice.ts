import { TIME_ZONE } from '../i18n/locales';
import { zonedInstant } from '../utils/time-zone';
import { parseConfig, parseYamlFile } from './config-error';
import { NoticeSchema, type LaterNotice, type Notice } from './notice-schema';
import raw from '../content/notice/notice.yaml?raw';

export type { LaterNotice, Notice };

const FILE = 'src/content/notice/notice.yaml';

/** The site notice as the owner wrote it. A bad value stops the build with the field named. */
export const NOTICE: Notice = parseConfig(NoticeSchema, parseYamlFile(raw, FILE), FILE);

/** The instant of a "YYYY-MM-DD HH:MM" wall-clock time in the spa's time zone. */
const instantOf = (localDateTime: string) => new Date(zonedInstant(localDateTime.slice(0, 10), localDateTime.slice(11), TIME_ZONE));

/** When a notice starts and ends, as instants; `end` is the first moment it is no longer shown. */
export function noticeWindow(notice: Pick<Notice, 'from' | 'to'>): { start: Date; end: Date } {
  return { start: instantOf(notice.from), end: instantOf(notice.to) };
}

/** Whether a page rendered at `now` shows the notice: switched on, and `now` in [start, end). */
export function isNoticeShown(notice: Notice, now: Date): boolean {
  if (!notice.show) return false;
  const { start, end } = noticeWindow(notice);
  return start.getTime() <= now.getTime() && now.getTime() < end.getTime();
}

/** Every notice of the file, the current one first, then those written ahead, in the file's order. */
export const allNotices = (notice: Notice): LaterNotice[] => [notice, ...(notice.later ?? [])];

/**
 * The notice a page rendered at `now` shows: none while the notices are switched off, else the
 * first (the file's own, then those written ahead) whose window holds `now`.
 */
export function shownNotice(notice: Notice, now: Date): LaterNotice | undefined {
  if (!notice.show) return undefined;
  return allNotices(notice).find((entry) => {
    const { start, end } = noticeWindow(entry);
    return start.getTime() <= now.getTime() && now.getTime() < end.getTime();
  });
}
