import type { ArticleData } from '../../../blocks/schemas';
import type { Locale } from '../../../i18n/locales';
import { createT } from '../../../i18n/t';
import { nestingProblem } from '../../../markdown/nesting-guard';
import type { FieldError } from '../../../studio/contract';
import { bodyProblems } from './body-problems';
import { checkPreviewData } from './data-errors';
import { parseBody, type PreviewNode } from './mdx-tree';

export interface PreviewInput {
  /** The article's language: the body's, and the one the blocks speak. */
  locale: Locale;
  body: string;
  data: unknown;
}

export type CheckedPreview = { kind: 'ok'; root: PreviewNode; data: ArticleData } | { kind: 'invalid'; errors: FieldError[] };

/**
 * Whether a body and its datasets can be rendered as the build would, and what stops them, in the
 * admin's language: the datasets against the article page's schema ("data.…"), then the body
 * ("texts.<locale>.body"): nesting the parser cannot take safely (measured before it runs), MDX
 * it refuses, code, tags that are not blocks, blocks without their dataset.
 */
export function checkPreview(input: PreviewInput, adminLocale: Locale): CheckedPreview {
  const t = createT(adminLocale);
  const bodyPath = `texts.${input.locale}.body`;
  const checked = checkPreviewData(input.data, adminLocale);
  const errors: FieldError[] = checked.kind === 'invalid' ? [...checked.errors] : [];
  const deep = nestingProblem(input.body);
  if (deep) return { kind: 'invalid', errors: [...errors, { path: bodyPath, message: t('previewApi.body.tooDeep', { line: deep.line, max: deep.max }) }] };
  const parsed = parseBody(input.body);
  if (parsed.kind === 'syntax') {
    const { line, column, detail } = parsed;
    return { kind: 'invalid', errors: [...errors, { path: bodyPath, message: t('previewApi.body.syntax', { line, column, detail }) }] };
  }
  // With data that does not parse, a block's dataset is judged against none: its own error says why.
  const data = checked.kind === 'ok' ? checked.data : {};
  for (const problem of bodyProblems(parsed.root, data)) {
    if (checked.kind === 'invalid' && problem.key === 'previewApi.body.dataset') continue;
    errors.push({ path: bodyPath, message: t(problem.key, { line: problem.line, ...problem.vars }) });
  }
  return errors.length > 0 || checked.kind === 'invalid' ? { kind: 'invalid', errors } : { kind: 'ok', root: parsed.root, data };
}
