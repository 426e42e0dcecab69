import '../../styles/sidebar.css';
import { BUSINESS } from '../../config/business';
import { dailyHoursText } from '../../config/hours';
import { telHref } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';
import type { Translate } from '../../i18n/t';
import { ChannelLink, getChannels } from '../layout/ContactLinks';
import { SpecialHoursNote } from '../layout/SpecialHoursNote';

export interface SidebarContactProps {
  locale: Locale;
  t: Translate;
  /** When the next closure or short day is counted from (default: the build). */
  now?: Date | undefined;
}

/** The blog sidebars' contact box (articles and listings): address, hours, hotline, Zalo, KakaoTalk. */
export function SidebarContact({ locale, t, now }: SidebarContactProps) {
  const channels = getChannels(t);
  return (
    <section className="sidebar-box" aria-labelledby="sidebar-contact">
      <h2 id="sidebar-contact" className="sidebar-box__title">
        {t('article.contact')}
      </h2>
      <address className="sidebar-contact">
        <p>{BUSINESS.address.display[locale]}</p>
        <p>
          {dailyHoursText(t)}
          {BUSINESS.hours.chatSupport24h ? <> · {t('contact.support247')}</> : null}
        </p>
        <SpecialHoursNote as="p" locale={locale} t={t} now={now} />
        <p>
          <a href={telHref(BUSINESS.hotline)}>{BUSINESS.hotline}</a>
        </p>
        <ul className="sidebar-contact__channels">
          <li>
            <ChannelLink channel={channels.zalo} className="chip" />
          </li>
          <li>
            <ChannelLink channel={channels.kakao} className="chip" />
          </li>
        </ul>
      </address>
    </section>
  );
}
