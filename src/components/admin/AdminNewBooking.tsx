import { NOTES_MAX } from '../../booking/schema';
import { OWNER_SOURCES } from '../../booking/record';
import { LOCALE_META, LOCALES, isLocale } from '../../i18n/locales';
import type { Translate } from '../../i18n/t';
import { BookingField } from '../booking/BookingField';
import { BookingTimeField } from '../booking/BookingTimeField';
import { timesState } from '../booking/time-loader';

export interface AdminNewBookingProps {
  t: Translate;
  /** The admin's `?lang=` query ("" or "?lang=vi"), kept on the form's targets. */
  langQuery: string;
  /** The form as typed (or its defaults): source, name, phone, service, date, time, notes, locale, key. */
  values: Readonly<Record<string, string>>;
  /** Each wrong field's words, in the admin's language. */
  errors: Readonly<Record<string, string | undefined>>;
  /** The start times offered for the form's day and course. */
  times: readonly string[];
  /** The catalogue's courses, as the visitor's form lists them. */
  options: readonly { id: string; label: string }[];
}

/**
 * The owner's phone or walk-in booking (issue 38): a plain form that works without JavaScript.
 * Its time list is the day's free times for the course, read by the server; "show the free times"
 * posts the form back (nothing stored) after the day or the course changed.
 */
export function AdminNewBooking({ t, langQuery, values, errors, times, options }: AdminNewBookingProps) {
  const action = `/admin/new-booking${langQuery}`;
  const timesAction = `/admin/new-booking?times${langQuery.replace('?', '&')}`;
  const source = values['source'] === 'walk_in' ? 'walk_in' : 'phone';
  const guestLocale = isLocale(values['locale']) ? values['locale'] : 'ko';
  const courseChosen = options.some((o) => o.id === values['service']);
  const state = timesState(times);
  return (
    <form method="post" action={action} className="booking-form admin-new-booking">
      <input type="hidden" name="key" value={values['key'] ?? ''} />
      <fieldset className="admin-new-booking__source" aria-describedby={errors['source'] ? 'booking-source-error' : undefined}>
        <legend>{t('ownerBooking.source')}</legend>
        {OWNER_SOURCES.map((s) => (
          <label key={s}>
            <input type="radio" name="source" value={s} defaultChecked={s === source} /> {t(`ownerBooking.source.${s}`)}
          </label>
        ))}
        {errors['source'] ? (
          <p id="booking-source-error" className="booking-field__error">
            {errors['source']}
          </p>
        ) : null}
      </fieldset>
      <BookingField name="name" label={t('ownerBooking.name')} required={t('booking.required')} autoComplete="off" maxLength={100} defaultValue={values['name']} error={errors['name']} />
      <BookingField name="phone" label={t('ownerBooking.phone')} type="tel" autoComplete="off" hint={t('ownerBooking.phoneHint')} defaultValue={values['phone']} error={errors['phone']} />
      <BookingField
        name="service"
        label={t('ownerBooking.service')}
        required={t('booking.required')}
        choices={{ none: t('ownerBooking.serviceNone'), options }}
        defaultValue={values['service']}
        error={errors['service']}
      />
      <BookingField name="date" label={t('ownerBooking.date')} required={t('booking.required')} type="date" defaultValue={values['date']} error={errors['date']} />
      {/* Pressing it (or Enter in a field above the save button) posts the form back with the
          free times of the day and course chosen: nothing is stored. */}
      <button type="submit" className="btn btn--light" formAction={timesAction} formNoValidate>
        {t('ownerBooking.timesShow')}
      </button>
      <BookingTimeField
        label={t('ownerBooking.time')}
        required={t('booking.required')}
        placeholder={t('ownerBooking.timeChoose')}
        status={{ loading: t('ownerBooking.timesLoading'), none: courseChosen ? t('ownerBooking.timesNone') : t('ownerBooking.timesChooseCourse'), failed: t('ownerBooking.timesFailed') }}
        state={state}
        error={errors['time']}
        defaultValue={values['time']}
      />
      <BookingField name="notes" label={t('ownerBooking.notes')} multiline maxLength={NOTES_MAX} defaultValue={values['notes']} error={errors['notes']} />
      <div className="booking-field">
        <label htmlFor="booking-locale">{t('ownerBooking.locale')}</label>
        <select id="booking-locale" name="locale" defaultValue={guestLocale} aria-invalid={errors['locale'] ? true : undefined} aria-describedby={errors['locale'] ? 'booking-locale-error' : undefined}>
          {LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={LOCALE_META[locale].lang}>
              {LOCALE_META[locale].name}
            </option>
          ))}
        </select>
        {errors['locale'] ? (
          <p id="booking-locale-error" className="booking-field__error">
            {errors['locale']}
          </p>
        ) : null}
      </div>
      <button type="submit" className="btn btn--primary">
        {t('ownerBooking.submit')}
      </button>
    </form>
  );
}
