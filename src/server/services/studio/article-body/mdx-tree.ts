import { satteriHeadingIdsPlugin } from '@astrojs/markdown-satteri';
import { mdxToJs, type HastPluginDefinition, type HastNode } from 'satteri';
import { MARKDOWN_PROCESSOR_OPTIONS } from '../../../../markdown/processor-options.ts';

/** One node of a body's HTML tree, copied out of Sätteri's (which is valid only during its pass). */
export interface BodyNode {
  type: string;
  /** 1-based; 0 when the parser gave none. */
  line: number;
  /** Elements. */
  tagName?: string;
  properties?: Record<string, unknown>;
  /** Text. */
  value?: string;
  /** MDX JSX elements: the tag's name and attributes as the parser gives them. */
  name?: string | null;
  attributes?: { type: string; name?: string; value?: unknown }[];
  children: BodyNode[];
}

export type ParsedBody = { kind: 'tree'; root: BodyNode } | { kind: 'syntax'; line: number; column: number; detail: string };

type Readable = HastNode & { children?: Readable[]; tagName?: string; properties?: Record<string, unknown>; value?: unknown; name?: string | null; attributes?: unknown[] };

/** The tree as plain objects, read during the pass; a stack of our own, as a body nests as deep as it is long. */
function copyTree(root: Readable): BodyNode {
  const out: BodyNode = { type: 'root', line: 1, children: [] };
  const stack: [Readable, BodyNode][] = [[root, out]];
  while (stack.length > 0) {
    const [from, to] = stack.pop()!;
    for (const child of from.children ?? []) {
      const node: BodyNode = { type: child.type, line: child.position?.start.line ?? 0, children: [] };
      if (child.tagName !== undefined) node.tagName = child.tagName;
      if (child.properties !== undefined) node.properties = { ...child.properties };
      if (typeof child.value === 'string') node.value = child.value;
      if (child.name !== undefined) node.name = child.name;
      if (Array.isArray(child.attributes)) node.attributes = child.attributes.map((a) => ({ ...(a as object) }) as { type: string; name?: string; value?: unknown });
      to.children.push(node);
      if ((child.children?.length ?? 0) > 0) stack.push([child, node]);
    }
  }
  return out;
}

/** The parser's "3:7: Unexpected …" as its line, column and words. */
function syntaxError(error: unknown): ParsedBody {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 400);
  const colon = message.indexOf(': ');
  const [line, column] = (colon > 0 ? message.slice(0, colon) : '').split(':').map(Number);
  return Number.isInteger(line) && Number.isInteger(column)
    ? { kind: 'syntax', line: line!, column: column!, detail: message.slice(colon + 2) }
    : { kind: 'syntax', line: 1, column: 1, detail: message };
}

/**
 * A body's HTML tree as the build makes it: Sätteri's MDX parser with the options astro.config.mjs
 * gives it (our quote rule, its dashes and ellipses), GFM as Astro turns it on, and Astro's own
 * heading ids. The compiled JavaScript is thrown away, never run: only the tree is kept. Call
 * it on a body nestingProblem (src/markdown/nesting-guard.ts) has passed.
 */
export function parseBody(body: string): ParsedBody {
  let root: BodyNode | undefined;
  const capture: HastPluginDefinition = {
    name: 'studio-body-capture',
    // Without it the parser skips positions, and a problem could not name its line.
    options: { position: true },
    after: (tree) => {
      root = copyTree(tree as Readable);
    },
  };
  try {
    mdxToJs(body, {
      mdastPlugins: MARKDOWN_PROCESSOR_OPTIONS.mdastPlugins,
      hastPlugins: [satteriHeadingIdsPlugin(), capture],
      features: { ...MARKDOWN_PROCESSOR_OPTIONS.features, gfm: true, frontmatter: false },
    });
  } catch (error) {
    return syntaxError(error);
  }
  return root ? { kind: 'tree', root } : { kind: 'syntax', line: 1, column: 1, detail: 'no tree' };
}
