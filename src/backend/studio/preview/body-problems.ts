import { BLOCK_NAMES, datasetMismatch, isBlockName } from '../../../blocks/block-tags';
import type { ArticleData } from '../../../blocks/schemas';
import type { UIKey } from '../../../i18n/t';
import type { PreviewNode } from './mdx-tree';

/** Something in a body the build would refuse or run as code, at its line, in dictionary words. */
export interface BodyProblem {
  line: number;
  key: UIKey;
  vars: Record<string, string | number>;
}

const CODE = new Set(['mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression']);
const JSX = new Set(['mdxJsxFlowElement', 'mdxJsxTextElement']);

/** What is wrong with one node, if anything. */
function nodeProblem(node: PreviewNode, data: ArticleData): Omit<BodyProblem, 'line'> | undefined {
  if (CODE.has(node.type)) return { key: 'previewApi.body.code', vars: {} };
  if (!JSX.has(node.type)) return undefined;
  const name = node.name ?? '';
  if (!isBlockName(name)) return { key: 'previewApi.body.element', vars: { name: name || '<>', names: BLOCK_NAMES.join(', ') } };
  const attributes = node.attributes ?? [];
  const id = attributes[0]?.value;
  const plain = attributes.length === 1 && attributes[0]?.type === 'mdxJsxAttribute' && attributes[0].name === 'id' && typeof id === 'string';
  if (!plain || node.children.length > 0) return { key: 'previewApi.body.blockShape', vars: { name } };
  if (node.type === 'mdxJsxTextElement') return { key: 'previewApi.body.blockInline', vars: { name } };
  const mismatch = datasetMismatch(name, id, data);
  return mismatch ? { key: 'previewApi.body.dataset', vars: { name, id, type: mismatch.type } } : undefined;
}

/**
 * What keeps a body from rendering as the build would render it, one problem per line at most:
 * code (import/export, {expressions}), which would run inside the build; any tag but a block tag
 * `<Name id="dataset" />` on a line of its own; and a block whose dataset `data` lacks or holds
 * as another type (the article page's own check, src/blocks/block-tags.ts).
 */
export function bodyProblems(root: PreviewNode, data: ArticleData): BodyProblem[] {
  const problems: BodyProblem[] = [];
  const lines = new Set<number>();
  const stack = [...root.children].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    const problem = nodeProblem(node, data);
    if (problem && !lines.has(node.line)) {
      lines.add(node.line);
      problems.push({ line: node.line, ...problem });
    }
    for (let i = node.children.length - 1; i >= 0; i -= 1) stack.push(node.children[i]!);
  }
  return problems.sort((a, b) => a.line - b.line);
}
