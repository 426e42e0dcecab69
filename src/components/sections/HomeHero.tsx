import { NAV_PATHS } from '../../config/navigation';
import type { Locale } from '../../i18n/locales';
import { localizePath } from '../../i18n/routing';
import type { Translate } from '../../i18n/t';
import { CallButton } from '../ui/CallButton';

export interface HomeHeroProps {
  locale: Locale;
  t: Translate;
}

export function HomeHero({ locale, t }: HomeHeroProps) {
  const href = (p: string) => localizePath(p, locale);
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <p className="hero__eyebrow">{t('site.tagline')}</p>
        <h1 id="hero-title">{t('home.heroTitle')}</h1>
        <p className="hero__lead">{t('home.heroLead')}</p>
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
      </div>
    </section>
  );
}
