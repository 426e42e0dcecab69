import type { Venue } from '../config/home-schema';
import { venueFullAddress } from '../config/home';
import type { JsonLd } from './json-ld';

/**
 * The home page's ranked top list as schema.org ItemList (SPEC §5): one ListItem per venue, in
 * the order shown, each a Place with its address as one line, the line its map link searches
 * for (schema.org's Text form: a PostalAddress object took 117 bytes more of the home page's
 * 14.6 KB budget, src/styles/README.md).
 */
export function venueListJsonLd(name: string, venues: readonly Venue[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    itemListOrder: 'https://schema.org/ItemListOrderAscending',
    numberOfItems: venues.length,
    itemListElement: venues.map((venue, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      item: {
        '@type': 'Place',
        name: venue.name,
        address: venueFullAddress(venue),
      },
    })),
  };
}
