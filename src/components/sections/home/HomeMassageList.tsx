import { getService, getStartingOption } from '../../../config/catalogue';
import type { MassageList } from '../../../config/home-schema';
import { NAV_PATHS } from '../../../config/navigation';
import { formatDuration, formatPrice } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locales';
import { localizePath } from '../../../i18n/routing';
import type { Translate } from '../../../i18n/t';
import { SectionIntro } from '../SectionIntro';

export interface HomeMassageListProps {
  locale: Locale;
  t: Translate;
  list: MassageList;
}

/** A short list of massage types from the catalogue (src/content/home/massage-list.yaml), one marked top choice. */
export function HomeMassageList({ locale, t, list }: HomeMassageListProps) {
  const href = (p: string) => localizePath(p, locale);
  return (
    <section id="massage-list" className="section section--tint home-massage" aria-labelledby="massage-list-title">
      <div className="container">
        <SectionIntro id="massage-list" title={t('home.massageList.title')} lead={t('home.massageList.lead')} />
        <ul className="massage-list">
          {list.services.map((id) => {
            const service = getService(id);
            const option = getStartingOption(service);
            const top = id === list.topChoice;
            return (
              <li key={id} className={top ? 'massage-list__item massage-list__item--top' : 'massage-list__item'}>
                <div className="massage-list__name">
                  <h3>{service.name[locale]}</h3>
                  {top ? <span className="massage-list__badge">{t('home.massageList.topChoice')}</span> : null}
                </div>
                <p className="massage-list__summary">{service.summary[locale]}</p>
                <p className="massage-list__price">
                  <span>{formatDuration(option.minutes, locale)}</span>
                  <strong>{t('services.from', { price: formatPrice(option.price, locale) })}</strong>
                </p>
              </li>
            );
          })}
        </ul>
        <div className="section__cta">
          <a className="btn btn--primary" href={href(NAV_PATHS.booking)}>
            {t('cta.bookNow')}
          </a>
          <a className="btn btn--light" href={href(NAV_PATHS.services)}>
            {t('home.massageList.priceList')}
          </a>
        </div>
      </div>
    </section>
  );
}
