import type { Service } from '../../config/catalogue-schema';
import type { Locale } from '../../i18n/locales';
import type { Translate } from '../../i18n/t';
import { OptionPriceTable } from './OptionPriceTable';
import { ServiceNotes } from './ServiceNotes';

export interface ServiceCardProps {
  service: Service;
  locale: Locale;
  t: Translate;
  /** Heading level that fits the page outline. */
  headingLevel: 2 | 3;
  /** Buttons under the card (book, call…), rendered by the page. */
  actions?: React.ReactNode;
  /** The service's own page, if it has one: the card's name links to it. */
  href?: string | undefined;
}

export function ServiceCard({ service, locale, t, headingLevel, actions, href }: ServiceCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="service-card" id={service.id} aria-labelledby={`${service.id}-title`}>
      <Heading className="service-card__title" id={`${service.id}-title`}>
        {href ? <a href={href}>{service.name[locale]}</a> : service.name[locale]}
      </Heading>
      <p className="service-card__summary">{service.summary[locale]}</p>
      <OptionPriceTable service={service} locale={locale} t={t} />
      <p className="service-card__label">{t('services.included')}</p>
      <ul className="service-card__included">
        {service.included[locale].map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <ServiceNotes service={service} t={t} />
      {actions ? <div className="service-card__actions">{actions}</div> : null}
    </article>
  );
}
