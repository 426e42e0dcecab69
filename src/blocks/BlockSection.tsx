import type { ReactNode } from 'react';
import { blockDomId } from './text';

export interface BlockSectionProps {
  /** The dataset name; the block's DOM id is derived from it. */
  id: string;
  /** Modifier for the block's class: "ranking" → "block block--ranking". */
  kind: string;
  /** The data's title, if any: shown as the block's h2 and naming the section. */
  title: string | undefined;
  children: ReactNode;
  /** Extra attributes for enhancers, e.g. { 'data-gallery': '' }. */
  dataAttributes?: Record<`data-${string}`, string>;
}

/** The frame every block renders in: a named <section> with an h2 when the data has a title, else a <div>. */
export function BlockSection({ id, kind, title, children, dataAttributes }: BlockSectionProps) {
  const className = `block block--${kind}`;
  if (title === undefined) {
    return (
      <div className={className} id={blockDomId(id)} {...dataAttributes}>
        {children}
      </div>
    );
  }
  const headingId = blockDomId(id, 'title');
  return (
    <section className={className} id={blockDomId(id)} aria-labelledby={headingId} {...dataAttributes}>
      <h2 className="block__title" id={headingId}>
        {title}
      </h2>
      {children}
    </section>
  );
}
