// What a Lighthouse report says the largest paint was, and what it weighed: the element (its
// selector and a readable label) and, for an image, the bytes of the file the browser chose; for
// text, the bytes of the HTML it came in.
import { detailItems, type LhResult } from './lighthouse-run.ts';

export interface LcpElement {
  kind: 'image' | 'text';
  selector: string;
  label: string;
  /** The file that was painted (an image's chosen source, or the document). */
  url: string | null;
  /** Its bytes on the wire. */
  bytes: number | null;
}

interface NodeDetails {
  type?: string;
  selector?: string;
  snippet?: string;
  nodeLabel?: string;
}

/**
 * The pipeline names every variant of one image `<name>.<hash>_<variant>.<ext>`; the element's
 * `src` is its fallback, while the browser may have chosen another width or format of the same
 * image from the srcset. Everything before the last `_` names the image.
 */
export function imageStem(url: string): string {
  const file = new URL(url, 'http://x').pathname.split('/').pop() ?? '';
  const cut = file.lastIndexOf('_');
  return cut > 0 ? file.slice(0, cut) : file.replace(/\.[^.]+$/, '');
}

/** The LCP element of a report, or null when Lighthouse found none. */
export function lcpElement(lhr: LhResult): LcpElement | null {
  const node = detailItems(lhr, 'lcp-breakdown-insight').find((item) => (item as NodeDetails).type === 'node') as NodeDetails | undefined;
  if (!node?.selector) return null;
  const requests = detailItems(lhr, 'network-requests');
  const src = /^<img\b[^>]*\ssrc="([^"]+)"/.exec(node.snippet ?? '')?.[1];
  const pick = (match: (r: Record<string, unknown>) => boolean) => {
    const found = requests.find(match);
    return found ? { url: String(found['url']), bytes: typeof found['transferSize'] === 'number' ? found['transferSize'] : null } : { url: null, bytes: null };
  };
  if (src) {
    const stem = imageStem(src);
    const chosen = pick((r) => r['resourceType'] === 'Image' && imageStem(String(r['url'])) === stem);
    return { kind: 'image', selector: node.selector, label: node.nodeLabel ?? '', ...chosen };
  }
  return { kind: 'text', selector: node.selector, label: node.nodeLabel ?? '', ...pick((r) => r['resourceType'] === 'Document') };
}
