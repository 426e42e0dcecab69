import type { ReactNode } from 'react';

export interface TableScrollProps {
  /** The table's caption, naming the scrollable region for screen readers. */
  label: string;
  /** The visible "scroll sideways" line, shown (blocks.css) only while the table is wider than its frame. */
  hint: string;
  children: ReactNode;
}

/**
 * A wide table's frame: on phones the table scrolls sideways inside it instead of widening the
 * page, under a line that says so. Focusable so keyboard users can scroll it too (WCAG 2.1.1).
 * The hint is inside the frame because CSS can only ask the frame itself whether it scrolls; it
 * is hidden from screen readers, which move through the table cell by cell anyway.
 */
export function TableScroll({ label, hint, children }: TableScrollProps) {
  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      <p className="table-scroll__hint" aria-hidden="true" data-pagefind-ignore="all">
        {hint}
      </p>
      {children}
    </div>
  );
}
