import { z } from 'zod';
import { LocalizedTextSchema } from '../config/localized';

// The taxonomy files (src/content/taxonomy/*.yaml), one entry each, for the build's collections
// and the studio's tag picker alike. The entry's `id` is its URL slug; the file loader takes it.

export const CategorySchema = z.object({ order: z.number().int(), name: LocalizedTextSchema });
export const TagSchema = z.object({ name: LocalizedTextSchema });
/**
 * A byline is one of the page's own labels, so it reads in the page's language: `name` in each
 * (`{ ko: 킹스톤 편집팀, vi: Ban biên tập Kingstone, en: Kingstone Editorial }`; a person's name
 * as that language writes it).
 */
export const AuthorSchema = z.object({ name: LocalizedTextSchema, role: LocalizedTextSchema });
