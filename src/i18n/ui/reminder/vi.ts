import type { ReminderUIKey } from './ko';

export const reminderVi = {
  'reminder.subject.today': 'Nhắc lịch: bạn có hẹn tại {spa} hôm nay lúc {time} (giờ Việt Nam) · {ref}',
  'reminder.subject.tomorrow': 'Nhắc lịch: bạn có hẹn tại {spa} ngày mai lúc {time} (giờ Việt Nam) · {ref}',
  'reminder.subject.on': 'Nhắc lịch: bạn có hẹn tại {spa} ngày {date} lúc {time} (giờ Việt Nam) · {ref}',
  'reminder.lead': 'Xin nhắc bạn lịch hẹn đã được xác nhận tại {spa}.',
  'reminder.address': 'Địa chỉ',
  'reminder.link': 'Xem hoặc hủy lịch hẹn: {url}',
  'reminder.calendar': 'Thêm vào lịch (.ics): {url}',
  'reminder.cannotCome': 'Nếu không thể đến, vui lòng hủy trên trang lịch hẹn hoặc gọi cho chúng tôi: {phone}',
} as const satisfies Record<ReminderUIKey, string>;
