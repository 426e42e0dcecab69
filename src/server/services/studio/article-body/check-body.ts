import { BLOCK_NAMES, datasetMismatch, isBlockName } from '../../../../blocks/block-tags';
import { ARTICLE_IMAGE_EXTENSIONS, ownPhotoOf } from '../../../../blocks/photo-names';
import type { ArticleData } from '../../../../blocks/schemas';
import { typedOwnPriceLine } from '../../../../blog/our-prices-rule';
import type { Translate, UIKey } from '../../../../i18n/t';
import { nestingProblem } from '../../../../markdown/nesting-guard';
import { sizeProblem } from '../../../../markdown/size-guard';
import type { FieldError } from '../../../../studio/contract';
import type { BodyNode } from './mdx-tree';
import { parseOffThread, PARSE_TIME_LIMIT_MS } from './parse-thread';

/** Something in a body the build would refuse or run as code, at its line, in dictionary words (studioApi.body.*). */
export interface BodyProblem {
  line: number;
  key: UIKey;
  vars: Record<string, string | number>;
}

/** A body's check: its problems, and its tree when it parsed (the preview renders it). */
export interface BodyCheck {
  problems: BodyProblem[];
  root: BodyNode | undefined;
}

const CODE = new Set(['mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression']);
const JSX = new Set(['mdxJsxFlowElement', 'mdxJsxTextElement']);

const PHOTO_TYPES = ARTICLE_IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(', ');

/** What a problem shows of a source the writer typed: enough to find it, never a whole hostile string. */
const shown = (value: string) => (value.length > 60 ? `${value.slice(0, 60)}…` : value);

/**
 * An image that is not one of the article's own photos by its plain name. Astro imports every
 * relative image of a body, so `![x](./data.yaml)` or `![x](./hero.jpg?raw)` would make the build
 * read that file as code; a remote one would make every visitor's browser call another site.
 */
function imageProblem(node: BodyNode, photos: ReadonlySet<string>): Omit<BodyProblem, 'line'> | undefined {
  const src = node.properties?.['src'];
  const name = typeof src === 'string' ? ownPhotoOf(src) : undefined;
  if (name !== undefined && photos.has(name)) return undefined;
  const files = [...photos].sort().join(', ') || '—';
  return { key: 'studioApi.body.image', vars: { src: shown(typeof src === 'string' ? src : ''), files, types: PHOTO_TYPES } };
}

/** What is wrong with one node, if anything. */
function nodeProblem(node: BodyNode, data: ArticleData, photos: ReadonlySet<string>): Omit<BodyProblem, 'line'> | undefined {
  if (CODE.has(node.type)) return { key: 'studioApi.body.code', vars: {} };
  if (node.type === 'element' && node.tagName === 'img') return imageProblem(node, photos);
  if (!JSX.has(node.type)) return undefined;
  const name = node.name ?? '';
  if (!isBlockName(name)) return { key: 'studioApi.body.element', vars: { name: name || '<>', names: BLOCK_NAMES.join(', ') } };
  const attributes = node.attributes ?? [];
  const id = attributes[0]?.value;
  const plain = attributes.length === 1 && attributes[0]?.type === 'mdxJsxAttribute' && attributes[0].name === 'id' && typeof id === 'string';
  if (!plain || node.children.length > 0) return { key: 'studioApi.body.blockShape', vars: { name } };
  if (node.type === 'mdxJsxTextElement') return { key: 'studioApi.body.blockInline', vars: { name } };
  const mismatch = datasetMismatch(name, id, data);
  return mismatch ? { key: 'studioApi.body.dataset', vars: { name, id, type: mismatch.type } } : undefined;
}

/** The first problem of each line of a parsed tree, depth-first with a stack of our own (a hostile body nests as deep as it is long). */
function treeProblems(root: BodyNode, data: ArticleData, photos: ReadonlySet<string>): BodyProblem[] {
  const problems: BodyProblem[] = [];
  const lines = new Set<number>();
  const stack = [...root.children].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    const problem = nodeProblem(node, data, photos);
    const line = node.line || 1;
    if (problem && !lines.has(line)) {
      lines.add(line);
      problems.push({ line, ...problem });
    }
    for (let i = node.children.length - 1; i >= 0; i -= 1) stack.push(node.children[i]!);
  }
  return problems;
}

/**
 * The one check of an article body, for the save and the preview alike: what keeps it from being
 * built as the writer meant it, first problem per line, in line order.
 * - a body longer, or with more character references, than the parser reads in well under a
 *   second (src/markdown/size-guard.ts: its time grows with their square), measured before it runs;
 * - nesting deeper than the parser survives, measured before it runs (src/markdown/nesting-guard.ts:
 *   Sätteri kills the process on a body nested thousands deep);
 * - MDX the parser refuses (parsed as the build parses it, ./mdx-tree.ts, on a thread of its own
 *   within `timeLimitMs`, ./parse-thread.ts: past it, the body is refused as too slow to check);
 * - code (import/export, {expressions}), which would run inside the build;
 * - any element but a block tag `<Name id="dataset" />` on a line of its own, whose dataset must be
 *   in `data` with the block's type (the page's own check, src/blocks/block-tags.ts);
 * - a price of ours typed as text (src/blog/our-prices-rule.ts, the build's rule);
 * - an image that is not one of `photos`, the article folder's own, by its plain name
 *   (src/blocks/photo-names.ts): the build imports every relative image.
 * `data` may be a request's unchecked datasets: only each dataset's `block` is read.
 */
export async function checkBody(body: string, data: ArticleData, photos: ReadonlySet<string>, { timeLimitMs = PARSE_TIME_LIMIT_MS } = {}): Promise<BodyCheck> {
  const size = sizeProblem(body);
  if (size?.kind === 'long') return { problems: [{ line: 1, key: 'studioApi.body.tooLong', vars: { length: body.length, max: size.max } }], root: undefined };
  if (size) return { problems: [{ line: size.line, key: 'studioApi.body.tooManyReferences', vars: { max: size.max } }], root: undefined };
  const deep = nestingProblem(body);
  if (deep) return { problems: [{ line: deep.line, key: 'studioApi.body.tooDeep', vars: { line: deep.line, max: deep.max } }], root: undefined };
  const parsed = await parseOffThread(body, timeLimitMs);
  if (parsed.kind === 'slow') return { problems: [{ line: 1, key: 'studioApi.body.tooSlow', vars: { seconds: String(timeLimitMs / 1000) } }], root: undefined };
  if (parsed.kind === 'syntax') {
    const { line, column, detail } = parsed;
    return { problems: [{ line, key: 'studioApi.body.syntax', vars: { line, column, detail } }], root: undefined };
  }
  const problems = treeProblems(parsed.root, data, photos);
  const priceLine = typedOwnPriceLine(body);
  if (priceLine !== undefined && !problems.some((p) => p.line === priceLine)) problems.push({ line: priceLine, key: 'studioApi.body.ownPrice', vars: {} });
  return { problems: problems.sort((a, b) => a.line - b.line), root: parsed.root };
}

/** A body's problems as field errors at `path` ("texts.vi.body"), in the words of `t`. */
export function bodyErrors(problems: readonly BodyProblem[], path: string, t: Translate): FieldError[] {
  return problems.map((problem) => ({ path, message: t(problem.key, { line: problem.line, ...problem.vars }) }));
}
