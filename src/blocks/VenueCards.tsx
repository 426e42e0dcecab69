import type { Locale } from '../i18n/locales';
import { BlockSection } from './BlockSection';
import type { ImageResolver } from './images';
import type { VenueCardsData } from './schemas';
import { blockDomId, pickOptionalText, type BlockT } from './text';
import { VenueCard } from './VenueCard';

export interface VenueCardsProps {
  id: string;
  data: VenueCardsData;
  locale: Locale;
  t: BlockT;
  image: ImageResolver;
}

/** Featured venues as cards; an ordered list when the venues are ranked. */
export function VenueCards({ id, data, locale, t, image }: VenueCardsProps) {
  const List = data.venues.some((v) => v.rank !== undefined) ? 'ol' : 'ul';
  return (
    <BlockSection id={id} kind="venues" title={pickOptionalText(data.title, locale)}>
      <List className="venue-cards">
        {data.venues.map((venue, i) => (
          <li key={i}>
            <VenueCard
              venue={venue}
              headingId={blockDomId(id, i)}
              image={venue.image === undefined ? undefined : image(venue.image)}
              locale={locale}
              t={t}
            />
          </li>
        ))}
      </List>
    </BlockSection>
  );
}
