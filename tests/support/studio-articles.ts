import type { StudioClient } from '../../scripts/lib/studio-client.ts';
import type { ArticleSaveRequest, ArticleText } from '../../src/studio/article-contract';

/** The slug of the article the studio tests write (no article of the site has it). */
export const NEW_SLUG = 'tra-thao-moc-sau-massage';

/** A Vietnamese text as the editor sends it: front matter fields and a body that places one block. */
export function vietnameseText(overrides: Partial<ArticleText> = {}): ArticleText {
  return {
    title: 'Năm loại trà thảo mộc nên uống sau buổi massage',
    description: 'Sau massage cơ thể cần nước và sự thư giãn kéo dài. Bảng xếp hạng năm loại trà thảo mộc dễ tìm ở TP. Hồ Chí Minh, kèm cách pha và thời điểm uống.',
    heroAlt: 'Ấm trà gốm và tách trà thảo mộc trên bàn gỗ bên cửa sổ',
    keywords: ['trà thảo mộc', 'sau massage'],
    body: [
      '## Vì sao nên uống trà sau massage',
      '',
      'Sau một buổi massage, cơ thể ấm lên và nhịp thở chậm lại. Một tách trà ấm, không caffeine, giúp bạn giữ cảm giác thư thái lâu hơn và bù lại lượng nước đã mất.',
      '',
      '<RankingTable id="top5" />',
      '',
      '## Uống thế nào cho đúng',
      '',
      'Hãy uống chậm, từng ngụm nhỏ, trong khoảng nửa giờ sau buổi massage. Tránh trà quá đặc hoặc quá nóng.',
      '',
    ].join('\n'),
    draft: false,
    ...overrides,
  };
}

/** The block data of the new article: one ranking table, as data.yaml holds it. */
export const RANKING_DATA = {
  top5: {
    block: 'ranking-table',
    caption: { vi: 'Năm loại trà thảo mộc dễ tìm', ko: '구하기 쉬운 허브차 다섯 가지' },
    columns: [
      { key: 'name', label: { vi: 'Loại trà', ko: '차' } },
      { key: 'taste', label: { vi: 'Hương vị', ko: '맛' } },
      { key: 'rating', label: { vi: 'Điểm', ko: '평점' }, format: 'rating' },
    ],
    rows: [
      { rank: 1, cells: { name: { vi: 'Trà gừng', ko: '생강차' }, taste: { vi: 'Ấm, cay nhẹ', ko: '따뜻하고 살짝 매움' }, rating: 4.8 } },
      { rank: 2, cells: { name: { vi: 'Trà hoa cúc', ko: '국화차' }, taste: { vi: 'Dịu, thơm', ko: '부드럽고 향긋함' }, rating: 4.6 } },
      { rank: 3, cells: { name: { vi: 'Trà sả', ko: '레몬그라스차' }, taste: { vi: 'Thanh mát', ko: '상쾌함' }, rating: 4.4 } },
    ],
  },
};

/** A create request for the new Vietnamese article (src/studio/article-contract.ts). */
export function newArticleRequest(overrides: Partial<ArticleSaveRequest> = {}): ArticleSaveRequest & { slug: string } {
  return {
    slug: NEW_SLUG,
    meta: {
      original: 'vi',
      category: 'massage-spa',
      tags: ['wellness', 'guide'],
      published: '2026-11-20',
      author: 'kingstone-editorial',
      related: ['loi-ich-massage-dinh-ky'],
    },
    data: structuredClone(RANKING_DATA),
    texts: { vi: vietnameseText() },
    ...overrides,
  };
}

/** The Korean translation of the new article. */
export function koreanText(overrides: Partial<ArticleText> = {}): ArticleText {
  return {
    title: '마사지 후에 마시기 좋은 허브차 다섯 가지',
    description: '마사지 뒤에는 수분과 느긋한 휴식이 필요합니다. 호치민에서 구하기 쉬운 허브차 다섯 가지를 순위로 정리하고 우리는 법과 마시는 때를 함께 알려 드립니다.',
    heroAlt: '창가 나무 탁자 위의 도자기 찻주전자와 허브차 한 잔',
    keywords: ['허브차', '마사지 후'],
    body: ['## 마사지 후에 차를 마시는 이유', '', '마사지를 받고 나면 몸이 따뜻해지고 호흡이 느려집니다. 카페인이 없는 따뜻한 차 한 잔은 편안함을 오래 이어 줍니다.', '', '<RankingTable id="top5" />', ''].join('\n'),
    draft: false,
    ...overrides,
  };
}

/** The new article's English text, saved as a draft: built nowhere. */
export const ENGLISH_DRAFT: ArticleText = {
  title: 'Five herbal teas to drink after a massage',
  description: 'After a massage the body wants water and a slow rest. Five herbal teas that are easy to find in Ho Chi Minh City, ranked, with how to brew them.',
  heroAlt: 'A ceramic teapot and a cup of herbal tea on a wooden table by a window',
  keywords: [],
  body: 'A draft the translator has not finished.\n\n<RankingTable id="top5" />\n',
  draft: true,
};

/** The line the Vietnamese original gains after the Korean translation was saved. */
export const CHANGED_LINE = 'Trà gừng hợp nhất với những ngày mưa ở Sài Gòn.';

/** The new article's slug after its rename; NEW_SLUG then answers 301. */
export const RENAMED_SLUG = 'tra-thao-moc-sau-buoi-massage';

/**
 * The new article's life through the studio's API, as a writer and a translator live it: created
 * in Vietnamese with an English draft, translated into Korean, its original changed (the Korean
 * then out of date), renamed. Each answer is returned for the caller to check: the API's own test
 * checks every step, the browser's test publishes what it leaves (one publish for both).
 */
export async function writeTranslateRename(studio: StudioClient) {
  const created = await studio.saveArticle(newArticleRequest({ texts: { vi: vietnameseText(), en: ENGLISH_DRAFT } }), 'vi');
  const read = async () => (await studio.article(NEW_SLUG)).body;
  let current = await read();
  const translated = await studio.saveArticle({ slug: NEW_SLUG, version: current.version, meta: current.meta, data: current.data, texts: { ko: koreanText() } });
  current = await read();
  const changedText = vietnameseText({ body: `${vietnameseText().body}\n${CHANGED_LINE}\n` });
  const changed = await studio.saveArticle({ slug: NEW_SLUG, version: current.version, meta: current.meta, data: current.data, texts: { vi: changedText } });
  const listed = (await studio.articles('vi')).body.find((a) => a.slug === NEW_SLUG);
  const renamed = await studio.renameArticle(NEW_SLUG, (await read()).version, RENAMED_SLUG);
  return { created, translated, changed, changedText, listed, renamed };
}
