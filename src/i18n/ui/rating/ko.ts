/**
 * After the visit (issue 38): the visitor's private rating on the status page of a visit marked
 * done (src/components/booking/BookingRating*.tsx), what the owner reads of it on the admin's card
 * and in the CSV, and a phone number's earlier no-shows on the card. `{max}` is the comment's
 * limit in characters, `{rating}` a number from 1 to 5, `{site}` a review site's name.
 */
export const ratingKo = {
  'rating.title': '방문은 어떠셨나요?',
  'rating.lead': '별점과 의견은 사장님만 보며 공개되지 않습니다. 한 번만 보낼 수 있습니다.',
  'rating.legend': '별점',
  'rating.star.1': '1점: 별로였어요',
  'rating.star.2': '2점: 아쉬웠어요',
  'rating.star.3': '3점: 괜찮았어요',
  'rating.star.4': '4점: 좋았어요',
  'rating.star.5': '5점: 최고였어요',
  'rating.comment': '의견 (선택)',
  'rating.commentHint': '{max}자까지 쓸 수 있습니다.',
  'rating.send': '별점 보내기',
  'rating.error.rating': '별점을 1점부터 5점 중에서 골라 주세요.',
  'rating.error.comment': '의견이 {max}자를 넘습니다. 줄여서 다시 보내 주세요.',
  'rating.thanksTitle': '별점을 남겨 주셔서 감사합니다',
  'rating.yours': '남기신 별점: 5점 만점에 {rating}점',
  'rating.thanksHappy': '즐거운 시간이 되셨다니 기쁩니다.',
  'rating.thanksPrivate': '알려 주셔서 감사합니다. 사장님이 모든 의견을 직접 읽고 더 나아지는 데 쓰겠습니다.',
  'rating.reviewsInvite': '괜찮으시다면 공개 리뷰도 남겨 주세요. 다른 손님들께 큰 도움이 됩니다.',
  'rating.reviewsLabel': '공개 리뷰 페이지',
  'rating.reviewOn': '{site}에 리뷰 쓰기',
  'rating.site.google': 'Google',
  'rating.site.naver': '네이버',
  'rating.newTab': '(새 탭에서 열림)',
  'rating.already': '이 방문에는 이미 별점을 남기셨습니다. 처음 남기신 별점이 그대로 유지됩니다.',
  'rating.admin.label': '손님 별점 (비공개)',
  'rating.admin.value': '5점 만점에 {rating}점',
  'rating.admin.noComment': '의견 없음',
  'noShow.one': '이전 노쇼 1회',
  'noShow.many': '이전 노쇼 {count}회',
  // The CSV's last columns (src/server/services/admin/csv.ts), for the roles that see ratings.
  'export.rating': '손님 별점 (1–5)',
  'export.ratingComment': '손님 의견',
} as const;

export type RatingUIKey = keyof typeof ratingKo;
