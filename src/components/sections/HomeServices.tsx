import { getService } from '../../config/catalogue';
import { NAV_PATHS, servicePath } from '../../config/navigation';
import { SITE } from '../../config/site';
import type { Locale } from '../../i18n/locales';
import { localizePath } from '../../i18n/routing';
import type { Translate } from '../../i18n/t';
import { CallButton } from '../ui/CallButton';
import { ServiceCard } from '../ui/ServiceCard';
import { SectionIntro } from './SectionIntro';

export interface HomeServicesProps {
  locale: Locale;
  t: Translate;
}

/** The featured packages, from the catalogue, with book / details / call actions. */
export function HomeServices({ locale, t }: HomeServicesProps) {
  const href = (p: string) => localizePath(p, locale);
  return (
    <section id="services" className="section" aria-labelledby="services-title">
      <div className="container">
        <SectionIntro id="services" title={t('home.servicesTitle')} lead={t('home.servicesLead')} />
        <div className="card-grid">
          {SITE.featuredServices.map((id) => {
            const service = getService(id);
            return (
              <ServiceCard
                key={id}
                service={service}
                locale={locale}
                t={t}
                headingLevel={3}
                actions={
                  <>
                    <a className="btn btn--primary btn--small" href={href(NAV_PATHS.booking)}>
                      {t('cta.bookNow')}
                    </a>
                    <a className="btn btn--light btn--small" href={href(servicePath(id))}>
                      {t('cta.details')}
                      <span className="visually-hidden">: {service.name[locale]}</span>
                    </a>
                  </>
                }
              />
            );
          })}
        </div>
        <div className="section__cta">
          <CallButton t={t} />
          <a className="btn btn--light" href={href(NAV_PATHS.booking)}>
            {t('cta.bookNow')}
          </a>
        </div>
      </div>
    </section>
  );
}
