import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseConfig } from '../../src/config/config-error';
import { GUIDE_PATHS, HOME_LOCATIONS, MASSAGE_LIST } from '../../src/config/home';
import { BUSINESS } from '../../src/config/business';
import { createLocationsSchema, LOCATIONS_TOTAL, MassageListSchema } from '../../src/config/home-schema';
import locationsYaml from '../../src/content/home/locations.yaml?raw';
import { parseSources } from '../../src/browser/hero-video';
import { venueListJsonLd } from '../../src/seo/item-list-json-ld';
import { googleMapsEmbedUrl, googleMapsSearchUrl, kakaoMapUrl, naverMapUrl } from '../../src/utils/maps';
import { configErrorOf } from '../support/validation';

const FILE = 'src/content/home/locations.yaml';
const validLocations = () => structuredClone(parse(locationsYaml)) as Record<string, any>;

const locationsError = (mutate: (data: Record<string, any>) => void) =>
  configErrorOf(() => {
    const data = validLocations();
    mutate(data);
    parseConfig(createLocationsSchema(GUIDE_PATHS), data, FILE);
  });

describe('home locations data', () => {
  it('loads the shipped list: 25 venues, and area guides that are existing articles about venues’ districts', () => {
    expect(HOME_LOCATIONS.venues).toHaveLength(LOCATIONS_TOTAL);
    expect(GUIDE_PATHS).toContain('/blog/massage-quan-1-kingstone-best');
    expect(GUIDE_PATHS).not.toContain('/services');
    expect(HOME_LOCATIONS.guides.length).toBeGreaterThan(0);
    const districts = new Set(HOME_LOCATIONS.venues.map((v) => v.district));
    for (const guide of HOME_LOCATIONS.guides) {
      expect(GUIDE_PATHS).toContain(guide.page);
      expect(districts).toContain(guide.district);
    }
  });

  it('names the file and the field of a guide to a page that does not exist, or to a district no venue is in', () => {
    const message = locationsError((d) => (d.guides[0].page = '/blog/no-such-article'));
    expect(message).toContain(FILE);
    expect(message).toMatch(/guides\.0\.page: must be one of the existing articles: \/blog\//);
    expect(locationsError((d) => (d.guides[1].district = 'Quan 1'))).toMatch(/guides\.1\.district: no venue is in "Quan 1"; spell it as a venue's district: Quận 1/);
    expect(locationsError((d) => d.guides.push({ ...d.guides[0] }))).toMatch(/guides\.\d+\.district: "Quận 1" has two guides/);
  });

  it('refuses a venue "review" link: we have no review of any venue', () => {
    expect(locationsError((d) => (d.venues[3].review = '/services'))).toMatch(/venues\.3/);
  });

  it('refuses a list that is not exactly 25 long, a repeated name and a missing translation', () => {
    expect(locationsError((d) => d.venues.pop())).toMatch(/venues: must list exactly 25 venues/);
    expect(locationsError((d) => (d.venues[5].name = d.venues[0].name))).toMatch(/venues\.5\.name: "Lotus Veranda Spa" is listed twice/);
    expect(locationsError((d) => delete d.venues[0].highlight.en)).toMatch(/venues\.0\.highlight\.en/);
  });

  it('checks popular types against the catalogue', () => {
    expect(locationsError((d) => d.popularTypes.push('hot-stone'))).toMatch(/popularTypes\.\d: must be one of the catalogue's service ids/);
  });
});

describe('home massage list', () => {
  it('loads the shipped list with its top choice among the entries', () => {
    expect(MASSAGE_LIST.services).toContain(MASSAGE_LIST.topChoice);
  });

  it('refuses a top choice that is not listed', () => {
    const message = configErrorOf(() =>
      parseConfig(MassageListSchema, { services: ['thai-massage', 'body-massage'], topChoice: 'watsu' }, 'x.yaml'),
    );
    expect(message).toMatch(/topChoice: must be one of the ids listed in services/);
  });
});

describe('map links', () => {
  const geo = { latitude: 10.7769, longitude: 106.6953 };

  it.each([
    [googleMapsSearchUrl('45 Lê Thánh Tôn, Quận 1'), 'https://www.google.com/maps/search/?api=1&query=45+Lê+Thánh+Tôn,+Quận+1'],
    [googleMapsSearchUrl('A&B #2/3 ?\uD800'), 'https://www.google.com/maps/search/?api=1&query=A%26B+%232%2F3+%3F%EF%BF%BD'],
    [googleMapsEmbedUrl(geo, 'ko-KR'), 'https://www.google.com/maps?q=10.7769%2C106.6953&z=16&hl=ko-KR&output=embed'],
    [naverMapUrl(geo), 'https://map.naver.com/v5/?c=106.6953,10.7769,16,0,0,0,dh'],
    [kakaoMapUrl('Kingstone Spa', geo), 'https://map.kakao.com/link/map/Kingstone%20Spa,10.7769,106.6953'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('hero video sources', () => {
  it('reads the sources and ignores anything malformed', () => {
    expect(parseSources('[{"src":"/a.webm","type":"video/webm"},{"src":1}]')).toEqual([{ src: '/a.webm', type: 'video/webm' }]);
    expect(parseSources('{oops')).toEqual([]);
    expect(parseSources(undefined)).toEqual([]);
  });
});

describe('ItemList JSON-LD', () => {
  it('lists every venue in order, numbered from 1, with its address', () => {
    const list = venueListJsonLd('Top 25', HOME_LOCATIONS.venues);
    expect(list).toMatchObject({ '@type': 'ItemList', name: 'Top 25', numberOfItems: 25 });
    const items = list.itemListElement as { position: number; item: { name: string; address: string } }[];
    expect(items.map((i) => i.position)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(items.map((i) => i.item.name)).toEqual(HOME_LOCATIONS.venues.map((v) => v.name));
    expect(items[0]?.item.address).toBe(`${HOME_LOCATIONS.venues[0]?.street}, ${HOME_LOCATIONS.venues[0]?.district}, ${BUSINESS.address.locality}`);
  });
});
