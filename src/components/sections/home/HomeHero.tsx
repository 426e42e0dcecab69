import type { ReactNode } from 'react';
import type { ResponsivePicture } from '../../../media/images';
import { BUSINESS } from '../../../config/business';
import { NAV_PATHS } from '../../../config/navigation';
import type { Locale } from '../../../i18n/locales';
import { localizePath } from '../../../i18n/routing';
import type { Translate } from '../../../i18n/t';
import { hourRangeText } from '../../../config/hours';
import { CallButton } from '../../ui/CallButton';
import { Picture } from '../../ui/Picture';

export interface HomeHeroProps {
  locale: Locale;
  t: Translate;
  /** The poster, already through the image pipeline. */
  poster: ResponsivePicture;
  /**
   * The background loop over the poster with its pause button (WCAG 2.2.2): the page passes
   * src/components/services/HeroVideo.astro, the one the service heroes use.
   */
  children?: ReactNode;
}

export function HomeHero({ locale, t, poster, children }: HomeHeroProps) {
  const href = (p: string) => localizePath(p, locale);
  const badges = [
    { value: t('home.badge.yearsValue', { years: BUSINESS.yearsOfExperience }), label: t('home.badge.yearsLabel') },
    { value: t('home.badge.satisfactionValue', { percent: BUSINESS.satisfactionPercent }), label: t('home.badge.satisfactionLabel') },
    BUSINESS.hours.chatSupport24h
      ? { value: t('home.badge.chatValue'), label: t('home.badge.chatLabel') }
      : { value: hourRangeText(), label: t('home.badge.hoursLabel') },
  ];
  return (
    <section id="hero" className="hero hero--home" aria-labelledby="hero-title">
      <div className="hero__media">
        <Picture picture={poster} alt="" sizes="100vw" className="hero__poster" priority />
        {children}
      </div>
      <div className="container hero__inner">
        <p className="hero__eyebrow">{t('site.tagline')}</p>
        <h1 id="hero-title">{t('home.hero.title')}</h1>
        <p className="hero__lead">{t('home.hero.lead', { hours: hourRangeText() })}</p>
        <div className="hero__actions">
          <a className="btn btn--primary" href={href(NAV_PATHS.booking)}>
            {t('cta.bookNow')}
          </a>
          <a className="btn btn--light" href={href(NAV_PATHS.services)}>
            {t('cta.viewServices')}
          </a>
          <CallButton t={t} variant="ghost" />
          <a className="btn btn--ghost" href={href(NAV_PATHS.blog)}>
            {t('cta.readBlog')}
          </a>
        </div>
        <ul className="hero__badges" aria-label={t('home.badge.listLabel')}>
          {badges.map((badge) => (
            <li key={badge.label}>
              <strong>{badge.value}</strong>
              <span>{badge.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
