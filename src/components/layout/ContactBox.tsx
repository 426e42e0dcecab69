import '../../styles/sidebar.css';
import { BUSINESS } from '../../config/business';
import { dailyHoursText } from '../../config/hours';
import { telHref } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';
import type { Translate } from '../../i18n/t';
import { ChannelLink, getChannels } from './ContactLinks';
import { SpecialHoursNote } from './SpecialHoursNote';

export interface ContactBoxProps {
  locale: Locale;
  t: Translate;
  /** The box's heading: each page says it its own way ("Contact", "Book or ask about this course"). */
  title: string;
  /** When the next closure or short day is counted from (default: the build). */
  now?: Date | undefined;
}

/**
 * The sidebars' contact box (articles, listings, service pages): address, hours with the next
 * closure or short day, hotline, Zalo and KakaoTalk, from the business data.
 */
export function ContactBox({ locale, t, title, now }: ContactBoxProps) {
  const channels = getChannels(t);
  return (
    <section className="sidebar-box contact-box" aria-labelledby="sidebar-contact">
      <h2 id="sidebar-contact" className="sidebar-box__title">
        {title}
      </h2>
      <dl className="contact-box__facts">
        <dt>{t('contact.address')}</dt>
        <dd>
          <address>{BUSINESS.address.display[locale]}</address>
        </dd>
        <dt>{t('contact.hours')}</dt>
        <dd>
          {dailyHoursText(t)}
          {BUSINESS.hours.chatSupport24h ? <span className="contact-box__support">{t('contact.support247')}</span> : null}
        </dd>
        <SpecialHoursNote as="dd" locale={locale} t={t} now={now} />
        <dt>{t('contact.hotline')}</dt>
        <dd>
          <a href={telHref(BUSINESS.hotline)}>{BUSINESS.hotline}</a>
        </dd>
      </dl>
      <ul className="contact-box__channels">
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
