/**
 * The studio's article preview (POST /admin/api/studio/articles/preview): its request's errors and
 * the placeholder of an image. A body's problems are the save's (studioApi.body.*, one check:
 * src/server/services/studio/article-body/check-body.ts).
 */
export const studioPreviewKo = {
  'previewApi.error.badShape': '요청에는 locale(언어 코드), body(본문 문자열), data(데이터 객체)가 있어야 합니다.',
  'previewApi.error.tooLarge': '미리 보기 요청이 너무 큽니다 (최대 {max} KB).',
  'previewApi.image.placeholder': '이미지 {file} (게시하면 보입니다)',
} as const;

export type StudioPreviewUIKey = keyof typeof studioPreviewKo;
