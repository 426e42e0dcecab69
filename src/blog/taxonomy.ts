import { getCollection } from 'astro:content';
import type { LocalizedText } from '../config/localized';

export interface Term {
  id: string;
  name: LocalizedText;
}

export interface Category extends Term {
  order: number;
}

// Read once per build (or server process): every page asks for them, some for every card.
let categories: Promise<readonly Category[]> | undefined;
let tags: Promise<readonly Term[]> | undefined;

export function getCategories(): Promise<readonly Category[]> {
  categories ??= getCollection('categories').then((all) =>
    Object.freeze(all.map((c) => ({ id: c.id, name: c.data.name, order: c.data.order })).sort((a, b) => a.order - b.order)),
  );
  return categories;
}

export function getTags(): Promise<readonly Term[]> {
  tags ??= getCollection('tags').then((all) => Object.freeze(all.map((t) => ({ id: t.id, name: t.data.name }))));
  return tags;
}

const loadAuthors = async () => Object.freeze((await getCollection('authors')).map((a) => ({ id: a.id, ...a.data })));
let authors: ReturnType<typeof loadAuthors> | undefined;

export function getAuthors(): ReturnType<typeof loadAuthors> {
  authors ??= loadAuthors();
  return authors;
}

export const categoryPath = (id: string) => `/blog/category/${id}`;
export const tagPath = (id: string) => `/blog/tag/${id}`;
export const archivePath = (year: string, month: string) => `/blog/${year}/${month}`;
