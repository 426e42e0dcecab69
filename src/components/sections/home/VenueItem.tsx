import { BUSINESS } from '../../../config/business';
import { venueAddress, venueFullAddress } from '../../../config/home';
import type { Venue } from '../../../config/home-schema';
import { telHref } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locales';
import { localizePath } from '../../../i18n/routing';
import type { Translate } from '../../../i18n/t';
import { googleMapsSearchUrl } from '../../../utils/maps';

export interface VenueItemProps {
  venue: Venue;
  rank: number;
  locale: Locale;
  t: Translate;
  /** Id of the one hidden "opens in a new tab" note the list shares. */
  newTabNoteId: string;
}

/**
 * One entry of the top list. Addresses stay in Vietnamese (what a taxi driver reads), marked as
 * such. The call link dials our hotline and says so ("ask us about this venue"); the map link opens Google Maps outside our page. The
 * three links are described by the venue's name (aria-describedby) rather than repeating it in
 * hidden text: the list is long, and every element counts on a slow phone.
 */
export function VenueItem({ venue, rank, locale, t, newTabNoteId }: VenueItemProps) {
  const address = venueAddress(venue);
  const nameId = `venue-${rank}`;
  return (
    <li className="venue">
      <span className="venue__rank">{rank}</span>
      <div className="venue__body">
        <h4 className="venue__name" id={nameId}>
          {venue.name}
        </h4>
        <p className="venue__address" lang={locale === 'vi' ? undefined : 'vi'}>
          {address}
        </p>
        <p className="venue__highlight">{venue.highlight[locale]}</p>
      </div>
      <ul className="venue__links">
        <li>
          <a href={telHref(BUSINESS.hotline)} aria-describedby={nameId}>
            {t('home.top.call')}
          </a>
        </li>
        <li>
          <a
            href={googleMapsSearchUrl(venueFullAddress(venue))}
            target="_blank"
            rel="noopener noreferrer"
            aria-describedby={`${nameId} ${newTabNoteId}`}
          >
            {t('home.top.map')}
          </a>
        </li>
        <li>
          <a href={localizePath(venue.review, locale)} aria-describedby={nameId}>
            {t('home.top.review')}
          </a>
        </li>
      </ul>
    </li>
  );
}
