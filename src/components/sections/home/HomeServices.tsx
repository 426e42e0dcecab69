import { BUSINESS } from '../../../config/business';
import { getService } from '../../../config/catalogue';
import { bookingPath, NAV_PATHS, servicePath } from '../../../config/navigation';
import { SITE } from '../../../config/site';
import { telHref } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locales';
import { localizePath } from '../../../i18n/routing';
import type { Translate } from '../../../i18n/t';
import { CallButton } from '../../ui/CallButton';
import { Icon } from '../../ui/Icon';
import { ServiceCard } from '../../ui/ServiceCard';
import { SectionIntro } from '../SectionIntro';

export interface HomeServicesProps {
  locale: Locale;
  t: Translate;
}

/** The featured packages from the catalogue, each with book / details / call, then a closing call to action. */
export function HomeServices({ locale, t }: HomeServicesProps) {
  const href = (p: string) => localizePath(p, locale);
  return (
    <section id="services" className="section home-services" aria-labelledby="services-title">
      <div className="container">
        <SectionIntro id="services" title={t('home.services.title')} lead={t('home.services.lead')} />
        <div className="card-grid">
          {SITE.featuredServices.map((id) => {
            const service = getService(id);
            const name = <span className="visually-hidden">{`: ${service.name[locale]}`}</span>;
            return (
              <ServiceCard
                key={id}
                service={service}
                locale={locale}
                t={t}
                headingLevel={3}
                actions={
                  <>
                    <a className="btn btn--primary btn--small" href={href(bookingPath(id))}>
                      {t('cta.bookNow')}
                      {name}
                    </a>
                    <a className="btn btn--light btn--small" href={href(servicePath(id))}>
                      {t('cta.details')}
                      {name}
                    </a>
                    <a className="btn btn--ghost btn--small" href={telHref(BUSINESS.hotline)}>
                      <Icon name="phone" size={16} />
                      {t('cta.call')}
                      {name}
                    </a>
                  </>
                }
              />
            );
          })}
        </div>
        <div className="home-cta">
          <div>
            <h3 className="home-cta__title">{t('home.services.ctaTitle')}</h3>
            <p className="home-cta__text">
              {t('home.services.ctaText')}{' '}
              <a className="home-cta__phone" href={telHref(BUSINESS.hotline)}>
                {BUSINESS.hotline}
              </a>
            </p>
          </div>
          <div className="home-cta__actions">
            <CallButton t={t} />
            <a className="btn btn--light" href={href(NAV_PATHS.booking)}>
              {t('home.services.bookOnline')}
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
