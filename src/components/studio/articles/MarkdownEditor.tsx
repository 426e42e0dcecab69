/**
 * The body's code editor: CodeMirror 6 with Markdown. This module (and CodeMirror with it) is
 * loaded by BodyEditor on demand, so only the articles studio ever downloads it.
 */
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { markdown } from '@codemirror/lang-markdown';
import { defaultHighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { Compartment, EditorState } from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';
import { useEffect, useRef, type RefObject } from 'react';
import { textChange } from './text-change';

export interface MarkdownEditorProps {
  /** The id of the editable area (the field's id, so the error summary can focus it). */
  id: string;
  value: string;
  onChange(value: string): void;
  labelledBy: string;
  describedBy: string | undefined;
  invalid: boolean;
  /** The text's language (BCP 47). */
  lang: string;
  /** Where Escape sends the focus: the element after the editor. */
  escapeTo: RefObject<HTMLElement | null>;
  /** Set to a function telling the cursor's offset in the text, for inserting a block there. */
  cursor: RefObject<(() => number) | undefined>;
}

type Attributes = Pick<MarkdownEditorProps, 'id' | 'labelledBy' | 'describedBy' | 'invalid' | 'lang'>;

const contentAttributes = ({ id, labelledBy, describedBy, invalid, lang }: Attributes) =>
  EditorView.contentAttributes.of({
    id,
    lang,
    'aria-labelledby': labelledBy,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
  });

export function MarkdownEditor({ id, value, onChange, labelledBy, describedBy, invalid, lang, escapeTo, cursor }: MarkdownEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | undefined>(undefined);
  const attributes = useRef(new Compartment());
  const changed = useRef(onChange);
  changed.current = onChange;
  // A change the editor makes from `value` (not the writer's typing) is not reported back.
  const applying = useRef(false);

  useEffect(() => {
    if (!host.current) return;
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          history(),
          // Tab is not bound, so it leaves the editor as it leaves any field; Escape does too.
          keymap.of([
            {
              key: 'Escape',
              run: () => {
                escapeTo.current?.focus();
                return true;
              },
            },
            ...defaultKeymap,
            ...historyKeymap,
          ]),
          markdown(),
          syntaxHighlighting(defaultHighlightStyle),
          EditorView.lineWrapping,
          attributes.current.of(contentAttributes({ id, labelledBy, describedBy, invalid, lang })),
          EditorView.updateListener.of((update) => {
            if (update.docChanged && !applying.current) changed.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    cursor.current = () => editor.state.selection.main.head;
    return () => {
      cursor.current = undefined;
      view.current = undefined;
      editor.destroy();
    };
    // The view is made once; later values and attributes reach it through the effects below.
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    const change = textChange(editor.state.doc.toString(), value);
    if (!change) return;
    const head = editor.state.selection.main.head;
    applying.current = true;
    try {
      // Text inserted where the cursor stands (a block) puts the cursor after it.
      const after = change.from === head && change.to === head ? { selection: { anchor: head + change.insert.length } } : {};
      editor.dispatch({ changes: change, ...after });
    } finally {
      applying.current = false;
    }
  }, [value]);

  useEffect(() => {
    view.current?.dispatch({ effects: attributes.current.reconfigure(contentAttributes({ id, labelledBy, describedBy, invalid, lang })) });
  }, [id, labelledBy, describedBy, invalid, lang]);

  return <div ref={host} className="studio-article-body__editor" />;
}
