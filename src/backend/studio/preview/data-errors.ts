import type { z } from 'zod';
import { ArticleDataSchema, type ArticleData } from '../../../blocks/schemas';
import { ruleOf } from '../../../config/schema-messages';
import type { Locale } from '../../../i18n/locales';
import type { FieldError } from '../../../studio/contract';
import { errorMapFor, localizeRule } from '../field-errors';

/**
 * One issue in the owner's language. The block schemas word most checks in English for the
 * build's log; an issue of a kind Zod itself knows (a wrong type, a list too short, a key that
 * does not belong) is said again through the studio's error map, which speaks the owner's
 * language. A refinement of ours is a named rule when it is one (SCHEMA_RULES), else its English.
 */
function messageOf(issue: z.core.$ZodIssue, locale: Locale): string {
  const rule = ruleOf(issue as { message: string; params?: Record<string, unknown> });
  if (rule) return localizeRule(rule, locale);
  if (issue.code === 'custom') return issue.message;
  const said = errorMapFor(locale)(issue as unknown as z.core.$ZodRawIssue);
  return typeof said === 'string' ? said : (said?.message ?? issue.message);
}

/**
 * A preview's datasets checked with the schema the article page uses (ArticleDataSchema): the
 * parsed data, or every problem with its path under "data." ("data.top10.rows.0.rank").
 */
export function checkPreviewData(data: unknown, locale: Locale): { kind: 'ok'; data: ArticleData } | { kind: 'invalid'; errors: FieldError[] } {
  // reportInput: the messages are said again from the issues, and "missing" is told by their input.
  const result = ArticleDataSchema.safeParse(data, { error: errorMapFor(locale), reportInput: true });
  if (result.success) return { kind: 'ok', data: result.data };
  return { kind: 'invalid', errors: result.error.issues.map((issue) => ({ path: ['data', ...issue.path.map(String)].join('.'), message: messageOf(issue, locale) })) };
}
