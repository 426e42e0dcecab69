import { useEffect, useRef, useState, type SubmitEvent, type SyntheticEvent } from 'react';
import { SHOW_TIMES_PARAM } from '../../booking/api-path';
import type { BookingStrings } from './booking-strings';
import { BookingField } from './BookingField';
import { BookingTimeField } from './BookingTimeField';
import { useBookingTimes, type BookingTimesProps } from './use-booking-times';

export interface BookingOption {
  id: string;
  label: string;
}

export interface BookingFormProps extends BookingTimesProps {
  strings: BookingStrings;
  /** Plain POST target (works without JavaScript): the localized /booking page. */
  action: string;
  /** JSON endpoint the script-enhanced form posts to. */
  apiUrl: string;
  privacyHref: string;
  options: BookingOption[];
  /** Values and translated errors to show again (the no-JavaScript result page). */
  values?: Record<string, string>;
  errors?: Record<string, string>;
  /**
   * Offer the plain form's "show the free times of this date" button (the booking page, rendered
   * on request, which can answer it): gone once the script runs and reads the times by itself.
   */
  timesButton?: boolean;
}

type Status = 'idle' | 'submitting' | 'success' | 'error';
const FIELD_ORDER = ['name', 'phone', 'service', 'date', 'time', 'notes', 'contact_method', 'contact_handle', 'consent'];

/** What was asked, shown after sending instead of an emptied form. */
interface Sent {
  name: string;
  phone: string;
  course: string;
  when: string;
}

/** "Thứ Ba, 1 tháng 12, 2026 · 14:30" in the page's language; the date as typed when it is not one. */
function whenText(date: string, time: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return `${date} ${time}`;
  const lang = document.documentElement.lang || undefined;
  return `${new Intl.DateTimeFormat(lang, { dateStyle: 'full', timeZone: 'UTC' }).format(day)} · ${time}`;
}

/** What the visitor keeps from a stored request: the code to quote, and the private status page. */
interface Receipt {
  reference: string;
  statusUrl: string;
}

/**
 * The booking request form. Server-rendered it is a plain form that posts to /booking; hydrated
 * it posts in the background, disables itself while sending, and moves focus to the first error
 * or to the success message.
 */
