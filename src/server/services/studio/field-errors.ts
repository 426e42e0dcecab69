import { z } from 'zod';
import { ruleOf, type RuleRef, type RuleVars } from '../../../config/schema-messages';
import { LOCALE_META, isLocale, type Locale } from '../../../i18n/locales';
import { createT, type UIKey } from '../../../i18n/t';
import type { FieldError } from '../../../studio/contract';

/**
 * The per-parse error map for `locale` (passed as safeParse's `error`, so no global setting
 * changes): the checks our schemas leave to Zod (a type, a length, a list's size, a choice) in
 * the owner's plain words ("Hãy viết ít nhất 5 ký tự", never "Quá nhỏ: mong đợi string có >=5
 * ký tự"). Our schemas' own messages win over it (Zod's precedence) and are translated afterwards
 * by fieldErrors.
 */
export function errorMapFor(locale: Locale): z.core.$ZodErrorMap {
  const t = createT(locale);
  return (issue) => {
    switch (issue.code) {
      case 'invalid_type':
        if (issue.input === undefined) return t('studioApi.issue.required');
        if (issue.expected === 'int') return t('studioApi.issue.whole');
        if (issue.expected === 'number') return t('studioApi.issue.number');
        if (issue.expected === 'boolean') return t('studioApi.issue.yesNo');
        if (issue.expected === 'string') return t('studioApi.issue.text');
        return t('studioApi.issue.format');
      case 'too_small': {
        const n = String(issue.minimum);
        if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? t('studioApi.issue.empty') : t('studioApi.issue.tooShort', { n });
        if (issue.origin === 'array' || issue.origin === 'set') return t('studioApi.issue.listMin', { n });
        return issue.inclusive === false ? t('studioApi.issue.above', { n }) : t('studioApi.issue.atLeast', { n });
      }
      case 'too_big': {
        const n = String(issue.maximum);
        if (issue.origin === 'string') return t('studioApi.issue.tooLong', { n });
        if (issue.origin === 'array' || issue.origin === 'set') return t('studioApi.issue.listMax', { n });
        return t('studioApi.issue.atMost', { n });
      }
      case 'invalid_value':
      case 'invalid_union':
        return t('studioApi.issue.choose');
      case 'unrecognized_keys':
        return t('studioApi.issue.unknown', { keys: issue.keys.join(', ').slice(0, 200) });
      default:
        return t('studioApi.issue.format');
    }
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
