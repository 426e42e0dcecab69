import { adminKo } from './admin/ko';
import { bookingKo } from './booking/ko';
import { blocksKo } from './blocks/ko';
import { homeKo } from './home/ko';
import { publishKo } from './publish/ko';
import { serviceKo } from './service/ko';
import { statusKo } from './status/ko';
import { changeKo } from './change/ko';
import { studioApiKo } from './studio-api/ko';
import { studioArticlesKo } from './studio-articles/ko';
import { studioPhotosKo } from './studio-photos/ko';
import { studioPreviewKo } from './studio-preview/ko';
import { studioKo } from './studio/ko';
import { accountsKo } from './accounts/ko';
import { trailKo } from './trail/ko';
import { insightsKo } from './insights/ko';
import { exportKo } from './export/ko';
import { reminderKo } from './reminder/ko';
import { ownerBookingsKo } from './owner-bookings/ko';
import { ratingKo } from './rating/ko';
/**
 * The reference dictionary. Every key here must exist in vi.ts and en.ts (the type check fails
 * otherwise). Placeholders are written {name} and filled by t(key, { name }).
 */
export const ko = {
  ...adminKo,
  ...bookingKo,
  ...blocksKo,
  ...homeKo,
  ...publishKo,
  ...serviceKo,
  ...statusKo,
  ...changeKo,
  ...studioApiKo,
  ...studioArticlesKo,
  ...studioPhotosKo,
  ...studioPreviewKo,
  ...studioKo,
  ...accountsKo,
  ...trailKo,
  ...insightsKo,
  ...exportKo,
  ...reminderKo,
  ...ownerBookingsKo,
  ...ratingKo,
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
  'nav.languageMissing': '{language}: 번역 없음, {shown}로 표시',

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
  'contact.hoursDaily': '매일 {opens}–\u2060{closes}',
  'contact.support247': '채팅 상담 24시간 연중무휴',
  // The next closure or short day from spa.yaml's specialHours; {dates} is one day or a
  // {from} – {to} range, {hours} an opening-hours range.
  'contact.specialRange': '{from} – {to}',
  'contact.specialClosed': '{label}: {dates} 휴무',
  'contact.specialClosedPlain': '{dates} 휴무',
  'contact.specialHours': '{label}: {dates} {hours}',
  'contact.specialHoursPlain': '{dates}: {hours}',

  'footer.blurb':
    '킹스톤 스파는 호치민 1군의 프리미엄 마사지 스파입니다. 숙련된 테라피스트, 깨끗한 개인 룸, 투명한 가격으로 편안한 휴식을 약속합니다.',
  'footer.chat': '채팅 상담',
  'footer.services': '서비스',
  'footer.contact': '연락처',
  'footer.legal': '안내',
  'footer.privacy': '개인정보 처리방침',
  'footer.terms': '이용약관',
  'footer.sitemap': '사이트맵',
  'footer.social': '소셜 미디어',
  'footer.socialLink': '{network} – {name} 페이지',
  'footer.copyright': '© {year} {name}. 모든 권리 보유.',

  'breadcrumb.label': '현재 위치',
  'breadcrumb.home': '홈',

  // The owner's site notice above every page (src/content/notice/notice.yaml): its landmark's name.
  'notice.label': '공지',

  'fallback.notice': '이 내용은 아직 {language}로 제공되지 않아 {shown} 원문으로 보여 드립니다.',
  'fallback.noticeTranslation': '이 내용은 아직 {language}로 제공되지 않아 {shown} 번역본으로 보여 드립니다. 원문은 {original}입니다.',

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
  'sitemap.articles': '글',
  'sitemap.otherLanguages': '다른 언어',
  'blog.metaTitle': '블로그 | {name}',
  'blog.metaDescription': '호치민 마사지·스파 가이드, 맛집과 나이트라이프 랭킹, 한국 뉴스를 킹스톤 스파 블로그에서 읽어 보세요.',
  'blog.title': '블로그',
  'blog.heroTitle': '킹스톤 스파 블로그',
  'blog.heroLead': '호치민 생활을 더 편하게: 마사지 가이드, 지역 랭킹, 한국 소식을 전합니다.',
  'blog.pageTitle': '{title} – {page}페이지',
  'blog.latest': '최신 글',
  'blog.categoryTitle': '{category}',
  'blog.categoryDescription': '킹스톤 스파 블로그의 {category} 카테고리 글 {count}편을 모았습니다.',
  'blog.tagTitle': '#{tag}',
  'blog.tagDescription': '"{tag}" 태그가 붙은 킹스톤 스파 블로그 글 {count}편: 호치민 마사지, 맛집, 생활 정보를 최신 순으로 모았습니다.',
  'blog.archiveDescription': '{month}에 발행된 킹스톤 스파 블로그 글 {count}편입니다.',
  'blog.readMinutes': '{minutes}분\u00a0읽기',
  'blog.by': '글 {author}',
  'blog.updated': '수정 {date}',
  'blog.writtenIn': '{language}로 작성된 글',
  'blog.pagination': '페이지 이동',
  'blog.previous': '이전',
  'blog.next': '다음',
  'blog.pageNumber': '{page}페이지',
  'blog.empty': '아직 글이 없습니다.',
  'blog.popular': '인기 글',
  'blog.mostViewed': '많이 본 글',
  'blog.hotServices': 'HOT 서비스',
  'blog.categories': '카테고리',
  'blog.allCategories': '전체',
  'blog.koreanNews': '한국 뉴스',
  'blog.archive': '월별 보관함',
  'blog.countLabel': '{count}편',
  'blog.sidebar': '블로그 사이드바',
  'article.tags': '태그',
  'article.related': '관련 글',
  'article.ctaTitle': '킹스톤 스파에서 쉬어 가세요',
  'article.ctaText': '전화, 온라인 예약, 채팅 중 편한 방법으로 예약하세요.',
  'article.ctaBook': '온라인 예약',
  'article.ctaChat': '채팅 상담',
  'article.contact': '찾아오시는 길',
  'search.nav': '검색',
  'search.metaTitle': '검색 | {name}',
  'search.metaDescription': '킹스톤 스파 웹사이트의 글과 서비스를 한국어, 베트남어, 영어로 검색하세요.',
  'search.title': '사이트 검색',
  'search.label': '검색어',
  'search.submit': '검색',
  'search.hint': '한국어, 베트남어, 영어 글을 모두 검색합니다.',
  'search.loading': '검색 중…',
  'search.results': '"{query}" 검색 결과 {count}건',
  'search.noResults': '"{query}"에 대한 결과가 없습니다. 다른 검색어를 입력해 보세요.',
  'search.needsJs': '검색에는 자바스크립트가 필요합니다. 블로그 카테고리에서 글을 찾아보세요.',
  'search.failed': '검색을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
  'search.resultsShown': '"{query}" 검색 결과 {count}건 중 {shown}건 표시',
  'search.showMore': '결과 더 보기',
  'search.resultLanguage': '{language} 페이지',
  'rss.title': '{name} 블로그',
  'nav.rss': 'RSS 피드',
  'nav.booking': '온라인 예약',
  'nav.allArticles': '전체 글',
} as const;

export type UIKey = keyof typeof ko;
