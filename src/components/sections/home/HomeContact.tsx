import { BUSINESS } from '../../../config/business';
import { telHref } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locales';
import type { Translate } from '../../../i18n/t';
import { dailyHoursText } from '../../../config/hours';
import { ChannelLink, getChannels } from '../../layout/ContactLinks';
import { SpecialHoursNote } from '../../layout/SpecialHoursNote';
import { SectionIntro } from '../SectionIntro';
import { ContactMap } from './ContactMap';

export interface HomeContactProps {
  locale: Locale;
  t: Translate;
  /** The booking form (an island the page renders), shown when the config enables it. */
  children?: React.ReactNode;
  /** When the next closure or short day is counted from (default: the build). */
  now?: Date | undefined;
}

/** Address, hours, hotline and email from the config; chat links; the booking form; the click-to-load map. */
export function HomeContact({ locale, t, children, now }: HomeContactProps) {
  const channels = getChannels(t);
  return (
    <section id="contact" className="section home-contact" aria-labelledby="contact-title">
      <div className="container">
        <SectionIntro id="contact" title={t('home.contact.title')} lead={t('home.contact.lead')} />
        <div className="home-contact__grid">
          <div className="home-contact__info">
            <h3>{t('home.contact.infoTitle')}</h3>
            <dl className="contact-facts">
              <dt>{t('contact.address')}</dt>
              <dd>{BUSINESS.address.display[locale]}</dd>
              <dt>{t('contact.hours')}</dt>
              <dd>
                {dailyHoursText(t)}
                {BUSINESS.hours.chatSupport24h ? <> · {t('contact.support247')}</> : null}
              </dd>
              <SpecialHoursNote as="dd" locale={locale} t={t} now={now} />
              <dt>{t('contact.hotline')}</dt>
              <dd>
                <a href={telHref(BUSINESS.hotline)}>{BUSINESS.hotline}</a>
              </dd>
              <dt>{t('contact.email')}</dt>
              <dd>
                <a href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</a>
              </dd>
            </dl>
            <h3>{t('contact.quick')}</h3>
            <ul className="contact-channels">
              {(['call', 'zalo', 'kakao', 'kakaoOpenChat', 'telegram'] as const).map((name) => (
                <li key={name}>
                  <ChannelLink channel={channels[name]} className="chip" />
                </li>
              ))}
            </ul>
          </div>
          <ContactMap locale={locale} t={t} />
        </div>
        {children ? <div className="home-contact__booking">{children}</div> : null}
      </div>
    </section>
  );
}
