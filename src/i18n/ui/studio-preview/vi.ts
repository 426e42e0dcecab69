import type { StudioPreviewUIKey } from './ko';

export const studioPreviewVi = {
  'previewApi.error.badShape': 'Yêu cầu phải có locale (mã ngôn ngữ), body (chuỗi nội dung) và data (đối tượng dữ liệu).',
  'previewApi.error.tooLarge': 'Yêu cầu xem trước quá lớn (tối đa {max} KB).',
  'previewApi.image.placeholder': 'Ảnh {file} (hiện sau khi xuất bản)',
} as const satisfies Record<StudioPreviewUIKey, string>;
