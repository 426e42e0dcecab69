import { requestClientAddress } from '../client';
import { formContext } from '../runtime';
import { BUSINESS } from '../../../config/business';
import type { Locale } from '../../../i18n/locales';
import { localeFromParam, localizePath } from '../../../i18n/routing';
import { createT, type Translate, type UIKey } from '../../../i18n/t';
import type { FormPage } from '../../../views/form-page-view';

/** The parts of Astro's page context a form page reads and answers through. */
export interface FormPageRoute {
  params: { lang?: string | undefined };
  request: Request;
  url: URL;
  /** Read only for a POST: Astro throws where the adapter cannot tell it. */
  readonly clientAddress: string;
  response: { status?: number | undefined; headers: Headers };
}

/** What a form's handler needs, made once per POST by the shared skeleton. */
export type FormPageContext = Awaited<ReturnType<typeof formContext>> & { locale: Locale };

/** How a form page's POST turned out, as the page shows it. */
export interface FormPageAnswer<F> {
  status: number;
  /** Seconds before sending again (Retry-After), when the store was busy. */
  retryAfter?: number | undefined;
  /** The form went through: the page shows the confirmation instead of the form. */
  done: boolean;
  /** What the visitor keeps from it (a booking's reference and status page). */
  receipt?: { reference: string; href: string } | undefined;
  form: F;
}

/** One form page: what differs between booking and newsletter; the rest is the skeleton's. */
export interface FormPageSpec<F> {
  /** The form's name for its limits and logs; the page lives at /<name>. */
  name: 'booking' | 'newsletter';
  texts: { title: UIKey; lead: UIKey; success: UIKey; back: UIKey };
  /** The form as a GET shows it; also what a POST starts from. */
  blank(url: URL): F;
  submit(request: Request, context: FormPageContext, t: Translate): Promise<FormPageAnswer<F>>;
  /** The form after an unexpected failure (the database is down…): the blank form with the message. */
  failed(blank: F, message: string): F;
}


/**
 * A form page rendered on request (booking, newsletter): the page's locale from the route (none
 * means 404), never cached, the form on GET; on POST the handler's answer with its status, the
 * form filled in again with its errors, or the confirmation. Sets the response's status and
 * headers; returns undefined for an unknown locale.
 */
export async function answerFormPage<F>(route: FormPageRoute, spec: FormPageSpec<F>): Promise<FormPage<F> | undefined> {
  const locale = localeFromParam(route.params.lang);
  if (!locale) return undefined;
  const t = createT(locale);
  route.response.headers.set('Cache-Control', 'no-store');
  const blank = spec.blank(route.url);
  let answer: FormPageAnswer<F> = { status: 200, done: false, form: blank };
  if (route.request.method === 'POST') {
    try {
      const client = requestClientAddress((name) => route.request.headers.get(name), route.clientAddress);
      answer = await spec.submit(route.request, { ...(await formContext(spec.name, client, route.url.origin)), locale }, t);
    } catch (error) {
      console.error(`${spec.name}: ${(error as Error).message}`);
      answer = { status: 500, done: false, form: spec.failed(blank, t('booking.failure')) };
    }
    route.response.status = answer.status;
    if (answer.retryAfter !== undefined) route.response.headers.set('Retry-After', String(answer.retryAfter));
  }
  const title = t(spec.texts.title);
  const lead = t(spec.texts.lead);
  return {
    locale,
    t,
    layout: { locale, path: `/${spec.name}`, title: `${title} | ${BUSINESS.name}`, description: lead, noindex: true },
    heading: title,
    lead,
    done: answer.done
      ? {
          message: t(spec.texts.success),
          back: { href: localizePath('/', locale), label: t(spec.texts.back) },
          receipt: answer.receipt && { referenceLabel: t('status.referenceLabel'), reference: answer.receipt.reference, href: answer.receipt.href, label: t('status.follow') },
        }
      : undefined,
    form: answer.form,
  };
}
