import type { ResponsivePicture } from '../../../blog/images';
import { BUSINESS } from '../../../config/business';
import { NAV_PATHS } from '../../../config/navigation';
import type { Locale } from '../../../i18n/locales';
import { localizePath } from '../../../i18n/routing';
import type { Translate } from '../../../i18n/t';
import { hourRangeText } from '../../../utils/hours';
import { CallButton } from '../../ui/CallButton';
import { Picture } from '../../ui/Picture';

/**
 * The background loop (public/media, drawn by scripts/make-media.mjs). The HTML carries no
 * source: src/scripts/hero-video.ts adds these after the page's load event, and never under
 * prefers-reduced-motion, so nothing competes with the poster picture (the LCP element).
 */
const HERO_VIDEO_SOURCES = [
  { src: '/media/hero-loop.webm', type: 'video/webm' },
  { src: '/media/hero-loop.mp4', type: 'video/mp4' },
] as const;

export interface HomeHeroProps {
  locale: Locale;
  t: Translate;
  /** The poster, already through the image pipeline. */
  poster: ResponsivePicture;
}

export function HomeHero({ locale, t, poster }: HomeHeroProps) {
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
        <video
          className="hero__video"
          data-hero-video=""
          data-sources={JSON.stringify(HERO_VIDEO_SOURCES)}
          muted
          loop
          playsInline
          preload="none"
          aria-hidden="true"
          tabIndex={-1}
          disablePictureInPicture
        />
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
