import { fieldId } from '../field-paths';
import { useSchemaForm } from '../form-context';
import type { ArticleT } from './article-t';

export interface NewSlugFieldProps {
  at: ArticleT;
  value: string;
  onChange(slug: string): void;
}

/** A new article's address: its folder name, typed once; later changed only by Rename (which keeps the old one as an alias). */
export function NewSlugField({ at, value, onChange }: NewSlugFieldProps) {
  const { errors } = useSchemaForm();
  const id = fieldId('slug');
  const error = errors.get('slug');
  return (
    <div className="studio-field">
      <label htmlFor={id}>{at('studioArticles.field.slug')}</label>
      <input
        id={id}
        type="text"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
      <p className="studio-hint" id={`${id}-hint`}>
        {at('studioArticles.hint.slug')}
      </p>
      {error ? (
        <p className="studio-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
