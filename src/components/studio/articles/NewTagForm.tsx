import { useState, type KeyboardEvent } from 'react';
import { LOCALE_META, LOCALES, type Locale } from '../../../i18n/locales';
import type { FieldError } from '../../../studio/contract';
import type { ArticlesApi } from './article-api';
import type { ArticleT } from './article-t';

export interface NewTagFormProps {
  at: ArticleT;
  api: ArticlesApi;
  onCreated(tag: { id: string; name: string }): void;
  onFailure(error: unknown): void;
}

const emptyNames = () => Object.fromEntries(LOCALES.map((l) => [l, ''])) as Record<Locale, string>;

/**
 * "Add a tag": its id and its name in every language, created at once through the API (the
 * tag list is shared by every article). Not a <form>: it sits inside the article's form.
 */
export function NewTagForm({ at, api, onCreated, onFailure }: NewTagFormProps) {
  const [id, setId] = useState('');
  const [names, setNames] = useState(emptyNames);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [created, setCreated] = useState('');
  const [busy, setBusy] = useState(false);
  const errorOf = (path: string) => errors.find((e) => e.path === path)?.message;
  const general = errors.filter((e) => e.path !== 'id' && !LOCALES.some((l) => e.path === `name.${l}`));

  async function create() {
    if (busy) return;
    setBusy(true);
    setCreated('');
    try {
      const answer = await api.createTag({ id: id.trim(), name: names });
      if (answer.kind === 'saved') {
        setErrors([]);
        setId('');
        setNames(emptyNames());
        setCreated(answer.tag.name);
        onCreated(answer.tag);
      } else setErrors(answer.errors);
    } catch (error) {
      onFailure(error);
    } finally {
      setBusy(false);
    }
  }
  // Enter creates the tag here instead of saving the article.
  const onEnter = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    void create();
  };
  const input = (key: string, label: string, value: string, change: (v: string) => void, { lang, hint }: { lang?: string; hint?: string } = {}) => {
    const fid = `studio-article-new-tag-${key.replace('.', '-')}`;
    const error = errorOf(key);
    const describedBy = [hint ? `${fid}-hint` : '', error ? `${fid}-error` : ''].filter(Boolean).join(' ');
    return (
      <div className="studio-field" key={key}>
        <label htmlFor={fid}>{label}</label>
        <input
          id={fid}
          type="text"
          autoComplete="off"
          lang={lang}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy === '' ? undefined : describedBy}
          onChange={(e) => change(e.currentTarget.value)}
          onKeyDown={onEnter}
        />
        {hint ? (
          <p className="studio-hint" id={`${fid}-hint`}>
            {hint}
          </p>
        ) : null}
        {error ? (
          <p className="studio-error" id={`${fid}-error`}>
            {error}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    <details className="studio-article-new-tag">
      <summary>{at('studioArticles.tags.add')}</summary>
      {input('id', at('studioArticles.tags.id'), id, setId, { hint: at('studioArticles.tags.idHint') })}
      <fieldset className="studio-group">
        <legend>{at('studioArticles.tags.names')}</legend>
        {LOCALES.map((l) => input(`name.${l}`, LOCALE_META[l].name, names[l], (v) => setNames((n) => ({ ...n, [l]: v })), { lang: LOCALE_META[l].lang }))}
      </fieldset>
      {general.length > 0 ? (
        <ul className="studio-error" role="alert">
          {general.map((e, i) => (
            <li key={i}>{e.message}</li>
          ))}
        </ul>
      ) : null}
      <button type="button" className="btn btn--light" onClick={() => void create()} aria-disabled={busy}>
        {at('studioArticles.tags.create')}
      </button>
      <p role="status" className="studio-saved">
        {created ? at('studioArticles.tags.created', { name: created }) : ''}
      </p>
    </details>
  );
}
