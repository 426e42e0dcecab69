import { SERVICES } from '../../config/catalogue';
import { bookingPath, servicePath } from '../../config/navigation';
import type { Locale } from '../../i18n/locales';
import { localizePath } from '../../i18n/routing';
import type { Translate } from '../../i18n/t';
import { CallButton } from '../ui/CallButton';
import { ServiceCard } from '../ui/ServiceCard';

export interface ServiceListProps {
  locale: Locale;
  t: Translate;
}

/** Every service in the catalogue with all its prices: the /services page. */
export function ServiceList({ locale, t }: ServiceListProps) {
  return (
    <div className="container page">
      <header className="page__header">
        <h1>{t('services.title')}</h1>
        <p className="page__lead">{t('services.lead')}</p>
      </header>
      <div className="card-grid">
        {SERVICES.map((service) => (
          <ServiceCard
            key={service.id}
            service={service}
            locale={locale}
            t={t}
            headingLevel={2}
            href={service.page ? localizePath(servicePath(service.id), locale) : undefined}
            actions={
              <a className="btn btn--primary btn--small" href={localizePath(bookingPath(service.id), locale)}>
                {t('cta.bookNow')}
                <span className="visually-hidden">{`: ${service.name[locale]}`}</span>
              </a>
            }
          />
        ))}
      </div>
      <div className="section__cta">
        <CallButton t={t} />
      </div>
    </div>
  );
}
