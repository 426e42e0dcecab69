import type { StudioPreviewUIKey } from './ko';

export const studioPreviewVi = {
  'previewApi.error.badShape': 'Yêu cầu phải có locale (mã ngôn ngữ), body (chuỗi nội dung) và data (đối tượng dữ liệu).',
  'previewApi.error.tooLarge': 'Yêu cầu xem trước quá lớn (tối đa {max} KB).',
  'previewApi.body.syntax': 'Dòng {line}, cột {column}: không đọc được dưới dạng MDX ({detail}).',
  'previewApi.body.code': 'Dòng {line}: không được viết mã ({…} hoặc import/export) trong bài viết. Để viết dấu ngoặc nhọn như chữ, thêm dấu gạch chéo ngược phía trước: \\{',
  'previewApi.body.element': 'Dòng {line}: <{name}> không phải là khối. Các khối dùng được: {names}.',
  'previewApi.body.blockShape': 'Dòng {line}: viết khối dưới dạng <{name} id="tên dữ liệu" />, không thêm thuộc tính hay nội dung khác.',
  'previewApi.body.blockInline': 'Dòng {line}: đặt <{name} … /> trên một dòng riêng.',
  'previewApi.body.dataset': 'Dòng {line}: <{name} id="{id}"> cần một mục dữ liệu "{id}" kiểu "{type}".',
  'previewApi.body.tooDeep': 'Dòng {line}: danh sách, trích dẫn, dấu ngoặc hoặc thẻ lồng nhau quá sâu (tối đa {max} cấp).',
  'previewApi.image.placeholder': 'Ảnh {file} (hiện sau khi xuất bản)',
} as const satisfies Record<StudioPreviewUIKey, string>;
