import { useState } from 'react';
import type { ArticleT } from './article-t';
import { datasetNameProblem, type BlockKind } from './block-insertion';

export interface BlockPaletteProps {
  at: ArticleT;
  blocks: readonly BlockKind[];
  /** The article's datasets, so a name is not used twice. */
  data: Readonly<Record<string, unknown>>;
  /** The language whose body receives the tag (ids stay unique per panel). */
  idPrefix: string;
  onInsert(block: BlockKind, name: string): void;
}

/** Insert a block at the cursor: pick its type, name its dataset (the slug rule), and the tag and an empty dataset are made. */
export function BlockPalette({ at, blocks, data, idPrefix, onInsert }: BlockPaletteProps) {
  const [type, setType] = useState(blocks[0]?.type ?? '');
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<'invalid' | 'taken' | undefined>(undefined);
  const [inserted, setInserted] = useState('');
  const nameId = `${idPrefix}-block-name`;
  const insert = () => {
    const block = blocks.find((b) => b.type === type);
    const trimmed = name.trim();
    const why = datasetNameProblem(trimmed, data);
    setProblem(why);
    if (!block || why) return;
    onInsert(block, trimmed);
    setName('');
    setInserted(trimmed);
  };
  const described = [`${nameId}-hint`, problem ? `${nameId}-error` : ''].filter(Boolean).join(' ');
  return (
    <details className="studio-article-palette">
      <summary>{at('studioArticles.blocks.title')}</summary>
      <p className="studio-hint">{at('studioArticles.blocks.lead')}</p>
      <div className="studio-field">
        <label htmlFor={`${idPrefix}-block-type`}>{at('studioArticles.blocks.type')}</label>
        <select id={`${idPrefix}-block-type`} value={type} onChange={(e) => setType(e.currentTarget.value)}>
          {blocks.map((b) => (
            <option key={b.type} value={b.type}>
              {b.label}
            </option>
          ))}
        </select>
      </div>
      <div className="studio-field">
        <label htmlFor={nameId}>{at('studioArticles.blocks.name')}</label>
        <input
          id={nameId}
          type="text"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={name}
          aria-invalid={problem ? true : undefined}
          aria-describedby={described}
          onChange={(e) => setName(e.currentTarget.value)}
          onKeyDown={(e) => {
            // Enter inserts the block here instead of saving the article.
            if (e.key !== 'Enter') return;
            e.preventDefault();
            insert();
          }}
        />
        <p className="studio-hint" id={`${nameId}-hint`}>
          {at('studioArticles.blocks.nameHint')}
        </p>
        {problem ? (
          <p className="studio-error" id={`${nameId}-error`}>
            {problem === 'taken' ? at('studioArticles.blocks.nameTaken', { name: name.trim() }) : at('studioArticles.blocks.nameInvalid')}
          </p>
        ) : null}
      </div>
      <button type="button" className="btn btn--light" onClick={insert}>
        {at('studioArticles.blocks.insert')}
      </button>
      <p role="status" className="studio-saved">
        {inserted ? at('studioArticles.blocks.inserted', { name: inserted }) : ''}
      </p>
    </details>
  );
}
