import type { ContentChange, FactChange } from '../../studio/contract';
import type { SourceHashes } from './snapshot';

/** One side of a comparison: a folder laid out like the site (a snapshot) and its files' hashes by relative path. */
export interface SourceSide {
  dir: string;
  files: Readonly<SourceHashes>;
}

/**
 * How a release's changes are told in the history and the commit message. The studio knows its
 * documents and articles (src/server/services/studio/changes.ts); the publisher, which records
 * them, is handed one with each job, so neither imports the other.
 */
export interface ChangeDescriber {
  /** The facts' changes, from the studio files' texts before and after. */
  facts(before: Record<string, string>, after: Record<string, string>): FactChange[];
  /** The articles' and photos' changes between two snapshots. */
  content(before: SourceSide, after: SourceSide): ContentChange[];
}
