/**
 * The studio's article preview (POST /admin/api/studio/articles/preview): why a body or its
 * datasets cannot be shown as the site would show them, and the placeholder of an image.
 */
export const studioPreviewKo = {
  'previewApi.error.badShape': '요청에는 locale(언어 코드), body(본문 문자열), data(데이터 객체)가 있어야 합니다.',
  'previewApi.error.tooLarge': '미리 보기 요청이 너무 큽니다 (최대 {max} KB).',
  'previewApi.body.syntax': '{line}행 {column}열: MDX로 읽을 수 없습니다 ({detail}).',
  'previewApi.body.code': '{line}행: 코드({…} 또는 import/export)는 글에 쓸 수 없습니다. 중괄호를 글자로 쓰려면 앞에 역슬래시를 붙이세요: \\{',
  'previewApi.body.element': '{line}행: <{name}>은(는) 블록이 아닙니다. 쓸 수 있는 블록: {names}.',
  'previewApi.body.blockShape': '{line}행: 블록은 <{name} id="데이터 이름" /> 형태로, 다른 속성이나 내용 없이 쓰세요.',
  'previewApi.body.blockInline': '{line}행: <{name} … />은(는) 한 줄에 따로 쓰세요.',
  'previewApi.body.dataset': '{line}행: <{name} id="{id}">에는 데이터에 "{type}" 형식의 "{id}" 항목이 필요합니다.',
  'previewApi.body.tooDeep': '{line}행: 목록, 인용, 괄호나 태그가 너무 깊게 겹쳐 있습니다 (최대 {max}단계).',
  'previewApi.image.placeholder': '이미지 {file} (게시하면 보입니다)',
} as const;

export type StudioPreviewUIKey = keyof typeof studioPreviewKo;
