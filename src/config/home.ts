import { BUSINESS } from './business';
import { parseConfig, parseYamlFile } from './config-error';
import { createLocationsSchema, MassageListSchema, type HomeLocations, type MassageList, type Venue } from './home-schema';
import locationsRaw from '../content/home/locations.yaml?raw';
import massageListRaw from '../content/home/massage-list.yaml?raw';

const LOCATIONS_FILE = 'src/content/home/locations.yaml';
const MASSAGE_LIST_FILE = 'src/content/home/massage-list.yaml';

// The article folders that exist (the folder name is the slug), read without the content layer so
// this module stays synchronous like the other config loaders.
const ARTICLE_METAS = import.meta.glob('/src/content/blog/*/meta.yaml', { query: '?raw', import: 'default' });
const ARTICLE_PATHS = Object.keys(ARTICLE_METAS).map((file) => `/blog/${file.split('/').at(-2) ?? ''}`);

/** Pages an area guide may be: an existing article. */
export const GUIDE_PATHS: readonly string[] = ARTICLE_PATHS.sort();

/** The home page's locations section: areas, popular types and the ranked top list. */
export const HOME_LOCATIONS: HomeLocations = parseConfig(
  createLocationsSchema(GUIDE_PATHS),
  parseYamlFile(locationsRaw, LOCATIONS_FILE),
  LOCATIONS_FILE,
);

/** The home page's closing list of massage types. */
export const MASSAGE_LIST: MassageList = parseConfig(
  MassageListSchema,
  parseYamlFile(massageListRaw, MASSAGE_LIST_FILE),
  MASSAGE_LIST_FILE,
);

/** A venue's address as the top list shows it: street and district. */
export const venueAddress = (venue: Venue): string => `${venue.street}, ${venue.district}`;

/** The same with the city: what its map link searches for and its ItemList entry says. */
export const venueFullAddress = (venue: Venue): string => `${venueAddress(venue)}, ${BUSINESS.address.locality}`;
