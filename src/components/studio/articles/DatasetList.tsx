import { useEffect, useRef, useState } from 'react';
import { useSchemaForm } from '../form-context';
import { ObjectFields } from '../ObjectFields';
import { schemaNode } from '../schema-node';
import type { ArticleT } from './article-t';
import { blockFormSchema, type BlockKind } from './block-insertion';
import { RemoveDatasetDialog } from './RemoveDatasetDialog';

export interface DatasetListProps {
  at: ArticleT;
  blocks: readonly BlockKind[];
  /** The datasets whose form is open. */
  open: ReadonlySet<string>;
  onToggle(name: string): void;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The article's datasets, each edited with part 1's form from its block's own schema (tables as lists of rows), each removable once unused. */
export function DatasetList({ at, blocks, open, onToggle }: DatasetListProps) {
  const { data } = useSchemaForm();
  const [removing, setRemoving] = useState<string | undefined>(undefined);
  const [removed, setRemoved] = useState<{ name: string; count: number } | undefined>(undefined);
  const heading = useRef<HTMLHeadingElement>(null);
  // The removed dataset's button went with it: once the dialog has closed (its effect runs first),
  // focus lands on the section rather than on the page.
  useEffect(() => {
    if (removed !== undefined) heading.current?.focus();
  }, [removed]);
  const datasets = isRecord(data) && isRecord(data['data']) ? Object.entries(data['data']) : [];
  return (
    <section className="studio-panel studio-article-datasets" aria-labelledby="studio-article-datasets-title">
      <h3 id="studio-article-datasets-title" ref={heading} tabIndex={-1}>
        {at('studioArticles.section.data')}
      </h3>
      <p role="status">{removed === undefined ? null : at('studioArticles.data.remove.done', { name: removed.name })}</p>
      {datasets.length === 0 ? <p>{at('studioArticles.data.empty')}</p> : null}
      <ul className="studio-article-datasets__items">
        {datasets.map(([name, value]) => {
          const type = isRecord(value) && typeof value['block'] === 'string' ? value['block'] : '';
          const block = blocks.find((b) => b.type === type);
          const title = at('studioArticles.data.item', { type: block?.label ?? type, name });
          const node = block ? schemaNode(blockFormSchema(block.schema)) : undefined;
          const isOpen = open.has(name);
          return (
            <li key={name} className="studio-article-dataset">
              <p className="studio-article-dataset__title">{title}</p>
              {node?.kind === 'object' ? (
                <>
                  <button type="button" className="btn btn--light" aria-expanded={isOpen} onClick={() => onToggle(name)}>
                    {at(isOpen ? 'studioArticles.data.close' : 'studioArticles.data.edit', { name })}
                  </button>
                  {isOpen ? <ObjectFields node={node} path={['data', name]} legend={title} /> : null}
                </>
              ) : (
                <p className="studio-error">{at('studioArticles.data.unknown', { type })}</p>
              )}
              <button type="button" className="btn btn--light" onClick={() => setRemoving(name)}>
                {at('studioArticles.data.remove', { name })}
              </button>
            </li>
          );
        })}
      </ul>
      <RemoveDatasetDialog
        at={at}
        name={removing}
        onClose={() => setRemoving(undefined)}
        onRemoved={(name) => {
          setRemoving(undefined);
          setRemoved((last) => ({ name, count: (last?.count ?? 0) + 1 }));
        }}
      />
    </section>
  );
}
