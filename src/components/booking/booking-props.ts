import { BOOKING_API_PATH } from '../../booking/api-path';
import { optionLabel } from '../../booking/option-label';
import { SERVICES } from '../../config/catalogue';
import { NAV_PATHS } from '../../config/navigation';
import type { Locale } from '../../i18n/locales';
import { localizePath } from '../../i18n/routing';
import { createT } from '../../i18n/t';
import { bookingStrings } from './booking-strings';
import type { BookingFormProps } from './BookingForm';

/** The form's props for a locale: strings, catalogue options with prices, its two targets. */
export function bookingFormProps(locale: Locale, shown: Pick<BookingFormProps, 'values' | 'errors'> = {}): BookingFormProps {
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
    ...shown,
  };
}
