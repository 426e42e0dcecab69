import type { MdastNode, MdastPluginDefinition, MdastVisitorContext, SmartPunctuationOptions } from 'satteri';

/**
 * Sätteri's own smart punctuation, minus quotes: dashes and ellipses stay with it, quotes are ours.
 * Its quote rule looks at the next character and knows only ASCII letters, so Korean text came
 * out wrong: `공간 '다솜 라운지'에서` gave `’다솜` (an opening quote turned closing) and
 * `"샤워는 어떻게 하나요?"입니다` gave `?“입니다` (a closing quote turned opening).
 */
export const SMART_PUNCTUATION = { quotes: false } as const satisfies SmartPunctuationOptions;

const CURLY = {
  '"': { open: '\u201C', close: '\u201D' },
  "'": { open: '\u2018', close: '\u2019' },
} as const;

/**
 * After one of these a straight quote opens: whitespace, an opening bracket (Ps), a dash (Pd)
 * or an opening quote (Pi: “ ‘ « …). Everything else (letters of any script, digits, closing
 * punctuation such as `) ? ! .`) closes it, which also makes an apostrophe between letters ’.
 */
const OPENS_AFTER = /^[\s\p{Ps}\p{Pd}\p{Pi}]$/u;

/** Stands for inline content we do not rewrite but that reads as part of a word (code, an image…). */
const WORD_LIKE = 'x';

/**
 * Curls the straight quotes of one block's text, fed in reading order across its inline nodes.
 * It remembers the last character written, so a quote just before `**bold**` or right after a
 * link sees its real neighbour. Each character is looked at once: linear in the block's length.
 */
export class QuoteCurler {
  /** The last character written in this block; empty at the start of the block. */
  #previous = '';

  /** Returns `text` with each straight quote replaced by the curly quote its context calls for. */
  curl(text: string): string {
    let out = '';
    for (const char of text) {
      const quote = char === '"' || char === "'" ? CURLY[char] : undefined;
      const written = quote ? (this.#opensHere() ? quote.open : quote.close) : char;
      out += written;
      this.#previous = written;
    }
    return out;
  }

  /** Records content that is not rewritten but counts as the preceding character (e.g. code). */
  pass(context: string): void {
    if (context !== '') this.#previous = context.slice(-1);
  }

  #opensHere(): boolean {
    return this.#previous === '' || OPENS_AFTER.test(this.#previous);
  }
}

/** Inline nodes whose own text is left alone but which sit in the sentence like a word. */
const OPAQUE_WORDS = new Set(['inlineCode', 'inlineMath', 'mdxTextExpression', 'image', 'imageReference', 'footnoteReference']);

/**
 * Walks one block's inline nodes in reading order and rewrites the text nodes whose quotes change.
 * Raw HTML is skipped without touching the context (`<b>it</b>'s` still sees "t"), a hard break
 * counts as whitespace, and JSX attribute values are never visited: only `text` nodes are written.
 */
function curlInline(children: readonly MdastNode[], curler: QuoteCurler, ctx: MdastVisitorContext): void {
  for (const child of children) {
    if (child.type === 'text') {
      const curled = curler.curl(child.value);
      if (curled !== child.value) ctx.setProperty(child, 'value', curled);
    } else if (child.type === 'break') {
      curler.pass('\n');
    } else if (OPAQUE_WORDS.has(child.type)) {
      curler.pass(WORD_LIKE);
    } else if (child.type !== 'html' && 'children' in child) {
      curlInline(child.children as readonly MdastNode[], curler, ctx);
    }
  }
}

/** Each block that holds text starts a fresh context. */
function curlBlock(node: Readonly<{ children: readonly MdastNode[] }>, ctx: MdastVisitorContext): void {
  curlInline(node.children, new QuoteCurler(), ctx);
}

/**
 * The Sätteri mdast plugin (Markdown and MDX): typographic quotes decided by Unicode-aware
 * context. Paragraphs, headings and table cells are the blocks that hold inline text; a
 * paragraph inside a list item, quote or JSX element is visited as a block of its own.
 */
export const typographicQuotes = {
  name: 'typographic-quotes',
  paragraph: curlBlock,
  heading: curlBlock,
  tableCell: curlBlock,
} satisfies MdastPluginDefinition;
