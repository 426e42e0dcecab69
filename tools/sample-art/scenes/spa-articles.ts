// Which spa scene each of our treatment articles gets as its hero (tools/sample-art/make-sample-art.ts
// draws them seeded by the slug). The four Nuru district guides get four different rooms so they
// never look alike side by side in the blog list.
import { changingRoom, coupleRoom, footBath, herbalCompress, hotelRoom, reception, stonesAndOils, teaSet, thaiRoom, towelShelf, treatmentRoom, vipSuite, watsuPool } from './spa-scenes.ts';
import type { Scene } from './base.ts';

export const SPA_ARTICLES: Record<string, Scene> = {
  // a first-timer's guide to Thai massage: the mat room
  'cach-chon-massage-thai': thaiRoom,
  // preparing for a body massage: tea and fresh towels before you start
  'chuan-bi-truoc-khi-massage-body': (rand, size) => teaSet(rand, size, { withTowel: true, withFruit: false }),
  // couple massage etiquette: the couple room
  'couple-massage-etiquette': coupleRoom,
  // the therapist team and the four areas of the spa: where you meet them, at reception
  'kingstone-ktv-doi-ngu': reception,
  // watsu: the warm pool
  'kingstone-watsu-massage': watsuPool,
  // a partner chain's luxury team: the VIP room set for two therapists
  'ktv-massage-dubai-luxury-hcm': (rand, size) => vipSuite(rand, size, { extra: 'stools' }),
  // regular massage: the everyday treatment room
  'loi-ich-massage-dinh-ky': treatmentRoom,
  // traditional wellness massage: the herbal foot soak it starts with
  'massage-duong-sinh-kingstone': footBath,
  // a checklist for choosing a massage place (hygiene first): clean towels and products
  'massage-huong-quan': towelShelf,
  // Nuru in District 1: the treatment room
  'massage-nuru-quan-1-kingstone': treatmentRoom,
  // Nuru for District 2: the private shower and changing area
  'massage-nuru-quan-2-kingstone': changingRoom,
  // Nuru after work for District 3: tea to wind down
  'massage-nuru-quan-3-kingstone': (rand, size) => teaSet(rand, size, { withTowel: false, withFruit: false }),
  // a half day for District 7: the lounge at reception
  'massage-nuru-quan-7-kingstone': reception,
  // massage at home or in a hotel: a hotel room with a folding table
  'massage-tai-nha': hotelRoom,
  // Thai massage in HCMC: the Thai herbal compress
  'massage-thai-hcm-2025': herbalCompress,
  // long-stroke oil massage: oils and warm stones
  'massage-vuot-luot-kingstone': stonesAndOils,
  // watsu for beginners: the pool
  'massage-watsu-kingstone-aquatic': watsuPool,
  // signs of a premium spa: the VIP suite with its own jacuzzi
  'spa-cao-cap-hcm-2025': (rand, size) => vipSuite(rand, size, { extra: 'tub' }),
};
