import { z } from 'zod';
import { ruleOf, type RuleRef, type RuleVars } from '../../../config/schema-messages';
import { LOCALE_META, isLocale, type Locale } from '../../../i18n/locales';
import { createT, type UIKey } from '../../../i18n/t';
import type { FieldError } from '../../../studio/contract';

/** Zod's own messages in each of our languages, for the checks our schemas leave to Zod. */
const ZOD_LOCALES: Record<Locale, () => { localeError: z.core.$ZodErrorMap }> = { ko: z.locales.ko, vi: z.locales.vi, en: z.locales.en };

/**
 * The per-parse error map for `locale` (passed as safeParse's `error`, so no global setting
 * changes): a missing field and an empty text in the owner's words, everything else from Zod's
 * locale. Our schemas' own messages win over it (Zod's precedence) and are translated afterwards
 * by fieldErrors.
 */
export function errorMapFor(locale: Locale): z.core.$ZodErrorMap {
  const t = createT(locale);
  const zod = ZOD_LOCALES[locale]().localeError;
  return (issue) => {
    if (issue.code === 'invalid_type' && issue.input === undefined) return t('studioApi.issue.required');
    if (issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1) return t('studioApi.issue.empty');
    return zod(issue);
  };
}

/** A rule's placeholders for the owner: a locale code becomes the language's own name. */
function ownerVars(vars: RuleVars): RuleVars {
  const locale = vars['locale'];
  return isLocale(locale) ? { ...vars, locale: LOCALE_META[locale].name } : vars;
}

/** One of our rules in the owner's language. */
export function localizeRule(ref: RuleRef, locale: Locale): string {
  const key: UIKey = `studioApi.rule.${ref.rule}`;
  return createT(locale)(key, ownerVars(ref.vars));
}

/** One line's message: our rule in the owner's language when it is one of ours, else Zod's (already localized). */
function localizeMessage(issue: { message: string; params?: Record<string, unknown> | undefined }, locale: Locale): string {
  const ref = ruleOf(issue);
  return ref ? localizeRule(ref, locale) : issue.message;
}

/** Zod's issues as the editor shows them: the field's path joined with dots, the message in the owner's language. */
export function fieldErrors(issues: readonly z.core.$ZodIssue[], locale: Locale): FieldError[] {
  return issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: localizeMessage(issue as { message: string; params?: Record<string, unknown> }, locale),
  }));
}
