import type { BlockUIKey } from './ko';

export const blocksEn = {
  'block.rank': 'Rank',
  'block.rankNumber': 'No. {rank}',
  'block.rating': 'Rating',
  'block.ratingValue': '{rating} out of 5',
  'block.price': 'Price',
  'block.priceRange': 'Price range',
  'block.address': 'Address',
  'block.area': 'Area',
  'block.phone': 'Phone',
  'block.features': 'Features',

  'block.badge.hot': 'Hot',
  'block.badge.new': 'New',
  'block.badge.top': 'Top pick',

  'block.service': 'Service',
  'block.duration': 'Duration',
  'block.vip': 'VIP',
  'block.guests': 'for {count} guests',
  'block.pricesCaption': '{name} prices by course',
  'block.offer': '{service}, {duration} · {price}',
  'block.priceFrom': 'from {price}',

  'block.item': 'Item',
  'block.verdict': 'Verdict',
  'block.scrollHint': 'Scroll sideways to see the whole table',
  'block.recommended': 'Recommended',

  'block.totalTime': 'Total time: {duration}',
  'block.do': 'Do',
  'block.dont': "Don't",
  'block.age': 'age {age}',

  'block.cta.call': 'Call to book',
  'block.cta.callPartner': 'Call the partner line',
  'block.cta.book': 'Book online',
  'block.cta.zalo': 'Chat on Zalo',
  'block.cta.kakao': 'Chat on KakaoTalk',

  'block.related': 'Related articles',
  'block.external': '(external site)',

  'block.gallery.open': 'View larger',
  'block.gallery.close': 'Close',
  'block.gallery.next': 'Next photo',
  'block.gallery.previous': 'Previous photo',
  'block.gallery.counter': '{current} / {total}',
  'block.gallery.viewer': 'Photo viewer',

  'block.asOf': 'As of {date}',
  'block.urgent': 'Urgent',
  'block.status.in-progress': 'In progress',
  'block.status.handled': 'Handled',
  'block.status.blocked': 'Blocked',

  'block.level.high': 'High',
  'block.level.elevated': 'Elevated',
  'block.level.advisory': 'Advisory',
  'block.level.normal': 'Normal',

  'block.emergency.call': 'Call',
} as const satisfies Record<BlockUIKey, string>;
