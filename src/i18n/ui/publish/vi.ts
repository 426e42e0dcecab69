import type { PublishUIKey } from './ko';

export const publishVi = {
  'publish.unavailable': 'Máy chủ này không thể xuất bản. Studio chỉ xuất bản được khi máy chủ chạy bằng npm start trong thư mục mã nguồn của trang.',
  'publish.busy': 'Đang có một lần xuất bản. Vui lòng thử lại khi nó xong.',
  'publish.error.data': 'Không tạo được trang vì một tệp dữ liệu có giá trị sai. Hãy sửa các mục dưới đây rồi xuất bản lại. Trang hiện tại không thay đổi.',
  'publish.error.links': 'Đã dừng xuất bản vì có liên kết trỏ tới trang không tồn tại. Hãy sửa các liên kết dưới đây rồi xuất bản lại. Trang hiện tại không thay đổi.',
  'publish.error.disk': 'Máy chủ hết dung lượng lưu trữ nên không xuất bản được. Hãy giải phóng dung lượng rồi xuất bản lại. Trang hiện tại không thay đổi.',
  'publish.error.killed': 'Việc tạo trang bị dừng giữa chừng. Hãy xuất bản lại. Trang hiện tại không thay đổi.',
  'publish.error.build': 'Không tạo được trang. Hãy gửi nội dung dưới đây cho người phát triển. Trang hiện tại không thay đổi.',
  'publish.error.switch': 'Đã tạo trang mới nhưng không áp dụng được. Trang hiện tại không thay đổi. Hãy xuất bản lại.',
  'publish.error.hook': 'Lệnh gửi trang mới tới các máy chủ khác (PUBLISH_HOOK) bị lỗi nên chưa áp dụng. Trang hiện tại không thay đổi. Hãy gửi nội dung dưới đây cho người phát triển.',
  'publish.restore.missing': 'Phiên bản đó không còn trên máy chủ.',
  'publish.restore.live': 'Phiên bản đó đang là trang hiện tại.',
  'publish.restore.damaged': 'Các tệp của phiên bản đó đã bị hỏng nên không khôi phục. Trang và các tệp hiện tại vẫn giữ nguyên. Hãy báo cho nhà phát triển.',
} as const satisfies Record<PublishUIKey, string>;
