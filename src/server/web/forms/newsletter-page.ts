import { handleNewsletter } from '../newsletter/subscribe';
import type { NewsletterFormProps } from '../../../components/newsletter/NewsletterForm';
import { localizePath } from '../../../i18n/routing';
import type { FormPage } from '../../../views/form-page-view';
import { answerFormPage, type FormPageRoute, type FormPageSpec } from './form-page';

/** What the sign-up form shows again: the address as typed, and why it was not taken. */
type NewsletterShown = { email: string; error: string | undefined };

const NEWSLETTER_PAGE: FormPageSpec<NewsletterShown> = {
  name: 'newsletter',
  texts: { title: 'newsletter.title', lead: 'newsletter.lead', success: 'newsletter.success', back: 'newsletter.back' },
  blank: () => ({ email: '', error: undefined }),
  async submit(request, context, t) {
    const outcome = await handleNewsletter(request, context);
    const done = outcome.kind === 'subscribed';
    const form: NewsletterShown =
      outcome.kind === 'invalid'
        ? { email: outcome.email, error: t('newsletter.invalid') }
        : { email: '', error: done ? undefined : outcome.status === 429 ? t('booking.error.tooMany') : t('booking.failure') };
    return { status: outcome.status, done, form };
  },
  failed: (blank, message) => ({ ...blank, error: message }),
};

/** Newsletter sign-up, rendered on request: the form (GET) and its localized confirmation (POST). */
export async function answerNewsletterPage(route: FormPageRoute): Promise<FormPage<NewsletterFormProps> | undefined> {
  const page = await answerFormPage(route, NEWSLETTER_PAGE);
  return page && { ...page, form: { t: page.t, action: localizePath('/newsletter', page.locale), id: 'newsletter-page', ...page.form } };
}
