import type { ReactNode } from 'react';
import type { StudioT } from './studio-t';

export interface PendingGroupProps {
  t: StudioT;
  /** The group's heading: a document's title, «an article», a gallery, the poster. */
  heading: string;
  /** What the Discard button names (the title without the kind's word). */
  title: string;
  /** The changes in the history's words. */
  lines: readonly string[];
  /** Under the lines: which pages a fact shows on. */
  note?: ReactNode;
  busy: boolean;
  onDiscard(): void;
}

/** One document's, article's or gallery's pending changes and its Discard button (issue 40). */
export function PendingGroup({ t, heading, title, lines, note, busy, onDiscard }: PendingGroupProps) {
  return (
    <li className="studio-pending__document">
      <h3>{heading}</h3>
      <ul className="studio-changes">
        {lines.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
      {note}
      {/* aria-disabled rather than disabled while a discard runs: a disabled button drops the keyboard focus. */}
      <button type="button" className="btn btn--light studio-pending__discard" aria-disabled={busy} onClick={() => !busy && onDiscard()}>
        {t('studio.pending.discard', { title })}
      </button>
    </li>
  );
}
