import type { Locale } from '../../../i18n/locales';
import { getAt } from '../data-path';
import { fieldId } from '../field-paths';
import { FieldNotes } from '../FieldNotes';
import { useSchemaForm } from '../form-context';
import { PhotoUpload } from '../photos/PhotoUpload';
import type { PhotosStrings } from '../photos/photos-t';
import type { ArticleT } from './article-t';

/** What the hero's upload needs from the server side: the photos studio's words, the narrowest hero. */
export interface HeroUpload {
  strings: PhotosStrings;
  minWidth: number;
}

export interface HeroPhotoFieldProps {
  at: ArticleT;
  /** undefined for an article not saved yet: its folder, where the hero goes, does not exist. */
  slug: string | undefined;
  locale: Locale;
  loginHref: string;
  upload: HeroUpload;
}

const PATH = ['meta', 'hero'] as const;

/**
 * The article's hero image: the file meta.yaml names, and once the article exists, a new photo
 * uploaded over it (PhotoUpload, target `article-hero:<slug>`). The file keeps its name, so the
 * article's text files and their version do not change; the photo is live with the next publish.
 */
export function HeroPhotoField({ at, slug, locale, loginHref, upload }: HeroPhotoFieldProps) {
  const { data } = useSchemaForm();
  const hero = getAt(data, PATH);
  const file = typeof hero === 'string' ? hero.replace(/^\.\//, '') : undefined;
  return (
    <div className="studio-field studio-article-hero" id={fieldId([...PATH])}>
      <p className="studio-article-hero__label">{at('studioArticles.meta.hero')}</p>
      <p>{file ? at('studioArticles.hero.file', { file }) : at('studioArticles.hero.none')}</p>
      {slug !== undefined && file !== undefined ? (
        <PhotoUpload
          target={`article-hero:${slug}`}
          file={`src/content/blog/${slug}/${file}`}
          minWidth={upload.minWidth}
          onUploaded={() => undefined}
          strings={upload.strings}
          locale={locale}
          loginHref={loginHref}
        />
      ) : null}
      <FieldNotes path={PATH} />
    </div>
  );
}
