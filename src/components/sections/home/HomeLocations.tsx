import type { HomeLocations as HomeLocationsData } from '../../../config/home-schema';
import type { Locale } from '../../../i18n/locales';
import type { Translate } from '../../../i18n/t';
import { SectionIntro } from '../SectionIntro';
import { LocationGuide } from './LocationGuide';
import { VenueList } from './VenueList';

export interface HomeLocationsProps {
  locale: Locale;
  t: Translate;
  data: HomeLocationsData;
}

/** How to choose a massage place in Ho Chi Minh City, then the ranked top list (src/content/home/locations.yaml). */
export function HomeLocations({ locale, t, data }: HomeLocationsProps) {
  return (
    <section id="locations" className="section home-locations" aria-labelledby="locations-title">
      <div className="container">
        <SectionIntro id="locations" title={t('home.locations.title')} lead={t('home.locations.lead')} />
        <LocationGuide locale={locale} t={t} data={data} />
        <VenueList locale={locale} t={t} venues={data.venues} guides={data.guides} />
      </div>
    </section>
  );
}
