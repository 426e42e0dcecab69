/**
 * The document editor's state as one reducer: what is loaded, what the owner typed, and what the
 * last save answered. Pure, so its transitions are tested without a browser.
 */
import type { DocumentBody, FieldError, SaveResponse } from '../../studio/contract';

export interface EditorState {
  doc: DocumentBody;
  /** The owner's values. */
  data: unknown;
  /** The values as last loaded or saved: `data` is something else exactly when there are unsaved edits. */
  stored: unknown;
  /** The version the next save claims to start from. */
  version: string;
  status: 'editing' | 'saving' | 'saved' | 'invalid' | 'conflict';
  errors: readonly FieldError[];
  /** After a conflict: the document as saved first. */
  theirs: DocumentBody | undefined;
  /** Counts refused saves, so the summary takes focus each time. */
  attempt: number;
}

export type EditorAction =
  | { type: 'edit'; data: unknown }
  | { type: 'saving' }
  | { type: 'answer'; answer: SaveResponse }
  | { type: 'failed' }
  | { type: 'loadTheirs' };

export const startEditing = (doc: DocumentBody): EditorState => ({ doc, data: doc.data, stored: doc.data, version: doc.version, status: 'editing', errors: [], theirs: undefined, attempt: 0 });

/** Edits not saved yet (every edit makes a new value, so identity tells). */
export const hasUnsavedEdits = (state: EditorState) => state.data !== state.stored;

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'edit':
      return { ...state, data: action.data, status: state.status === 'saved' ? 'editing' : state.status };
    case 'saving':
      return { ...state, status: 'saving' };
    case 'failed':
      return { ...state, status: 'editing' };
    case 'loadTheirs':
      return state.theirs ? startEditing(state.theirs) : state;
    case 'answer': {
      const answer = action.answer;
      if (answer.kind === 'saved') return { ...state, stored: state.data, version: answer.version, status: 'saved', errors: [], theirs: undefined };
      if (answer.kind === 'invalid') return { ...state, status: 'invalid', errors: answer.errors, attempt: state.attempt + 1 };
      // Saving again after a conflict claims their version: ours is written over theirs knowingly.
      return { ...state, status: 'conflict', errors: [], theirs: answer.current, version: answer.current.version };
    }
  }
}
