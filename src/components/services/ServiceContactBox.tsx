import '../../styles/sidebar.css';
import { BUSINESS } from '../../config/business';
import { telHref } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';
import type { Translate } from '../../i18n/t';
import { dailyHoursText } from '../../config/hours';
import { ChannelLink, getChannels } from '../layout/ContactLinks';
import { SpecialHoursNote } from '../layout/SpecialHoursNote';

export interface ServiceContactBoxProps {
  locale: Locale;
  t: Translate;
  /** When the next closure or short day is counted from (default: the build). */
  now?: Date | undefined;
}

/** Address, opening hours and hotline from the business config, plus the chat channels. */
export function ServiceContactBox({ locale, t, now }: ServiceContactBoxProps) {
  const channels = getChannels(t);
  return (
    <section className="sidebar-box service-contact" aria-labelledby="sidebar-contact">
      <h2 id="sidebar-contact" className="sidebar-box__title">
        {t('servicePage.contactTitle')}
      </h2>
      <dl className="service-contact__facts">
        <dt>{t('contact.address')}</dt>
        <dd>
          <address>{BUSINESS.address.display[locale]}</address>
        </dd>
        <dt>{t('contact.hours')}</dt>
        <dd>
          {dailyHoursText(t)}
          {BUSINESS.hours.chatSupport24h ? <span className="service-contact__support">{t('contact.support247')}</span> : null}
        </dd>
        <SpecialHoursNote as="dd" locale={locale} t={t} now={now} />
        <dt>{t('contact.hotline')}</dt>
        <dd>
          <a href={telHref(BUSINESS.hotline)}>{BUSINESS.hotline}</a>
        </dd>
      </dl>
      <ul className="service-contact__channels">
        <li>
          <ChannelLink channel={channels.zalo} className="chip" />
        </li>
        <li>
          <ChannelLink channel={channels.kakao} className="chip" />
        </li>
      </ul>
    </section>
  );
}
