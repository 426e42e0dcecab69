// A failed build's output turned into what the owner can act on: which kind of problem it is (a
// key into the publish dictionary) and the few lines that name it, without the stack traces.
import { stripVTControlCharacters } from 'node:util';
/** What went wrong, as a key of publish.error.* (the owner's words for it). */
export const FAILURE_KINDS = ['data', 'links', 'disk', 'killed', 'build'] as const;
export type FailureKind = (typeof FAILURE_KINDS)[number];

export interface BuildFailure {
  kind: FailureKind;
  /** The lines that say what to fix, at most MAX_LINES. */
  detail: string[];
}

const MAX_LINES = 20;

/**
 * @param lines the build's output, in order
 * @param signal set when the build was killed rather than failing on its own
 */
export function explainBuildFailure(lines: readonly string[], signal: string | null): BuildFailure {
  const plain = lines.map((l) => stripVTControlCharacters(l).trimEnd());
  if (signal) return { kind: 'killed', detail: [`the build was stopped (${signal})`] };
  if (plain.some((l) => /ENOSPC|no space left on device/i.test(l))) {
    return { kind: 'disk', detail: plain.filter((l) => /ENOSPC|no space/i.test(l)).slice(0, MAX_LINES) };
  }
  const links = plain.findIndex((l) => l.includes('Broken internal links'));
  if (links !== -1) return { kind: 'links', detail: following(plain, links) };
  const data = plain.findIndex((l) => /Invalid (data|YAML) in |Invalid price catalogue/.test(l));
  if (data !== -1) return { kind: 'data', detail: following(plain, data) };
  // Otherwise the error lines, or the last lines the build wrote.
  const errors = plain.filter((l) => /error/i.test(l) && !/^\s+at /.test(l));
  return { kind: 'build', detail: (errors.length > 0 ? errors : plain.filter(Boolean)).slice(-MAX_LINES) };
}

/** The line at `from` and the indented lines under it (one per broken link or bad field). */
function following(lines: string[], from: number) {
  const out = [lines[from]?.trim() ?? ''];
  for (const line of lines.slice(from + 1)) {
    if (!/^\s+\S/.test(line) || /^\s+at /.test(line) || /Location:|Stack trace:/.test(line)) break;
    out.push(line.trim());
    if (out.length >= MAX_LINES) break;
  }
  return out;
}