export function BookingForm(props: BookingFormProps) {
  const { strings: s } = props;
  const [status, setStatus] = useState<Status>('idle');
  const [errors, setErrors] = useState<Record<string, string>>(props.errors ?? {});
  const [message, setMessage] = useState('');
  const [receipt, setReceipt] = useState<Receipt | undefined>(undefined);
  const [sent, setSent] = useState<Sent | undefined>(undefined);
  const started = useRef(Date.now());
  const key = useRef<string | undefined>(undefined);
  const form = useRef<HTMLFormElement>(null);
  const result = useRef<HTMLParagraphElement>(null);
  const times = useBookingTimes(props, form);
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  const v = props.values ?? {};
  // Where focus goes after an answer: the result message, or the first field with an error.
  const [focusTarget, setFocusTarget] = useState<{ name: string | undefined; n: number } | undefined>(undefined);
  useEffect(() => {
    if (!focusTarget) return;
    const field = focusTarget.name ? form.current?.querySelector<HTMLElement>(`[name="${focusTarget.name}"]`) : undefined;
    (field ?? result.current)?.focus();
  }, [focusTarget]);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'submitting') return;
    const element = event.currentTarget;
    const body = new URLSearchParams();
    for (const [name, value] of new FormData(element)) if (typeof value === 'string') body.append(name, value);
    // One key per filled form: a retry after a lost answer is recognized and stored once.
    key.current ??= crypto.randomUUID();
    body.set('idempotency_key', key.current);
    body.set('fill_ms', String(Date.now() - started.current));
    setStatus('submitting');
    try {
      const res = await fetch(props.apiUrl, { method: 'POST', body, headers: { Accept: 'application/json' } });
      const data = (await res.json()) as { ok: boolean; message: string; errors?: Record<string, string> } & Partial<Receipt>;
      setErrors(data.errors ?? {});
      setMessage(data.message);
      setReceipt(data.ok && data.reference && data.statusUrl?.startsWith('/') ? { reference: data.reference, statusUrl: data.statusUrl } : undefined);
      setStatus(data.ok ? 'success' : 'error');
      if (data.ok) {
        const field = (name: string) => body.get(name) ?? '';
        setSent({
          name: field('name'),
          phone: field('phone'),
          course: props.options.find((o) => o.id === field('service'))?.label ?? s.serviceNone,
          when: whenText(field('date'), field('time')),
        });
        element.reset();
        times.reset();
        key.current = undefined;
      }
      setFocusTarget({ name: data.ok ? undefined : FIELD_ORDER.find((f) => data.errors?.[f]), n: Date.now() });
    } catch {
      setMessage(s.failure);
      setStatus('error');
      setFocusTarget({ name: undefined, n: Date.now() });
    }
  }

  /**
   * As the visitor edits a field that has an error, checks the form again with the server's own
   * schema and removes the error of every field that is now valid (aria-invalid and
   * aria-describedby follow from `errors`). The schema, with its phone and catalogue data, is
   * loaded only then, so the first paint carries none of it.
   */
  async function recheck(event: SyntheticEvent<HTMLFormElement>) {
    const name = (event.target as Partial<HTMLInputElement>).name;
    if (!name || !errors[name]) return;
    const element = event.currentTarget;
    const { bookingErrors, createBookingSchema } = await import('../../booking/schema');
    const values: Record<string, string> = {};
    for (const [field, value] of new FormData(element)) if (typeof value === 'string') values[field] = value;
    const result = createBookingSchema(new Date()).safeParse(values);
    const still = result.success ? {} : bookingErrors(result.error);
    const kept = Object.fromEntries(Object.entries(errors).filter(([field]) => field === '_form' || still[field] !== undefined));
    if (Object.keys(kept).length === Object.keys(errors).length) return;
    setErrors(kept);
    // Every error fixed: the "please correct the fields" message goes too.
    if (Object.keys(kept).length === 0 && status === 'error') setStatus('idle');
  }

  const fieldError = (name: string) => errors[name];
  return (
    <form
      ref={form}
      className="booking-form"
      method="post"
      action={props.action}
      onSubmit={submit}
      onInput={recheck}
      onChange={(event) => {
        times.changed((event.target as Partial<HTMLInputElement>).name);
        void recheck(event);
      }}
      noValidate
    >
      <p ref={result} tabIndex={-1} className={`booking-form__result booking-form__result--${status}`} role={status === 'error' ? 'alert' : 'status'}>
        {status === 'success' || status === 'error' ? message : errors['_form'] ?? (Object.keys(errors).length > 0 ? s.errorSummary : '')}
      </p>
      {status === 'success' && receipt ? (
        <p className="booking-form__receipt">
          {s.referenceLabel}: <strong>{receipt.reference}</strong> · <a href={receipt.statusUrl}>{s.follow}</a>
        </p>
      ) : null}
      {sent ? (
        <section className="booking-form__summary" aria-labelledby="booking-summary-title">
          <h2 id="booking-summary-title">{s.summaryTitle}</h2>
          <dl>
            {[
              [s.name, sent.name],
              [s.phone, sent.phone],
              [s.service, sent.course],
              [s.summaryWhen, sent.when],
            ].map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <button
            type="button"
            className="btn btn--light"
            onClick={() => {
              setSent(undefined);
              setStatus('idle');
            }}
          >
            {s.another}
          </button>
        </section>
      ) : null}
      {/* After a request is sent, its summary stands instead of the emptied fields. */}
      <div className="booking-form__fields" hidden={sent !== undefined}>
        <BookingField name="name" label={s.name} required={s.required} error={fieldError('name')} autoComplete="name" defaultValue={v['name']} maxLength={100} />
        <BookingField name="phone" label={s.phone} required={s.required} hint={s.phoneHint} error={fieldError('phone')} type="tel" autoComplete="tel" defaultValue={v['phone']} />
        <BookingField name="service" label={s.service} error={fieldError('service')} defaultValue={v['service']} choices={{ none: s.serviceNone, options: props.options }} />
        <div className="booking-form__row">
          <BookingField name="date" label={s.date} required={s.required} error={fieldError('date')} type="date" defaultValue={v['date']} />
          <BookingTimeField label={s.time} required={s.required} placeholder={s.timeChoose} status={s.timesStatus} state={times.state} error={fieldError('time')} defaultValue={v['time']} />
        </div>
        <BookingField name="notes" label={s.notes} hint={s.notesHint} error={fieldError('notes')} multiline defaultValue={v['notes']} maxLength={1000} />
        <BookingField name="contact_method" label={s.contact} error={fieldError('contact_method')} defaultValue={v['contact_method']} choices={{ none: s.contactNone, options: s.contactMethods }} />
        <BookingField name="contact_handle" label={s.contactHandle} hint={s.contactHandleHint} error={fieldError('contact_handle')} autoComplete="off" defaultValue={v['contact_handle']} maxLength={100} />
        <div className="booking-field booking-field--check">
          <input id="booking-consent" type="checkbox" name="consent" required defaultChecked={v['consent'] === 'on'} aria-invalid={fieldError('consent') ? true : undefined} aria-describedby={fieldError('consent') ? 'booking-consent-error' : undefined} />
          <label htmlFor="booking-consent">
            {s.consentBefore}
            <a href={props.privacyHref}>{s.consentLink}</a>
            {s.consentAfter} <span className="booking-field__required">{`(${s.required})`}</span>
          </label>
          {fieldError('consent') ? <p id="booking-consent-error" className="booking-field__error">{fieldError('consent')}</p> : null}
        </div>
        {/* The honeypot: off-screen and out of the accessibility tree; people leave it empty. */}
        <div className="booking-form__trap" aria-hidden="true">
          <label htmlFor="booking-website">{s.honeypot}</label>
          <input id="booking-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <button type="submit" className="btn btn--primary" disabled={status === 'submitting'} aria-disabled={status === 'submitting'}>
          {status === 'submitting' ? s.sending : s.submit}
        </button>
        {/* After the send button: Enter in a field clicks a form's first submit button, which must send. */}
        {props.timesButton && !scripted ? (
          <button type="submit" className="btn btn--light" formAction={`${props.action}?${SHOW_TIMES_PARAM}`}>
            {s.timesShow}
          </button>
        ) : null}
      </div>
    </form>
  );
}
