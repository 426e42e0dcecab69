import { BUSINESS } from '../../../config/business';
import { SERVICES } from '../../../config/catalogue';
import { NAV_PATHS } from '../../../config/navigation';
import type { Locale } from '../../../i18n/locales';
import { localizePath } from '../../../i18n/routing';
import type { Translate } from '../../../i18n/t';
import { dailyHoursText } from '../../../config/hours';
import { IconPoints } from './IconPoints';
import { Icon } from '../../ui/Icon';
import { SectionIntro } from '../SectionIntro';

export interface HomeAboutProps {
  locale: Locale;
  t: Translate;
}

/** Who we are (location, team, range of services, numbers from the config) and why choose us. */
export function HomeAbout({ locale, t }: HomeAboutProps) {
  const why = [
    { icon: 'shield', title: t('home.why.safetyTitle'), text: t('home.why.safetyText') },
    { icon: 'moon', title: t('home.why.hoursTitle'), text: t('home.why.hoursText', { hours: dailyHoursText(t) }) },
    ...(BUSINESS.hours.chatSupport24h
      ? [{ icon: 'clock', title: t('home.why.supportTitle'), text: t('home.why.supportText') } as const]
      : []),
    { icon: 'star', title: t('home.why.vipTitle'), text: t('home.why.vipText') },
  ] as const;
  return (
    <section id="about" className="section section--tint home-about" aria-labelledby="about-title">
      <div className="container">
        <SectionIntro id="about" title={t('home.about.title')} lead={t('home.about.lead')} />
        <div className="home-about__grid">
          <div className="home-about__facts">
            <article className="home-fact">
              <h3>
                <Icon name="pin" />
                {t('home.about.locationTitle')}
              </h3>
              <p>{t('home.about.locationText')}</p>
              <p>
                <a href={localizePath(NAV_PATHS.contact, locale)}>{BUSINESS.address.display[locale]}</a>
              </p>
            </article>
            <article className="home-fact">
              <h3>{t('home.about.teamTitle')}</h3>
              <p>{t('home.about.teamText')}</p>
            </article>
            <article className="home-fact">
              <h3>{t('home.about.servicesTitle')}</h3>
              <p>{t('home.about.servicesText', { count: SERVICES.length })}</p>
            </article>
          </div>
          <dl className="home-stats">
            <div>
              <dt>{t('home.badge.yearsLabel')}</dt>
              <dd>{t('home.badge.yearsValue', { years: BUSINESS.yearsOfExperience })}</dd>
            </div>
            <div>
              <dt>{t('home.badge.satisfactionLabel')}</dt>
              <dd>{t('home.badge.satisfactionValue', { percent: BUSINESS.satisfactionPercent })}</dd>
            </div>
          </dl>
        </div>
        <h3 className="home-why__title">{t('home.why.title')}</h3>
        <IconPoints items={why} />
      </div>
    </section>
  );
}
