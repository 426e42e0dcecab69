// Sätteri parses nesting by recursion in native code: a body of 20 KB nesting quotes, lists, JSX
// tags or an expression's brackets ten thousand deep overflows its stack, and the process dies
// with SIGSEGV (no exception to catch); a few thousand deep already takes seconds (list and quote
// depth cost quadratic time). Measured with satteri 0.10.5. A body from a request is therefore
// measured first, in one pass, and refused when it nests deeper than any article would.

/** Quotes, list items and indentation at the start of one line: an article uses three or four. */
export const MAX_LINE_DEPTH = 32;
/** Open brackets ( [ { at once, anywhere: an expression or a link nests a handful. */
export const MAX_BRACKET_DEPTH = 64;
/** Open JSX-like tags at once: a block tag closes itself. */
export const MAX_TAG_DEPTH = 64;

export interface NestingProblem {
  /** 1-based. */
  line: number;
  max: number;
}

const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
const isLetter = (c: string | undefined) => c !== undefined && ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'));
const isBlank = (c: string | undefined) => c === ' ' || c === '\t';

/**
 * How deep the start of the line at `start` nests: each quote marker ">" and list marker ("-",
 * "*", "+", "1." or "1)" followed by a space) is a level, and so is every second column of
 * indentation besides the one space after a marker (a nested list is indented two more). Reads
 * at most the line's prefix.
 */
function lineDepth(text: string, start: number): { depth: number; end: number } {
  let depth = 0;
  let columns = 0;
  let i = start;
  for (;;) {
    const c = text[i];
    if (c === ' ') {
      columns += 1;
      i += 1;
    } else if (c === '\t') {
      columns += 4 - (columns % 4);
      i += 1;
    } else if (c === '>') {
      depth += 1;
      i += isBlank(text[i + 1]) ? 2 : 1;
    } else if ((c === '-' || c === '*' || c === '+') && (isBlank(text[i + 1]) || text[i + 1] === '\n' || i + 1 === text.length)) {
      depth += 1;
      i += isBlank(text[i + 1]) ? 2 : 1;
    } else if (isDigit(c)) {
      let j = i;
      while (j - i < 9 && isDigit(text[j])) j += 1;
      if ((text[j] === '.' || text[j] === ')') && isBlank(text[j + 1])) {
        depth += 1;
        i = j + 2;
      } else break;
    } else break;
  }
  return { depth: depth + Math.floor(columns / 2), end: i };
}

/**
 * The first place `text` (Markdown or MDX) nests deeper than the parser can safely take, or
 * undefined. Linear: every character is looked at once or twice, no regular expression.
 * Brackets and tags are counted without regard to code spans or quoting, so a stray opener in
 * prose counts too; the limits leave room for far more than any article has.
 */
export function nestingProblem(text: string): NestingProblem | undefined {
  let line = 1;
  let brackets = 0;
  let tags = 0;
  let i = 0;
  while (i < text.length) {
    const { depth, end } = lineDepth(text, i);
    if (depth > MAX_LINE_DEPTH) return { line, max: MAX_LINE_DEPTH };
    for (i = end; i < text.length && text[i] !== '\n'; i += 1) {
      const c = text[i];
      if (c === '(' || c === '[' || c === '{') brackets += 1;
      else if ((c === ')' || c === ']' || c === '}') && brackets > 0) brackets -= 1;
      else if (c === '<' && (isLetter(text[i + 1]) || text[i + 1] === '>')) tags += 1;
      else if (((c === '<' && text[i + 1] === '/') || (c === '/' && text[i + 1] === '>')) && tags > 0) tags -= 1;
      if (brackets > MAX_BRACKET_DEPTH) return { line, max: MAX_BRACKET_DEPTH };
      if (tags > MAX_TAG_DEPTH) return { line, max: MAX_TAG_DEPTH };
    }
    i += 1;
    line += 1;
  }
  return undefined;
}
