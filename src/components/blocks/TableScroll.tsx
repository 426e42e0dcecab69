import type { ReactNode } from 'react';

export interface TableScrollProps {
  /** The table's caption, naming the scrollable region for screen readers. */
  label: string;
  children: ReactNode;
}

/**
 * A wide table's frame: on phones the table scrolls sideways inside it instead of widening the
 * page. Focusable so keyboard users can scroll it too (WCAG 2.1.1).
 */
export function TableScroll({ label, children }: TableScrollProps) {
  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
