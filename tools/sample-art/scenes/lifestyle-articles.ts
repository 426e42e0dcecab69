// Which lifestyle scene each food, café, nightlife, fashion and beauty article gets as its hero
// (see tools/sample-art/make-sample-art.ts). No two articles share a scene, so the blog list never shows
// the same picture twice; the draw itself is seeded by the article's slug.
import {
  barberChair,
  beerTable,
  buffetCounter,
  cafeCorner,
  clothingRail,
  clubBooth,
  cocktailBar,
  facialRoom,
  karaokeRoom,
  karaokeTable,
  koreanBbq,
  koreanSetMeal,
  noodleSoup,
  outfitFlatLay,
  rooftopBar,
  salonStation,
  skincareVanity,
} from './lifestyle-scenes.ts';
import type { Scene } from './base.ts';

export const LIFESTYLE_ARTICLES: Record<string, Scene> = {
  // restaurants and cafés
  'an-gi-sau-massage-quan-1': noodleSoup, // a light, warm bowl after a massage
  'buffet-han-quoc-hcm-2025': buffetCounter,
  'mon-han-phu-my-hung': koreanBbq, // first Korean meal: from barbecue to stews
  'nha-hang-han-quoc-moi-hcm-2025': koreanSetMeal, // most-ordered dishes: bibimbap, stews
  'quan-cafe-dep-hcm-2025': cafeCorner, // cafés for working and meetings
  // bars and nightlife
  'bia-om-hcm-dia-chi-moi-2025': beerTable,
  'club-hcm-2025': clubBooth,
  'rooftop-bar-quan-1': rooftopBar,
  'top-25-bar-hcm-2025': cocktailBar,
  // karaoke
  'karaoke-vip-hcm-2025': karaokeRoom, // VIP room types
  'van-hoa-karaoke-han-quoc': karaokeTable, // noraebang: microphones and the tambourine
  // fashion
  'thoi-trang-mua-mua-sai-gon': clothingRail, // rainy-season wardrobe
  'top-20-quan-hot-toc-hcm': barberChair,
  'xu-huong-thoi-trang-han-quoc-2025': outfitFlatLay, // wide-leg trousers, light fabrics, small accessories
  // k-beauty
  'k-beauty-skincare-mua-mua': skincareVanity,
  'salon-toc-han-quoc-hcm': salonStation,
  'spa-lam-dep-han-quoc-hcm-2025': facialRoom,
};
