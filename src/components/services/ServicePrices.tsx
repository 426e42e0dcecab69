import type { Service } from '../../config/catalogue-schema';
import { bookingPath } from '../../config/navigation';
import type { Locale } from '../../i18n/locales';
import { localizePath } from '../../i18n/routing';
import type { Translate } from '../../i18n/t';
import { CallButton } from '../ui/CallButton';
import { OptionPriceTable } from '../ui/OptionPriceTable';
import { ServiceNotes } from '../ui/ServiceNotes';

export interface ServicePricesProps {
  service: Service;
  locale: Locale;
  t: Translate;
}

/** Every option with its length and price, the conditions and the included items: all from the catalogue. */
export function ServicePrices({ service, locale, t }: ServicePricesProps) {
  return (
    <section className="service-prices" id="prices" aria-labelledby="prices-title">
      <h2 id="prices-title">{t('servicePage.pricesTitle')}</h2>
      <p className="service-prices__lead">{t('servicePage.pricesLead')}</p>
      <div className="service-prices__grid">
        <div>
          <OptionPriceTable service={service} locale={locale} t={t} />
          <ServiceNotes service={service} t={t} />
        </div>
        <div>
          <h3 className="service-prices__subtitle">{t('servicePage.includedTitle')}</h3>
          <ul className="service-prices__included">
            {service.included[locale].map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </div>
      <div className="service-prices__actions" data-pagefind-ignore="all">
        <a className="btn btn--primary" href={localizePath(bookingPath(service.id), locale)}>
          {t('cta.bookNow')}
        </a>
        <CallButton t={t} variant="ghost" />
      </div>
    </section>
  );
}
