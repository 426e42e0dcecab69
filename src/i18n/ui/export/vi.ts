import type { ExportUIKey } from './ko';

/** The bookings CSV's column names (/admin/bookings.csv), in the owner's language. */
export const exportVi = {
  'export.reference': 'Mã đặt lịch',
  'export.received': 'Nhận lúc (giờ TP.HCM)',
  'export.status': 'Trạng thái',
  'export.name': 'Họ tên',
  'export.phone': 'Điện thoại',
  'export.course': 'Gói',
  'export.minutes': 'Thời lượng (phút)',
  'export.price': 'Giá (đồng)',
  'export.date': 'Ngày hẹn',
  'export.time': 'Giờ hẹn',
  'export.notes': 'Ghi chú',
  'export.language': 'Ngôn ngữ',
  'export.contact': 'Liên hệ qua',
  'export.handle': 'Tài khoản liên hệ',
  'export.proposed': 'Giờ đã đề xuất',
  'export.declineReason': 'Lý do từ chối',
  'export.optionCode': 'Mã gói',
  'export.declineMessage': 'Lời nhắn khi từ chối',
  'export.source': 'Nguồn đặt lịch',
} as const satisfies Record<ExportUIKey, string>;
