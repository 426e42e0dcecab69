import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { Locale } from '../../src/i18n/locales';
import { ROOT } from './site';

/** The articles as the content files define them: the truth the built pages are checked against. */
export interface ContentArticle {
  slug: string;
  category: string;
  original: 'ko' | 'vi' | 'en';
  locales: ('ko' | 'vi' | 'en')[];
  titles: Partial<Record<'ko' | 'vi' | 'en', string>>;
}

export function contentArticles(): ContentArticle[] {
  const dir = path.join(ROOT, 'src/content/blog');
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(dir, d.name, 'meta.yaml')))
    .map((d) => {
      const meta = parse(readFileSync(path.join(dir, d.name, 'meta.yaml'), 'utf8'));
      const titles: ContentArticle['titles'] = {};
      const locales = (['ko', 'vi', 'en'] as const).filter((l) => {
        const file = ['md', 'mdx'].map((e) => path.join(dir, d.name, `${l}.${e}`)).find((f) => existsSync(f));
        if (!file) return false;
        const front = /^---\n([\s\S]*?)\n---/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
        titles[l] = (parse(front) as { title: string }).title;
        return true;
      });
      return { slug: d.name, category: meta.category, original: meta.original, locales, titles };
    });
}

/** The alt text of a service page's gallery photo number `n` (1-based), from its data.yaml. */
export function galleryAlt(service: string, n: number, locale: Locale): string {
  const data = parse(readFileSync(path.join(ROOT, 'src/content/service-pages', service, 'data.yaml'), 'utf8')) as {
    blocks: Record<string, { block: string; images?: Array<{ file: string; alt: Record<string, string> }> }>;
  };
  const gallery = Object.values(data.blocks).find((block) => block.block === 'image-gallery');
  const alt = gallery?.images?.[n - 1]?.alt[locale];
  if (!alt) throw new Error(`${service}: no gallery photo ${n} with an alt in ${locale}`);
  return alt;
}
