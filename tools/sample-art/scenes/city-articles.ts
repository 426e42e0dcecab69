// Which scene each district or city guide and each Korean community news article gets (see
// tools/sample-art/make-sample-art.ts). Every district guide has a scene of its own place.
import {
  apartmentBlock,
  beachBay,
  canalBridges,
  chuseokLanterns,
  citadelGate,
  cityPanorama,
  colonialStreet,
  containerPort,
  lakePavilion,
  marketHall,
  metroSuburb,
  nightMarket,
  noticeBoard,
  rainUmbrellas,
  riverVillas,
  riversideSkyline,
  shophouseStreet,
  sportsAerial,
  streetView,
} from './city-scenes.ts';
import type { Scene } from './base.ts';

export const CITY_ARTICLES: Record<string, Scene> = {
  // Cities
  'massage-hcm-top': (rand, size) => cityPanorama(rand, size),
  'massage-hanoi': (rand, size) => lakePavilion(rand, size),
  'massage-ha-dong': (rand, size) => shophouseStreet(rand, size, { place: 'hanoi', area: { ko: '하노이 하동', vi: 'Hà Đông (Hà Nội)', en: 'Hà Đông (Hanoi)' } }),
  'massage-haiphong': (rand, size) => containerPort(rand, size),
  'massage-hue': (rand, size) => citadelGate(rand, size),
  'massage-nhatrang': (rand, size) => beachBay(rand, size),
  // Ho Chi Minh City districts
  'massage-quan-1-kingstone-best': (rand, size) => riversideSkyline(rand, size),
  'mot-ngay-o-quan-1': (rand, size) => colonialStreet(rand, size),
  'massage-quan-2-kingstone-top': (rand, size) => riverVillas(rand, size),
  'massage-quan-4-kingstone-premium': (rand, size) => nightMarket(rand, size, { district: '4' }),
  'massage-quan-5': (rand, size) => shophouseStreet(rand, size, { place: 'cholon', district: '5' }),
  'massage-quan-6': (rand, size) => marketHall(rand, size),
  'massage-han-quoc-quan-7': (rand, size) => streetView(rand, size, { mode: 'boulevard', district: '7' }),
  'massage-quan-8': (rand, size) => canalBridges(rand, size),
  'massage-quan-9': (rand, size) => metroSuburb(rand, size),
  'massage-quan-10': (rand, size) => streetView(rand, size, { mode: 'shops', district: '10' }),
  'massage-quan-11': (rand, size) => apartmentBlock(rand, size),
  'massage-quan-12': (rand, size) => streetView(rand, size, { mode: 'leafy', district: '12' }),
  // Korean community news
  'chuseok-2025-hcm-community-roundup': (rand, size) => chuseokLanterns(rand, size),
  'korean-community-sports-digest-august': (rand, size) => sportsAerial(rand, size, { kind: 'golf' }),
  'tin-the-thao-han-quoc': (rand, size) => sportsAerial(rand, size, { kind: 'baseball' }),
  'seoul-hcm-community-news-july': (rand, size) => noticeBoard(rand, size),
  'seoul-hcm-community-news-may': (rand, size) => rainUmbrellas(rand, size),
  'tin-an-ninh-han-quoc': (rand, size) => streetView(rand, size, { mode: 'safe' }),
  'tin-nong-han-quoc': (rand, size) => riversideSkyline(rand, size, { storm: true }),
};
