import type { ServiceUIKey } from './ko';

export const serviceVi = {
  'servicePage.metaTitle': '{title} | {name}',
  'servicePage.factDuration': 'Thời lượng',
  'servicePage.factPrice': 'Giá',
  'servicePage.factStaff': 'Phục vụ',
  'servicePage.factGuests': 'Số khách',
  'servicePage.staffOne': '1 kỹ thuật viên riêng',
  'servicePage.vipAvailable': 'Có gói VIP',
  'servicePage.pricesTitle': 'Bảng giá và liệu trình',
  'servicePage.pricesLead': 'Giá niêm yết theo từng liệu trình, tính bằng đồng Việt Nam (VND). Khi đặt lịch, bạn chỉ cần cho chúng tôi biết gói mình chọn.',
  'servicePage.includedTitle': 'Dịch vụ bao gồm',
  'servicePage.sidebar': 'Thông tin dịch vụ',
  'servicePage.book': 'Đặt lịch',
  'servicePage.bookService': 'Đặt lịch {service}',
  'servicePage.contactTitle': 'Liên hệ và địa chỉ',
  'servicePage.ctaTitle': 'Đặt lịch {service} ngay hôm nay',
  'servicePage.ctaText': 'Gọi điện hoặc nhắn tin cho chúng tôi ngày giờ bạn muốn, chúng tôi sẽ xác nhận ngay.',
  'servicePage.relatedTitle': 'Có thể bạn cũng thích',
  'servicePage.videoPause': 'Dừng video nền',
  'servicePage.videoPlay': 'Phát video nền',
} as const satisfies Record<ServiceUIKey, string>;
