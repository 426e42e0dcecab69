/**
 * Fixed labels of the service pages (/services/<id>). The reference for vi.ts and en.ts, merged
 * into the main dictionaries by spreading `...serviceKo` into `ko`. The pages' own text is in
 * src/content/service-pages; prices and durations come from the catalogue.
 */
export const serviceKo = {
  'servicePage.metaTitle': '{title} | {name}',
  'servicePage.factDuration': '코스 시간',
  'servicePage.factPrice': '가격',
  'servicePage.factStaff': '담당',
  'servicePage.factGuests': '이용 인원',
  'servicePage.staffOne': '전담 테라피스트 1명',
  'servicePage.vipAvailable': 'VIP 코스 선택 가능',
  'servicePage.pricesTitle': '가격과 코스',
  'servicePage.pricesLead': '표시된 가격은 베트남 동(VND) 기준 코스 요금입니다. 예약하실 때 원하시는 코스를 알려 주세요.',
  'servicePage.includedTitle': '포함 서비스',
  'servicePage.sidebar': '서비스 안내',
  'servicePage.book': '예약',
  'servicePage.bookService': '{service} 예약',
  'servicePage.contactTitle': '연락처와 위치',
  'servicePage.ctaTitle': '{service}, 오늘 예약하세요',
  'servicePage.ctaText': '전화 한 통이나 채팅 메시지로 원하시는 날짜와 시간을 알려 주시면 바로 확인해 드립니다.',
  'servicePage.relatedTitle': '함께 보면 좋은 서비스',
  'servicePage.videoPause': '배경 영상 멈추기',
  'servicePage.videoPlay': '배경 영상 재생',
} as const;

export type ServiceUIKey = keyof typeof serviceKo;
