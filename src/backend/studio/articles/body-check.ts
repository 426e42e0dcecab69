import { mdxToMdast, type MdastNode } from 'satteri';
import { BLOCK_NAMES, datasetMismatch, isBlockName } from '../../../blocks/block-tags';
import type { ArticleData } from '../../../blocks/schemas';
import { typedOwnPriceLine } from '../../../blog/our-prices-rule';
import { nestingProblem } from '../../../markdown/nesting-guard';
import { MARKDOWN_PROCESSOR_OPTIONS } from '../../../markdown/processor-options';
import type { UIKey } from '../../../i18n/t';

/** A problem with a body, at a line, in words the dictionary holds (studioApi.body.*). */
export interface BodyProblem {
  line: number;
  key: UIKey;
  vars: Record<string, string | number>;
}

interface Positioned {
  type: string;
  name?: string | null;
  attributes?: { type: string; name?: string; value?: unknown }[];
  children?: Positioned[];
  position?: { start: { line: number } };
}

/** The parser's message "3:7: Unexpected …" as its line and words. */
function syntaxProblem(error: unknown): BodyProblem {
  const message = error instanceof Error ? error.message : String(error);
  const match = /^(\d+):(\d+): ([\s\S]*)$/.exec(message.slice(0, 500));
  return match
    ? { line: Number(match[1]), key: 'studioApi.body.syntax', vars: { line: Number(match[1]), column: Number(match[2]), detail: match[3] ?? '' } }
    : { line: 1, key: 'studioApi.body.syntax', vars: { line: 1, column: 1, detail: message.slice(0, 300) } };
}

/** What is wrong with one element of the tree, if anything. */
function nodeProblem(node: Positioned, data: ArticleData): Omit<BodyProblem, 'line'> | undefined {
  if (node.type === 'mdxjsEsm' || node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
    return { key: 'studioApi.body.code', vars: {} };
  }
  if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return undefined;
  const name = node.name ?? '';
  if (!isBlockName(name)) return { key: 'studioApi.body.element', vars: { name: name || '<>', names: BLOCK_NAMES.join(', ') } };
  const attributes = node.attributes ?? [];
  const id = attributes[0]?.value;
  const plain = attributes.length === 1 && attributes[0]?.type === 'mdxJsxAttribute' && attributes[0].name === 'id' && typeof id === 'string';
  if (!plain || (node.children ?? []).length > 0) return { key: 'studioApi.body.blockShape', vars: { name } };
  if (node.type === 'mdxJsxTextElement') return { key: 'studioApi.body.blockInline', vars: { name } };
  const mismatch = datasetMismatch(name, id, data);
  return mismatch ? { key: 'studioApi.body.dataset', vars: { name, id, type: mismatch.type } } : undefined;
}

/**
 * What keeps a language's body from being built as the writer meant it, first problem per line:
 * MDX the parser refuses; code (import/export, {expressions}), which would run inside the build;
 * any element but a block tag `<Name id="dataset" />` on a line of its own, whose dataset must be
 * in `data` with the block's type (the page's own check, src/blocks/block-tags.ts); and a price of
 * ours typed as text (src/blog/our-prices-rule.ts). The body is parsed as the build parses it.
 */
export function bodyProblems(body: string, data: ArticleData): BodyProblem[] {
  // Measured before the parser sees it: Sätteri kills the process on a body nested thousands deep.
  const deep = nestingProblem(body);
  if (deep) return [{ line: deep.line, key: 'previewApi.body.tooDeep', vars: { line: deep.line, max: deep.max } }];
  let tree: MdastNode;
  try {
    tree = mdxToMdast(body, { features: { ...MARKDOWN_PROCESSOR_OPTIONS.features, frontmatter: false } });
  } catch (error) {
    return [syntaxProblem(error)];
  }
  const problems: BodyProblem[] = [];
  const seen = new Set<number>();
  // Depth-first with a stack of our own: a hostile body nests as deep as its length.
  const stack: Positioned[] = [tree as unknown as Positioned];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const problem = nodeProblem(node, data);
    const line = node.position?.start.line ?? 1;
    if (problem && !seen.has(line)) {
      seen.add(line);
      problems.push({ line, ...problem });
    }
    const children = node.children ?? [];
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  const priceLine = typedOwnPriceLine(body);
  if (priceLine !== undefined && !seen.has(priceLine)) problems.push({ line: priceLine, key: 'studioApi.body.ownPrice', vars: {} });
  return problems.sort((a, b) => a.line - b.line);
}
