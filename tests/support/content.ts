import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { publishedLocales } from '../../src/blog/publication';
import { LOCALES, type Locale } from '../../src/i18n/locales';
import { CONTENT_DIR } from './paths';

/** Every Markdown and MDX file under src/content (articles, service pages, legal pages), relative to it. */
export function contentMarkdownFiles(dir = CONTENT_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return contentMarkdownFiles(full);
    return /\.mdx?$/.test(entry.name) ? [path.relative(CONTENT_DIR, full)] : [];
  });
}

/** The YAML between a Markdown file's `---` lines. */
export const frontmatterOf = (text: string): string => /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';

/** The body after the frontmatter. */
export const bodyOf = (text: string): string => text.replace(/^---\n[\s\S]*?\n---\n/, '');

/**
 * The published articles as the content files define them: the truth the built pages are checked
 * against. A draft language is left out, and an article whose original is a draft altogether
 * (the build's rule, src/blog/publication.ts).
 */
export interface ContentArticle {
  slug: string;
  category: string;
  original: Locale;
  locales: Locale[];
  titles: Partial<Record<Locale, string>>;
}

export function contentArticles(dir = path.join(CONTENT_DIR, 'blog')): ContentArticle[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(dir, d.name, 'meta.yaml')))
    .flatMap((d) => {
      const meta = parse(readFileSync(path.join(dir, d.name, 'meta.yaml'), 'utf8'));
      const fronts: Partial<Record<Locale, { title: string; draft: boolean }>> = {};
      for (const l of LOCALES) {
        const file = ['md', 'mdx'].map((e) => path.join(dir, d.name, `${l}.${e}`)).find((f) => existsSync(f));
        if (!file) continue;
        const front = parse(frontmatterOf(readFileSync(file, 'utf8'))) as { title: string; draft?: boolean };
        fronts[l] = { title: front.title, draft: front.draft === true };
      }
      const locales = publishedLocales(meta.original, fronts);
      const titles = Object.fromEntries(locales.map((l) => [l, fronts[l]?.title]));
      return locales.length === 0 ? [] : [{ slug: d.name, category: meta.category, original: meta.original, locales, titles }];
    });
}

/** The alt text of a service page's gallery photo number `n` (1-based), from its data.yaml. */
export function galleryAlt(service: string, n: number, locale: Locale): string {
  const data = parse(readFileSync(path.join(CONTENT_DIR, 'service-pages', service, 'data.yaml'), 'utf8')) as {
    blocks: Record<string, { block: string; images?: Array<{ file: string; alt: Record<string, string> }> }>;
  };
  const gallery = Object.values(data.blocks).find((block) => block.block === 'image-gallery');
  const alt = gallery?.images?.[n - 1]?.alt[locale];
  if (!alt) throw new Error(`${service}: no gallery photo ${n} with an alt in ${locale}`);
  return alt;
}
