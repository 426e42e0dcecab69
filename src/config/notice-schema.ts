import { z } from 'zod';
import { localizedTextSchema } from './localized';
import { isCalendarDate } from './calendar-date';
import { ruleMessage } from './schema-messages';

/** A wall-clock time in Asia/Ho_Chi_Minh, "YYYY-MM-DD HH:MM". */
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2} (?:[01]\d|2[0-3]):[0-5]\d$/;
const LocalDateTimeSchema = z
  .string()
  .regex(LOCAL_DATE_TIME, ruleMessage('localDateTime'))
  .refine(isCalendarDate, ruleMessage('realDate'));

/** Longest notice, per language: it is one line above every page, not an article. */
export const NOTICE_MAX_CHARS = 160;

/** Most notices waiting their turn: a season's worth, not a news feed. */
export const MAX_LATER_NOTICES = 12;

const fromBeforeTo = <T extends { from: string; to: string }>(n: T) => !LOCAL_DATE_TIME.test(n.from) || !LOCAL_DATE_TIME.test(n.to) || n.from < n.to;

/** A notice written ahead: its own window and message, shown when its time comes. */
export const LaterNoticeSchema = z
  .object({
    from: LocalDateTimeSchema,
    to: LocalDateTimeSchema,
    message: localizedTextSchema(NOTICE_MAX_CHARS),
  })
  .strict()
  .refine(fromBeforeTo, { message: ruleMessage('fromBeforeTo'), path: ['to'] });

/**
 * The site notice (src/content/notice/notice.yaml): one short message shown on every page from
 * `from` until `to` (Asia/Ho_Chi_Minh), when `show` is true; nowhere outside that window. `later`
 * holds notices written ahead (tomorrow's, next week's), each shown in its own window, so writing
 * the next one never takes down the one that is live; `show` switches them all.
 */
export const NoticeSchema = z
  .object({
    show: z.boolean(),
    from: LocalDateTimeSchema,
    to: LocalDateTimeSchema,
    message: localizedTextSchema(NOTICE_MAX_CHARS),
    later: z.array(LaterNoticeSchema).max(MAX_LATER_NOTICES).optional(),
  })
  .strict()
  .refine(fromBeforeTo, { message: ruleMessage('fromBeforeTo'), path: ['to'] });

export type Notice = z.output<typeof NoticeSchema>;
export type LaterNotice = z.output<typeof LaterNoticeSchema>;
