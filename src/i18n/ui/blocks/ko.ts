/**
 * Fixed labels of the article content blocks (src/blocks). The reference for vi.ts and
 * en.ts, merged into the main dictionaries by spreading `...blocksKo` into `ko`.
 */
export const blocksKo = {
  'block.rank': '순위',
  'block.rankNumber': '{rank}위',
  'block.rating': '평점',
  'block.ratingValue': '5점 만점에 {rating}점',
  'block.price': '가격',
  'block.priceRange': '가격대',
  'block.address': '주소',
  'block.area': '지역',
  'block.phone': '전화',
  'block.features': '특징',

  'block.badge.hot': '인기',
  'block.badge.new': '신규',
  'block.badge.top': '베스트',

  'block.service': '코스',
  'block.duration': '시간',
  'block.vip': 'VIP',
  'block.guests': '{count}인 기준',
  'block.pricesCaption': '{name} 코스별 가격',
  /** Our service in a block, from the catalogue: "왓수 수중 마사지 60~120분 · 1,200,000동부터". */
  'block.offer': '{service} {duration} · {price}',
  'block.priceFrom': '{price}부터',

  'block.item': '항목',
  'block.verdict': '평가',
  /** Above a table wider than a phone screen, which scrolls inside its frame. */
  'block.scrollHint': '옆으로 밀어서 표 전체를 보세요',
  'block.recommended': '추천',

  'block.totalTime': '총 소요 시간: {duration}',
  'block.do': '이렇게 하세요',
  'block.dont': '이것은 피하세요',
  'block.age': '{age}세',

  'block.cta.call': '전화 예약',
  'block.cta.callPartner': '파트너 지점에 전화',
  'block.cta.book': '온라인 예약',
  'block.cta.zalo': 'Zalo 상담',
  'block.cta.kakao': '카카오톡 상담',

  'block.related': '관련 글',
  'block.external': '(외부 사이트)',

  'block.gallery.open': '크게 보기',
  'block.gallery.close': '닫기',
  'block.gallery.next': '다음 사진',
  'block.gallery.previous': '이전 사진',
  'block.gallery.counter': '{current} / {total}',
  'block.gallery.viewer': '사진 크게 보기',

  'block.asOf': '{date} 기준',
  'block.urgent': '긴급',
  'block.status.in-progress': '처리 중',
  'block.status.handled': '처리 완료',
  'block.status.blocked': '차단됨',

  'block.level.high': '경계 높음',
  'block.level.elevated': '주의',
  'block.level.advisory': '관심',
  'block.level.normal': '정상',

  'block.emergency.call': '전화 걸기',
} as const;

export type BlockUIKey = keyof typeof blocksKo;
