import { z } from 'zod';
import { localizedTextSchema } from './localized';
import { ruleMessage } from './schema-messages';

/** A wall-clock time in Asia/Ho_Chi_Minh, "YYYY-MM-DD HH:MM". */
const LocalDateTimeSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2} (?:[01]\d|2[0-3]):[0-5]\d$/, ruleMessage('localDateTime'))
  .refine((v) => {
    const [y = 0, m = 0, d = 0] = v.slice(0, 10).split('-').map(Number);
    return new Date(Date.UTC(y, m - 1, d)).toISOString().startsWith(v.slice(0, 10));
  }, ruleMessage('realDate'));

/** Longest notice, per language: it is one line above every page, not an article. */
export const NOTICE_MAX_CHARS = 160;

/**
 * The site notice (src/content/notice/notice.yaml): one short message shown on every page from
 * `from` until `to` (Asia/Ho_Chi_Minh), when `show` is true; nowhere outside that window.
 */
export const NoticeSchema = z
  .object({
    show: z.boolean(),
    from: LocalDateTimeSchema,
    to: LocalDateTimeSchema,
    message: localizedTextSchema(NOTICE_MAX_CHARS),
  })
  .strict()
  .refine((n) => n.from < n.to, { message: ruleMessage('fromBeforeTo'), path: ['to'] });

export type Notice = z.output<typeof NoticeSchema>;
