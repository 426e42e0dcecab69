import { handleBooking } from '../booking/handle';
import { describeBookingProblem } from '../booking/messages';
import { RETRY_AFTER_SECONDS } from '../../data/busy';
import { enabledChannels, visitorMailEnabled } from '../runtime';
import type { BookingFormProps } from '../../../components/booking/BookingForm';
import { bookingFormProps } from '../../../components/booking/booking-props';
import { OPTION_IDS } from '../../../config/catalogue';
import { bookingReference, statusPath } from '../../services/booking/status-token';
import type { FormPage } from '../../../views/form-page-view';
import { answerFormPage, type FormPageRoute, type FormPageSpec } from './form-page';

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
 * The booking page, rendered on request: GET shows the form; a plain POST (the form without
 * JavaScript) stores the request and answers in the page's language, with the form filled in
 * again and the errors next to the fields when something is wrong.
 */
export async function answerBookingPage(route: FormPageRoute): Promise<FormPage<BookingFormProps> | undefined> {
  const page = await answerFormPage(route, BOOKING_PAGE);
  return page && { ...page, form: bookingFormProps(page.locale, page.form) };
}
