import { BOOKING_ERROR_KEYS, NOTES_MAX } from '../../booking/schema';
import { CONTACT_METHODS, type ContactMethod } from '../../booking/record';
import type { Translate } from '../../i18n/t';

/** Every text the booking form shows, resolved for one locale: the island receives only these. */
export interface BookingStrings {
  title: string;
  lead: string;
  required: string;
  name: string;
  phone: string;
  phoneHint: string;
  service: string;
  serviceNone: string;
  summaryTitle: string;
  summaryWhen: string;
  another: string;
  date: string;
  time: string;
  /** The time list's empty first choice, its status lines (issue 38), and the plain form's button that lists another date's times. */
  timeChoose: string;
  timesStatus: { loading: string; none: string; failed: string };
  timesShow: string;
  notes: string;
  notesHint: string;
  consentBefore: string;
  consentLink: string;
  consentAfter: string;
  honeypot: string;
  submit: string;
  sending: string;
  /** The contact preference: its label, "any way", each method, and the handle field. */
  contact: string;
  contactNone: string;
  contactMethods: { id: ContactMethod; label: string }[];
  contactHandle: string;
  contactHandleHint: string;
  /** After a stored request: the reference's label and the status link's text. */
  referenceLabel: string;
  follow: string;
  failure: string;
  errorSummary: string;
  /** Field error messages by key (booking.error.*), for errors found in the browser. */
  errors: Record<string, string>;
}

export function bookingStrings(t: Translate): BookingStrings {
  // The consent sentence wraps a link; split the sentence around its {privacy} placeholder.
  const MARK = '\u0000';
  const [consentBefore = '', consentAfter = ''] = t('booking.consent', { privacy: MARK }).split(MARK);
  return {
    title: t('booking.title'),
    lead: t('booking.lead'),
    required: t('booking.required'),
    name: t('booking.name'),
    phone: t('booking.phone'),
    phoneHint: t('booking.phoneHint'),
    service: t('booking.service'),
    serviceNone: t('booking.serviceNone'),
    summaryTitle: t('booking.summary.title'),
    summaryWhen: t('booking.summary.when'),
    another: t('booking.summary.another'),
    date: t('booking.date'),
    time: t('booking.time'),
    timeChoose: t('booking.timeChoose'),
    timesStatus: { loading: t('booking.timesLoading'), none: t('booking.timesNone'), failed: t('booking.timesFailed') },
    timesShow: t('booking.timesShow'),
    notes: t('booking.notes'),
    notesHint: t('booking.notesHint', { max: NOTES_MAX }),
    consentBefore,
    consentLink: t('booking.consentLink'),
    consentAfter,
    honeypot: t('booking.honeypot'),
    submit: t('booking.submit'),
    sending: t('booking.sending'),
    contact: t('booking.contact'),
    contactNone: t('booking.contactNone'),
    contactMethods: CONTACT_METHODS.map((id) => ({ id, label: t(`booking.contact.${id}`) })),
    contactHandle: t('booking.contactHandle'),
    contactHandleHint: t('booking.contactHandleHint'),
    referenceLabel: t('status.referenceLabel'),
    follow: t('status.follow'),
    failure: t('booking.failure'),
    errorSummary: t('booking.errorSummary'),
    errors: Object.fromEntries(BOOKING_ERROR_KEYS.map((k) => [k, t(k)])),
  };
}
