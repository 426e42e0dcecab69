import { AVAILABILITY_PATH, BOOKING_API_PATH } from '../../booking/api-path';
import { SLOT_MINUTES } from '../../booking/availability';
import { openingTimes, type OpeningGrid } from '../../booking/opening-times';
import { optionLabel } from '../../booking/option-label';
import { BUSINESS } from '../../config/business';
import { SERVICES } from '../../config/catalogue';
import { NAV_PATHS } from '../../config/navigation';
import type { Locale } from '../../i18n/locales';
import { localizePath } from '../../i18n/routing';
import { createT } from '../../i18n/t';
import { bookingStrings } from './booking-strings';
import type { BookingFormProps } from './BookingForm';
import type { TimesQuery } from './time-loader';

/** What the form lists a day's opening times from in the browser: the hours and special days (no labels), the grid's step. */
export const OPENING_GRID: OpeningGrid = {
  step: SLOT_MINUTES,
  hours: { opens: BUSINESS.hours.opens, closes: BUSINESS.hours.closes },
  specialHours: BUSINESS.specialHours.map(({ label: _label, ...day }) => day),
};

/** The times a form shows first, and the day and course they are for. */
export interface FirstTimes {
  times: string[];
  timesFor: TimesQuery;
}

/**
 * A form built with no day (the home page's): every start of the regular hours, which the
 * browser narrows to the preselected day's once its script runs.
 */
const ANY_DAY: FirstTimes = { times: openingTimes('', 0, OPENING_GRID), timesFor: { date: '', option: '' } };

/** The form's props for a locale: strings, catalogue options with prices, its targets, its first times. */
export function bookingFormProps(locale: Locale, shown: Pick<BookingFormProps, 'values' | 'errors' | 'timesButton'> = {}, first: FirstTimes = ANY_DAY): BookingFormProps {
  const t = createT(locale);
  return {
    strings: bookingStrings(t),
    action: localizePath('/booking', locale),
    apiUrl: `${BOOKING_API_PATH}?locale=${locale}`,
    privacyHref: localizePath(NAV_PATHS.privacy, locale),
    options: SERVICES.flatMap((service) =>
      service.options.map((o) => ({
        id: o.id,
        label: optionLabel(service, o, locale),
      })),
    ),
    ...first,
    grid: OPENING_GRID,
    timesUrl: AVAILABILITY_PATH,
    ...shown,
  };
}
