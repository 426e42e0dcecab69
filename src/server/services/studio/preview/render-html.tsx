import { renderToStaticMarkup } from 'react-dom/server';
import { imageFilesIn } from '../../../../blocks/article-blocks';
import { isBlockName } from '../../../../blocks/block-tags';
import { createBlockComponents, type ResolvedImage } from '../../../../blocks/registry';
import type { ArticleData } from '../../../../blocks/schemas';
import type { Locale } from '../../../../i18n/locales';
import { createT } from '../../../../i18n/t';
import type { BodyNode } from '../article-body/mdx-tree';
import { placeholderImage } from './placeholder-image';

// A .tsx file so it may render the blocks' components (src/README.md: logic in .ts never imports
// UI); the checks that decide whether a body renders at all are in ./check.ts.

/** Elements without an end tag. */
const VOID = new Set(['area', 'br', 'col', 'embed', 'hr', 'img', 'input', 'source', 'track', 'wbr']);
/** A tag or attribute name we write: lowercase letters, digits and dashes only. */
const NAME = /^[a-z][a-z0-9-]*$/;
/** Link targets the preview keeps: the site's own paths, fragments and the schemes a body links with. */
const SAFE_URL = /^(?:\/|#|\.{0,2}\/|https?:|mailto:|tel:|[^:/?#]*(?:[/?#]|$))/i;

const escapeText = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replaceAll('"', '&quot;');

/** A hast property name as the HTML attribute: className → class, ariaDescribedBy → aria-describedby, dataFootnoteRef → data-footnote-ref. */
function attributeName(property: string): string {
  if (property === 'className') return 'class';
  if (property === 'htmlFor') return 'for';
  if (/^aria[A-Z]/.test(property)) return `aria-${property.slice(4).toLowerCase()}`;
  if (/^data[A-Z]/.test(property)) return `data${property.slice(4).replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
  return property.toLowerCase();
}

/** An element's attributes as HTML, escaped; unsafe link targets and odd names dropped. */
function attributes(node: BodyNode, locale: Locale): string {
  let out = '';
  for (const [property, raw] of Object.entries(node.properties ?? {})) {
    const name = attributeName(property);
    if (!NAME.test(name) || name.startsWith('on') || raw === false || raw === null || raw === undefined) continue;
    let value = Array.isArray(raw) ? raw.join(' ') : raw === true ? '' : String(raw);
    if ((name === 'href' || name === 'src') && !SAFE_URL.test(value)) continue;
    // An image next to the article is made by the build's image pipeline; the preview shows its place.
    if (node.tagName === 'img' && name === 'src') value = placeholderImage(value, createT(locale)).src;
    out += raw === true ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`;
  }
  return out;
}

/** Every image the datasets name, as a labelled placeholder: the server has no build of them to show. */
function placeholderImages(data: ArticleData, locale: Locale): Map<string, ResolvedImage> {
  const t = createT(locale);
  return new Map(imageFilesIn(data).map((file) => [file, placeholderImage(file, t)]));
}

/**
 * The HTML of a checked body: its Markdown as the build's pipeline made it (./mdx-tree.ts) and
 * each block tag rendered by the article page's own components with `data`, in `locale` (the
 * article's language: its number formats, dates and fixed labels). Written with a stack of our
 * own, every text and attribute escaped. Images come out as labelled placeholders, in
 * `adminLocale`. Nodes a checked body cannot hold (code, other tags) are left out.
 */
export function renderPreviewHtml(root: BodyNode, data: ArticleData, locale: Locale, adminLocale: Locale): string {
  const blocks = createBlockComponents({ data, locale, t: createT(locale), file: `texts.${locale}.body`, images: placeholderImages(data, adminLocale) });
  const parts: string[] = [];
  const stack: (BodyNode | string)[] = [...root.children].reverse();
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item === 'string') {
      parts.push(item);
    } else if (item.type === 'text') {
      parts.push(escapeText(item.value ?? ''));
    } else if (item.type === 'element' && NAME.test(item.tagName ?? '')) {
      const tag = item.tagName!;
      parts.push(`<${tag}${attributes(item, adminLocale)}>`);
      if (VOID.has(tag)) continue;
      stack.push(`</${tag}>`);
      for (let i = item.children.length - 1; i >= 0; i -= 1) stack.push(item.children[i]!);
    } else if (item.type === 'mdxJsxFlowElement' && isBlockName(item.name ?? '')) {
      const id = item.attributes?.[0]?.value;
      const Block = blocks[item.name as keyof typeof blocks];
      if (typeof id === 'string') parts.push(renderToStaticMarkup(<Block id={id} />));
    }
  }
  return parts.join('');
}
