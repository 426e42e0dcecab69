import { BUSINESS } from '../../../config/business';
import { venueAddress, venueFullAddress } from '../../../config/home';
import type { AreaGuide, Venue } from '../../../config/home-schema';
import { telHref } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locales';
import { localizePath } from '../../../i18n/routing';
import type { Translate } from '../../../i18n/t';
import { googleMapsSearchUrl } from '../../../utils/maps';

export interface VenueItemProps {
  venue: Venue;
  rank: number;
  /** Our article about the venue's district, when we have one. */
  guide: AreaGuide | undefined;
  locale: Locale;
  t: Translate;
  /** Id of the one hidden "opens in a new tab" note the list shares. */
  newTabNoteId: string;
}

/**
 * One entry of the top list. Addresses stay in Vietnamese (what a taxi driver reads), marked as
 * such. We have no data of the venue itself, so the links say what they do: the call link dials
 * our hotline ("call Kingstone about this area"), the map link opens Google Maps outside our page,
 * and the guide link, where the district has one, opens our article about the area ("our guide to
 * District 1"), never a review. The call and map links are described by the venue's name
 * (aria-describedby) rather than repeating it in hidden text: the list is long, and every element
 * counts on a slow phone; the guide link's text says all it leads to.
 */
export function VenueItem({ venue, rank, guide, locale, t, newTabNoteId }: VenueItemProps) {
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
        {guide === undefined ? null : (
          <li>
            <a href={localizePath(guide.page, locale)}>{t('home.top.guide', { area: guide.name[locale] })}</a>
          </li>
        )}
      </ul>
    </li>
  );
}
