import { getCollection } from 'astro:content';
import type { LocalizedText } from '../config/localized';

export interface Term {
  id: string;
  name: LocalizedText;
}

export interface Category extends Term {
  order: number;
}

export async function getCategories(): Promise<Category[]> {
  return (await getCollection('categories'))
    .map((c) => ({ id: c.id, name: c.data.name, order: c.data.order }))
    .sort((a, b) => a.order - b.order);
}

export async function getTags(): Promise<Term[]> {
  return (await getCollection('tags')).map((t) => ({ id: t.id, name: t.data.name }));
}

export async function getAuthors() {
  return (await getCollection('authors')).map((a) => ({ id: a.id, ...a.data }));
}

export const categoryPath = (id: string) => `/blog/category/${id}`;
export const tagPath = (id: string) => `/blog/tag/${id}`;
export const archivePath = (year: string, month: string) => `/blog/${year}/${month}`;
