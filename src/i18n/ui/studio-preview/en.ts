import type { StudioPreviewUIKey } from './ko';

export const studioPreviewEn = {
  'previewApi.error.badShape': 'The request needs locale (a language code), body (the text) and data (an object).',
  'previewApi.error.tooLarge': 'The preview request is too large (at most {max} KB).',
  'previewApi.body.syntax': 'Line {line}, column {column}: this cannot be read as MDX ({detail}).',
  'previewApi.body.code': 'Line {line}: code ({…} or import/export) is not allowed in an article. To write a brace as text, put a backslash before it: \\{',
  'previewApi.body.element': 'Line {line}: <{name}> is not a block. The blocks are: {names}.',
  'previewApi.body.blockShape': 'Line {line}: write the block as <{name} id="dataset name" />, with no other attribute or content.',
  'previewApi.body.blockInline': 'Line {line}: put <{name} … /> on a line of its own.',
  'previewApi.body.dataset': 'Line {line}: <{name} id="{id}"> needs a "{type}" dataset named "{id}".',
  'previewApi.body.tooDeep': 'Line {line}: lists, quotes, brackets or tags are nested too deeply (at most {max} levels).',
  'previewApi.image.placeholder': 'Image {file} (shown once published)',
} as const satisfies Record<StudioPreviewUIKey, string>;
