import { isLocale, type Locale } from '../../../../i18n/locales';
import { createT } from '../../../../i18n/t';
import type { ArticleSaveResponse, TranslationCheckedRequest } from '../../../../studio/article-contract';
import { writeFileAtomic } from '../../../site-files/atomic-write';
import { withStudioLock } from '../../../site-files/lock';
import { articleBody } from './body';
import { metaText } from './compose';
import { articlePath, findArticle, META_FILE } from '../../../site-files/article-paths';
import type { ArticleOutcome } from './save';
import { languagesOf, originalOf, readArticle, recordedHashes } from './source';

/**
 * A translator's word that a language still matches the original: meta.yaml records the
 * original's hash for it now, as a save of that language would, and the text stays as it is.
 */
export async function markChecked(root: string, slug: string, request: TranslationCheckedRequest, locale: Locale): Promise<ArticleOutcome<ArticleSaveResponse>> {
  return withStudioLock(root, async () => {
    if (!findArticle(root, slug)) return 'missing';
    const current = await readArticle(root, slug);
    if (current.version !== request.version) return { status: 409, body: { kind: 'conflict', current: articleBody(current) } };
    const original = originalOf(current.meta);
    const target = request.locale;
    const hash = original && current.texts[original]?.hash;
    if (!isLocale(target) || target === original || !current.texts[target] || !hash) {
      const message = createT(locale)('studioApi.article.notTranslation', { locale: String(target).slice(0, 20) });
      return { status: 422, body: { kind: 'invalid', errors: [{ path: 'locale', message }] } };
    }
    const meta = { ...current.meta, translations: { ...recordedHashes(current.meta), [target]: hash } };
    await writeFileAtomic(articlePath(root, slug, META_FILE), metaText(current.metaText, meta));
    const saved = await readArticle(root, slug);
    return { status: 200, body: { kind: 'saved', slug, version: saved.version, languages: languagesOf(saved), hero: String(saved.meta['hero'] ?? '') } };
  });
}
