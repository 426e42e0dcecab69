import { BUSINESS } from '../../config/business';
import type { Locale } from '../../i18n/locales';
import type { Translate } from '../../i18n/t';
import { dailyHoursText } from '../../utils/hours';
import { ChannelLink, getChannels } from '../layout/ContactLinks';
import { SectionIntro } from './SectionIntro';

export interface HomeContactProps {
  locale: Locale;
  t: Translate;
}

export function HomeContact({ locale, t }: HomeContactProps) {
  const channels = getChannels(t);
  return (
    <section id="contact" className="section section--tint" aria-labelledby="contact-title">
      <div className="container">
        <SectionIntro id="contact" title={t('home.contactTitle')} lead={t('home.contactLead')} />
        <div className="contact-grid">
          <dl className="contact-facts">
            <dt>{t('contact.address')}</dt>
            <dd>{BUSINESS.address.display[locale]}</dd>
            <dt>{t('contact.hours')}</dt>
            <dd>
              {dailyHoursText(t)}
              {BUSINESS.hours.chatSupport24h ? <> · {t('contact.support247')}</> : null}
            </dd>
            <dt>{t('contact.hotline')}</dt>
            <dd>
              <a href={channels.call.href}>{BUSINESS.hotline}</a>
            </dd>
          </dl>
          <ul className="contact-channels" aria-label={t('contact.quick')}>
            {(['call', 'zalo', 'kakao', 'kakaoOpenChat', 'telegram'] as const).map((name) => (
              <li key={name}>
                <ChannelLink channel={channels[name]} className="chip" />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
