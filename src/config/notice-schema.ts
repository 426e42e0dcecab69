import { z } from 'zod';
import { LocalizedTextSchema } from './localized';

/** A wall-clock time in Asia/Ho_Chi_Minh, "YYYY-MM-DD HH:MM". */
const LocalDateTimeSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2} (?:[01]\d|2[0-3]):[0-5]\d$/, 'must be a date and time "YYYY-MM-DD HH:MM"')
  .refine((v) => {
    const [y = 0, m = 0, d = 0] = v.slice(0, 10).split('-').map(Number);
    return new Date(Date.UTC(y, m - 1, d)).toISOString().startsWith(v.slice(0, 10));
  }, 'must be a real date');

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
    message: LocalizedTextSchema.superRefine((message, ctx) => {
      // One issue per language, on its own path, so the studio and the build name the text to shorten.
      for (const [locale, text] of Object.entries(message)) {
        if (text.length > NOTICE_MAX_CHARS) {
          ctx.addIssue({ code: 'custom', path: [locale], message: `must be at most ${NOTICE_MAX_CHARS} characters (it has ${text.length})` });
        }
      }
    }),
  })
  .strict()
  .refine((n) => n.from < n.to, { message: 'from must be before to', path: ['to'] });

export type Notice = z.output<typeof NoticeSchema>;
