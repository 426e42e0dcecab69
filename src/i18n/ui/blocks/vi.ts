import type { BlockUIKey } from './ko';

export const blocksVi = {
  'block.rank': 'Hạng',
  'block.rankNumber': 'Hạng {rank}',
  'block.rating': 'Đánh giá',
  'block.ratingValue': '{rating} trên 5 điểm',
  'block.price': 'Giá',
  'block.priceRange': 'Khoảng giá',
  'block.address': 'Địa chỉ',
  'block.area': 'Khu vực',
  'block.phone': 'Điện thoại',
  'block.features': 'Điểm nổi bật',

  'block.badge.hot': 'Hot',
  'block.badge.new': 'Mới',
  'block.badge.top': 'Top',

  'block.service': 'Dịch vụ',
  'block.duration': 'Thời lượng',
  'block.vip': 'VIP',
  'block.guests': 'Giá cho {count} khách',
  'block.pricesCaption': 'Bảng giá dịch vụ {name}',
  'block.offer': '{service} {duration} · {price}',
  'block.priceFrom': 'Từ {price}',

  'block.item': 'Tiêu chí',
  'block.verdict': 'Nhận xét',
  'block.scrollHint': 'Cuộn ngang để xem hết bảng',
  'block.recommended': 'Đề xuất',

  'block.totalTime': 'Tổng thời gian: {duration}',
  'block.do': 'Nên làm',
  'block.dont': 'Không nên',
  'block.age': '{age} tuổi',

  'block.cta.call': 'Gọi đặt lịch',
  'block.cta.callPartner': 'Gọi hotline đối tác',
  'block.cta.book': 'Đặt lịch trực tuyến',
  'block.cta.zalo': 'Nhắn Zalo',
  'block.cta.kakao': 'Nhắn KakaoTalk',

  'block.related': 'Bài viết liên quan',
  'block.external': '(trang bên ngoài)',

  'block.gallery.open': 'Xem ảnh lớn',
  'block.gallery.close': 'Đóng',
  'block.gallery.next': 'Ảnh tiếp theo',
  'block.gallery.previous': 'Ảnh trước',
  'block.gallery.counter': '{current} / {total}',
  'block.gallery.viewer': 'Xem ảnh phóng to',

  'block.asOf': 'Cập nhật đến ngày {date}',
  'block.urgent': 'Khẩn',
  'block.status.in-progress': 'Đang xử lý',
  'block.status.handled': 'Đã xử lý',
  'block.status.blocked': 'Đã chặn',

  'block.level.high': 'Mức cao',
  'block.level.elevated': 'Cảnh giác',
  'block.level.advisory': 'Theo dõi',
  'block.level.normal': 'Bình thường',

  'block.emergency.call': 'Gọi',
} as const satisfies Record<BlockUIKey, string>;
