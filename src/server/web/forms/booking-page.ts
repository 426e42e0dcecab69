import { handleBooking } from '../booking/handle';
import { describeBookingProblem } from '../booking/messages';
import { RETRY_AFTER_SECONDS } from '../../data/busy';
import { readForm } from '../form';
import { enabledChannels, getDb, visitorMailEnabled } from '../runtime';
import { SHOW_TIMES_PARAM } from '../../../booking/api-path';
import type { BookingFormProps } from '../../../components/booking/BookingForm';
import { bookingFormProps } from '../../../components/booking/booking-props';
import { OPTION_IDS } from '../../../config/catalogue';
import { availableTimesFor } from '../../services/booking/occupancy';
import { bookingReference, statusPath } from '../../services/booking/status-token';
import type { Translate } from '../../../i18n/t';
import type { FormPage } from '../../../views/form-page-view';
import { bookingPageTimes } from './booking-times';
import { answerFormPage, type FormPageAnswer, type FormPageContext, type FormPageRoute, type FormPageSpec } from './form-page';

/** What the booking form shows again: the visitor's values and the messages next to the fields. */
type BookingShown = Pick<BookingFormProps, 'values' | 'errors'>;

const BOOKING_PAGE: FormPageSpec<BookingShown> = {
  name: 'booking',
  texts: { title: 'booking.title', lead: 'booking.lead', success: 'status.received', back: 'notFound.home' },
  // A service's "book" button sends ?service=<option id>: preselect it when it is a catalogue option.
  blank(url) {
    const preset = url.searchParams.get('service');
    return preset && OPTION_IDS.includes(preset) ? { values: { service: preset } } : {};
  },
  async submit(request, context, t) {
    if (new URL(request.url).searchParams.has(SHOW_TIMES_PARAM)) return showTimes(request, context, t);
    const outcome = await handleBooking(request, { ...context, channels: enabledChannels(), visitorMail: visitorMailEnabled() });
    const shown: BookingShown = { values: outcome.values };
    if (outcome.kind !== 'stored') {
      const { message, errors } = describeBookingProblem(outcome, t);
      // A refused request has no field to point at: its message stands above the form.
      shown.errors = errors ?? { _form: message };
    }
    return {
      status: outcome.status,
      retryAfter: outcome.status === 503 ? RETRY_AFTER_SECONDS : undefined,
      done: outcome.kind === 'stored',
      receipt: outcome.kind === 'stored' ? { reference: bookingReference(outcome.id), href: statusPath(outcome.id, context.locale) } : undefined,
      form: shown,
    };
  },
  failed: (blank, message) => ({ ...blank, errors: { _form: message } }),
};

/**
 * The plain form's "show the free times of this date" (`?times`): the form back as typed, with
 * the times of the date and course sent (answerBookingPage lists them); nothing is checked or
 * stored, and no error is shown.
 */
async function showTimes(request: Request, context: FormPageContext, t: Translate): Promise<FormPageAnswer<BookingShown>> {
  const form = await readForm(request, context.allowedOrigins);
  if (form.kind === 'refused') return { status: form.status, done: false, form: { errors: { _form: t('booking.failure') } } };
  const { idempotency_key: _key, fill_ms: _fill, website: _website, ...values } = form.fields;
  return { status: 200, done: false, form: { values } };
}

/**
 * The booking page, rendered on request: GET shows the form; a plain POST (the form without
 * JavaScript) stores the request and answers in the page's language, with the form filled in
 * again and the errors next to the fields when something is wrong.
 */
export async function answerBookingPage(route: FormPageRoute): Promise<FormPage<BookingFormProps> | undefined> {
  const page = await answerFormPage(route, BOOKING_PAGE);
  if (!page) return undefined;
  // A request sent shows no form: its times are not read.
  if (page.done) return { ...page, form: bookingFormProps(page.locale, page.form) };
  const free = async (date: string, option: string) => availableTimesFor((await getDb()).db, date, option, new Date());
  const { values, first } = await bookingPageTimes(page.form, new Date(), free);
  return { ...page, form: bookingFormProps(page.locale, { ...page.form, values, timesButton: true }, first) };
}
