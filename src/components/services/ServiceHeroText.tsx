import type { Service } from '../../config/catalogue-schema';
import { getStartingOption } from '../../config/catalogue';
import { bookingPath } from '../../config/navigation';
import { formatDuration, formatPrice } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';
import { localizePath } from '../../i18n/routing';
import type { Translate } from '../../i18n/t';
import { CallButton } from '../ui/CallButton';

export interface ServiceHeroTextProps {
  service: Service;
  locale: Locale;
  t: Translate;
  /** The page's title from its content file: the h1. */
  title: string;
}

/** The hero's words: title, the catalogue summary, length / price / staff at a glance, book and call. */
export function ServiceHeroText({ service, locale, t, title }: ServiceHeroTextProps) {
  const minutes = [...new Set(service.options.map((o) => o.minutes))].sort((a, b) => a - b);
  const start = getStartingOption(service);
  const price = formatPrice(start.price, locale);
  const guests = Math.max(...service.options.map((o) => o.guests));
  const facts = [
    { label: t('servicePage.factDuration'), value: minutes.map((m) => formatDuration(m, locale)).join(' · ') },
    { label: t('servicePage.factPrice'), value: service.options.length > 1 ? t('services.from', { price }) : price },
    // A course for several guests (couple) names its guest count; the staff count is per guest.
    guests > 1
      ? { label: t('servicePage.factGuests'), value: t('services.guests', { count: guests }) }
      : {
          label: t('servicePage.factStaff'),
          value: service.staff > 1 ? t('services.staff', { count: service.staff }) : t('servicePage.staffOne'),
        },
  ];
  return (
    <div className="service-hero__text">
      <p className="service-hero__eyebrow">{t('site.tagline')}</p>
      <h1 id="service-title">{title}</h1>
      <p className="service-hero__lead">{service.summary[locale]}</p>
      <dl className="service-facts">
        {facts.map((fact) => (
          <div key={fact.label} className="service-facts__item">
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {service.options.some((o) => o.tier === 'vip') ? <p className="service-hero__note">{t('servicePage.vipAvailable')}</p> : null}
      <div className="service-hero__actions" data-pagefind-ignore="all">
        <a className="btn btn--primary" href={localizePath(bookingPath(service.id), locale)}>
          {t('cta.bookNow')}
        </a>
        <CallButton t={t} variant="ghost" />
      </div>
    </div>
  );
}
