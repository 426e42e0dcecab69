import { BUSINESS } from '../../../config/business';
import { LOCALE_META, type Locale } from '../../../i18n/locales';
import type { Translate } from '../../../i18n/t';
import { googleMapsEmbedUrl, googleMapsPointUrl, kakaoMapUrl, naverMapUrl } from '../../../utils/maps';
import { Icon } from '../../ui/Icon';

export interface ContactMapProps {
  locale: Locale;
  t: Translate;
}

/**
 * The map: a placeholder whose "show map" button (revealed and wired by src/browser/contact-map.ts)
 * inserts the Google Maps embed, so no map host is contacted before the click; plain links to
 * Google Maps, Naver Map and Kakao Map work with or without JavaScript.
 */
export function ContactMap({ locale, t }: ContactMapProps) {
  const { geo } = BUSINESS;
  const links = [
    { label: t('home.contact.googleMaps'), href: googleMapsPointUrl(geo) },
    { label: t('home.contact.naverMap'), href: naverMapUrl(geo) },
    { label: t('home.contact.kakaoMap'), href: kakaoMapUrl(BUSINESS.name, geo) },
  ];
  return (
    <div className="home-contact__map">
      <h3 id="map-title">{t('home.contact.mapTitle')}</h3>
      <div className="contact-map" data-map="">
        <Icon name="pin" size={36} />
        {/* An address, not a bold paragraph: axe's p-as-heading took the bold <p> for a heading. */}
        <address className="contact-map__address">{BUSINESS.address.display[locale]}</address>
        <button
          type="button"
          className="btn btn--primary"
          hidden
          data-map-src={googleMapsEmbedUrl(geo, LOCALE_META[locale].lang)}
          data-map-title={t('home.contact.mapFrameTitle', { name: BUSINESS.name })}
        >
          {t('home.contact.mapShow')}
        </button>
        <p className="contact-map__note">{t('home.contact.mapNote')}</p>
      </div>
      <ul className="contact-map__links" aria-labelledby="map-title">
        {links.map((link) => (
          <li key={link.href}>
            <a className="chip" href={link.href} target="_blank" rel="noopener noreferrer">
              <Icon name="external" size={16} />
              {link.label}
              <span className="visually-hidden"> ({t('home.newTab')})</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
