import { getService, getStartingOption } from '../../../config/catalogue';
import type { HomeLocations } from '../../../config/home-schema';
import { NAV_PATHS, servicePath } from '../../../config/navigation';
import { formatDuration, formatPrice } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locales';
import { localizePath } from '../../../i18n/routing';
import type { Translate } from '../../../i18n/t';
import { IconPoints } from './IconPoints';

export interface LocationGuideProps {
  locale: Locale;
  t: Translate;
  data: HomeLocations;
}

/** Selection criteria, a three-step guide, popular massage types (from the catalogue) and trusted areas. */
export function LocationGuide({ locale, t, data }: LocationGuideProps) {
  const criteria = [
    { icon: 'shield', title: t('home.criteria.safetyTitle'), text: t('home.criteria.safetyText') },
    { icon: 'heart', title: t('home.criteria.staffTitle'), text: t('home.criteria.staffText') },
    { icon: 'star', title: t('home.criteria.qualityTitle'), text: t('home.criteria.qualityText') },
    { icon: 'leaf', title: t('home.criteria.spaceTitle'), text: t('home.criteria.spaceText') },
  ] as const;
  const steps = [t('home.guide.step1'), t('home.guide.step2'), t('home.guide.step3')];
  return (
    <div className="location-guide">
      <h3>{t('home.criteria.title')}</h3>
      <IconPoints items={criteria} />
      <div className="location-guide__columns">
        <div className="location-guide__box">
          <h3>{t('home.guide.title')}</h3>
          <ol className="location-guide__steps">
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
        <div className="location-guide__box">
          <h3>{t('home.guide.typesTitle')}</h3>
          <ul className="location-guide__types">
            {data.popularTypes.map((id) => {
              const service = getService(id);
              const option = getStartingOption(service);
              return (
                <li key={id}>
                  <a href={localizePath(service.page ? servicePath(id) : NAV_PATHS.services, locale)}>
                    {service.name[locale]}
                  </a>
                  <span>
                    {formatDuration(option.minutes, locale)} · {t('services.from', { price: formatPrice(option.price, locale) })}
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
        <div className="location-guide__box">
          <h3>{t('home.guide.areasTitle')}</h3>
          <ul className="location-guide__areas">
            {data.areas.map((area) => (
              <li key={area.name.en}>
                <strong>{area.name[locale]}</strong>
                <span>{area.note[locale]}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
