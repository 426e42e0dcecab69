import type { Locale } from '../i18n/locales';
import type { Translate } from '../i18n/t';
import type { BaseLayoutProps } from './base-view';

/**
 * What a form page rendered on request (booking, newsletter) shows: the document shell, the
 * heading, the form (or the confirmation once it went through). src/server/web/forms/form-page.ts
 * computes it from the request; src/layouts/FormPageLayout.astro renders it.
 */
export interface FormPage<F> {
  locale: Locale;
  t: Translate;
  layout: BaseLayoutProps;
  heading: string;
  lead: string;
  /** The confirmation and the way home, once the form went through. */
  done:
    | {
        message: string;
        back: { href: string; label: string };
        receipt?: { referenceLabel: string; reference: string; href: string; label: string } | undefined;
      }
    | undefined;
  form: F;
}
