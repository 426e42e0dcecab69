import type { ResolvedImage } from '../../../../blocks/images';
import type { Translate } from '../../../../i18n/t';

const escapeXml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The longest file name shown on a placeholder; a longer one is cut with an ellipsis. */
const MAX_SHOWN = 80;

/**
 * A stand-in for an image the build would make from `file` (a gallery photo, a venue's picture,
 * an image in the body): a grey 16:10 box that names the file, as an SVG data URI (the admin
 * pages' Content-Security-Policy allows data: images, and nothing is fetched).
 */
export function placeholderImage(file: string, t: Translate): ResolvedImage {
  const shown = file.length > MAX_SHOWN ? `${file.slice(0, MAX_SHOWN)}…` : file;
  const label = escapeXml(t('previewApi.image.placeholder', { file: shown }));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000" viewBox="0 0 1600 1000"><rect width="1600" height="1000" fill="#e6e1da"/><rect x="24" y="24" width="1552" height="952" fill="none" stroke="#8a7f72" stroke-width="6" stroke-dasharray="24 16"/><text x="800" y="520" font-family="sans-serif" font-size="48" fill="#4a4036" text-anchor="middle">${label}</text></svg>`;
  return { src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, width: 1600, height: 1000 };
}
