import { getAt } from '../data-path';
import { fieldId } from '../field-paths';
import { FieldNotes } from '../FieldNotes';
import { useSchemaForm } from '../form-context';
import type { ArticleT } from './article-t';

export interface HeroPhotoFieldProps {
  at: ArticleT;
}

const PATH = ['meta', 'hero'] as const;

/**
 * THE HERO PHOTO SPOT: where the article's hero image is chosen. For now it shows the file
 * meta.yaml names, read-only; the photo upload component (PhotoTarget `studio-article-hero:<slug>` in
 * src/studio/article-contract.ts) takes this place when it exists.
 */
export function HeroPhotoField({ at }: HeroPhotoFieldProps) {
  const { data } = useSchemaForm();
  const hero = getAt(data, PATH);
  const file = typeof hero === 'string' ? hero.replace(/^\.\//, '') : undefined;
  return (
    <div className="studio-field studio-article-hero" id={fieldId([...PATH])}>
      <p className="studio-article-hero__label">{at('studioArticles.meta.hero')}</p>
      <p>{file ? at('studioArticles.hero.file', { file }) : at('studioArticles.hero.none')}</p>
      <FieldNotes path={PATH} />
    </div>
  );
}
