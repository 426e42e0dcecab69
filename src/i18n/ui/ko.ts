/**
 * The reference dictionary. Every key here must exist in vi.ts and en.ts (the type check fails
 * otherwise). Placeholders are written {name} and filled by t(key, { name }).
 */
export const ko = {
  'site.skipToContent': '본문으로 건너뛰기',
  'site.tagline': '호치민 프리미엄 마사지 & 스파',

  'nav.primary': '주 메뉴',
  'nav.home': '홈',
  'nav.services': '서비스',
  'nav.allServices': '전체 서비스와 가격',
  'nav.blog': '블로그',
  'nav.about': '소개',
  'nav.contact': '문의',
  'nav.openMenu': '메뉴 열기',
  'nav.closeMenu': '메뉴 닫기',
  'nav.menu': '메뉴',
  'nav.mainWebsite': '공식 웹사이트',
  'nav.language': '언어 선택',
  'nav.languageMissing': '{language}: 번역 없음, 원문 표시',

  'cta.call': '전화하기',
  'cta.callNow': '지금 전화하기',
  'cta.callNumber': '{phone}로 전화하기',
  'cta.bookNow': '지금 예약하기',
  'cta.viewServices': '서비스 보기',
  'cta.readBlog': '블로그 읽기',
  'cta.details': '자세히 보기',

  'contact.quick': '빠른 연락',
  'contact.hotline': '핫라인',
  'contact.partnerHotline': '제휴 핫라인',
  'contact.zalo': 'Zalo 채팅',
  'contact.kakao': '카카오톡 채널',
  'contact.kakaoOpenChat': '카카오 오픈채팅',
  'contact.telegram': '텔레그램',
  'contact.email': '이메일',
  'contact.address': '주소',
  'contact.hours': '영업시간',
  'contact.hoursDaily': '매일 {opens}–{closes}',
  'contact.support247': '채팅 상담 24시간 연중무휴',

  'footer.blurb':
    '킹스톤 스파는 호치민 1군의 프리미엄 마사지 스파입니다. 숙련된 테라피스트, 깨끗한 개인 룸, 투명한 가격으로 편안한 휴식을 약속합니다.',
  'footer.chat': '채팅 상담',
  'footer.services': '서비스',
  'footer.contact': '연락처',
  'footer.legal': '안내',
  'footer.privacy': '개인정보 처리방침',
  'footer.terms': '이용약관',
  'footer.sitemap': '사이트맵',
  'footer.copyright': '© {year} {name}. 모든 권리 보유.',

  'breadcrumb.label': '현재 위치',
  'breadcrumb.home': '홈',

  'fallback.notice': '이 내용은 아직 {language}로 제공되지 않아 {original} 원문으로 보여 드립니다.',

  'home.metaTitle': '{name} | 호치민 1군 프리미엄 마사지 & 스파',
  'home.metaDescription':
    '호치민 1군 킹스톤 스파: 타이, 바디, 커플, 2인 테라피스트 마사지. 매일 {hours} 영업, 카카오톡·Zalo 24시간 상담, 투명한 VND 가격.',
  'home.heroTitle': '호치민에서 누리는 프리미엄 휴식',
  'home.heroLead': '숙련된 테라피스트와 프라이빗 룸, 매일 자정까지. 한국어 상담으로 편하게 예약하세요.',
  'home.servicesTitle': '마사지 패키지',
  'home.servicesLead': '모든 가격은 베트남 동(VND) 기준이며 코스 시간에 따라 안내됩니다.',
  'home.aboutTitle': '킹스톤 스파 소개',
  'home.aboutLead': '{years}년의 경험, 고객 만족도 {percent}%. 위생과 안전을 최우선으로 합니다.',
  'home.locationsTitle': '추천 마사지 위치',
  'home.locationsLead': '믿을 수 있는 지역과 주소를 골라 소개합니다.',
  'home.blogTitle': '블로그 & 소식',
  'home.blogLead': '호치민 마사지 가이드와 한국 뉴스를 전해 드립니다.',
  'home.contactTitle': '문의 & 예약',
  'home.contactLead': '전화나 채팅으로 바로 예약할 수 있습니다.',

  'services.metaTitle': '서비스와 가격 | {name}',
  'services.metaDescription': '킹스톤 스파의 전체 마사지 코스와 시간별 가격(VND)을 한눈에 확인하세요.',
  'services.title': '서비스와 가격',
  'services.lead': '모든 코스와 가격을 한곳에 모았습니다. 가격은 베트남 동(VND) 기준입니다.',
  'services.duration': '시간',
  'services.price': '가격',
  'services.from': '{price}부터',
  'services.vip': 'VIP',
  'services.included': '포함 사항',
  'services.guests': '{count}인 기준',
  'services.staff': '테라피스트 {count}명',
  'services.tipNotIncluded': '팁 별도',
  'services.notice': '최소 {hours}시간 전 예약',
  'services.optionsLabel': '{service} 코스별 가격',

  'notFound.metaTitle': '페이지를 찾을 수 없습니다 | {name}',
  'notFound.title': '페이지를 찾을 수 없습니다',
  'notFound.body': '주소가 바뀌었거나 없는 페이지입니다. 아래 링크에서 원하시는 내용을 찾아보세요.',
  'notFound.home': '홈으로',
  'notFound.blog': '블로그',
  'notFound.services': '서비스와 가격',

  'articleNotFound.metaTitle': '글을 찾을 수 없습니다 | {name}',
  'articleNotFound.title': '글을 찾을 수 없습니다',
  'articleNotFound.body': '찾으시는 글이 없거나 삭제되었습니다.',
  'articleNotFound.back': '블로그로 돌아가기',

  'legal.updated': '최종 수정일: {date}',

  'sitemap.metaTitle': '사이트맵 | {name}',
  'sitemap.metaDescription': '킹스톤 스파 웹사이트의 모든 페이지를 한 화면에서 찾아보세요.',
  'sitemap.title': '사이트맵',
  'sitemap.pages': '페이지',
  'sitemap.services': '서비스',
  'sitemap.otherLanguages': '다른 언어',
} as const;

export type UIKey = keyof typeof ko;
