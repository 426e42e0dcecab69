import type { StudioPreviewUIKey } from './ko';

export const studioPreviewEn = {
  'previewApi.error.badShape': 'The request needs locale (a language code), body (the text) and data (an object).',
  'previewApi.error.tooLarge': 'The preview request is too large (at most {max} KB).',
  'previewApi.image.placeholder': 'Image {file} (shown once published)',
} as const satisfies Record<StudioPreviewUIKey, string>;
