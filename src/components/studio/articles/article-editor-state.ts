/**
 * The article editor's state as one reducer, like the facts editor's (../editor-state.ts): what is
 * loaded, what the owner typed, and what the last save answered. Pure, so a conflict keeping the
 * owner's entries or errors landing by their paths are tested without a browser.
 */
import { isLocale, LOCALES, type Locale } from '../../../i18n/locales';
import type { ArticleBody, ArticleSaveResponse, TranslationState } from '../../../studio/article-contract';
import type { FieldError } from '../../../studio/contract';
import { draftOf, type ArticleDraft } from './article-draft';

export interface ArticleEditorState {
  /** The article's folder name; undefined until a new article is first saved. */
  slug: string | undefined;
  /** A new article's slug as the owner types it. */
  newSlug: string;
  /** The version the next save claims; undefined for a new article. */
  version: string | undefined;
  draft: ArticleDraft;
  /** As last loaded or saved (undefined: never saved): a save sends the languages changed since. */
  stored: ArticleDraft | undefined;
  /** What edits are measured against: the stored draft, or a new article as it started. `draft` is something else exactly when there are unsaved edits. */
  base: ArticleDraft;
  languages: Record<Locale, TranslationState>;
  status: 'editing' | 'saving' | 'saved' | 'invalid' | 'conflict';
  errors: readonly FieldError[];
  /** After a conflict: the article as saved first. */
  theirs: ArticleBody | undefined;
  /** Counts refused saves, so the summary takes focus each time. */
  attempt: number;
}

export type ArticleEditorAction =
  /** A change to the latest draft (a function, so edits from the form and the body editor never undo each other). */
  | { type: 'edit'; change: (draft: ArticleDraft) => ArticleDraft }
  | { type: 'slug'; slug: string }
  | { type: 'saving' }
  | { type: 'answer'; answer: ArticleSaveResponse }
  | { type: 'failed' }
  | { type: 'loadTheirs' };

export function startEditing(body: ArticleBody): ArticleEditorState {
  // One object as draft, stored and base: unsaved edits are told by identity.
  const draft = draftOf(body);
  return { slug: body.slug, newSlug: '', version: body.version, draft, stored: draft, base: draft, languages: body.languages, status: 'editing', errors: [], theirs: undefined, attempt: 0 };
}

/** A new article: no slug, no version, every language missing but the one it is written in. */
export function startNew(draft: ArticleDraft, original: Locale): ArticleEditorState {
  const languages = Object.fromEntries(LOCALES.map((l) => [l, l === original ? 'original' : 'missing'] as const)) as Record<Locale, TranslationState>;
  return { slug: undefined, newSlug: '', version: undefined, draft, stored: undefined, base: draft, languages, status: 'editing', errors: [], theirs: undefined, attempt: 0 };
}

export const hasUnsavedEdits = (state: ArticleEditorState) => state.draft !== state.base;

export function articleEditorReducer(state: ArticleEditorState, action: ArticleEditorAction): ArticleEditorState {
  switch (action.type) {
    case 'edit': {
      const draft = action.change(state.draft);
      return draft === state.draft ? state : { ...state, draft, status: state.status === 'saved' ? 'editing' : state.status };
    }
    case 'slug':
      return { ...state, newSlug: action.slug };
    case 'saving':
      return { ...state, status: 'saving' };
    case 'failed':
      return { ...state, status: 'editing' };
    case 'loadTheirs':
      return state.theirs ? startEditing(state.theirs) : state;
    case 'answer': {
      const answer = action.answer;
      if (answer.kind === 'saved') {
        // The hero is the server's to name (a new article gets one on its first save): without it
        // the editor would offer no upload until reloaded.
        const draft = { ...state.draft, meta: { ...state.draft.meta, hero: answer.hero } };
        return { ...state, slug: answer.slug, version: answer.version, languages: answer.languages, draft, stored: draft, base: draft, status: 'saved', errors: [], theirs: undefined };
      }
      if (answer.kind === 'invalid') return { ...state, status: 'invalid', errors: answer.errors, attempt: state.attempt + 1 };
      // Saving again after a conflict claims their version: ours is written over theirs knowingly.
      return { ...state, status: 'conflict', errors: [], theirs: answer.current, version: answer.current.version };
    }
  }
}

/** The first language and the datasets an error is about, so their fields are on screen for the summary's links. */
export function errorPlaces(errors: readonly FieldError[]): { language: Locale | undefined; datasets: string[] } {
  const segments = errors.map((e) => e.path.split('.'));
  const language = segments.find(([section, l]) => section === 'texts' && isLocale(l))?.[1];
  const datasets = segments.filter(([section, name]) => section === 'data' && name !== undefined).map(([, name]) => name ?? '');
  return { language: isLocale(language) ? language : undefined, datasets };
}
