import { z } from 'zod';
import { LocalizedTextSchema } from '../config/localized';

// The taxonomy files (src/content/taxonomy/*.yaml), one entry each, for the build's collections
// and the studio's tag picker alike. The entry's `id` is its URL slug; the file loader takes it.

export const CategorySchema = z.object({ order: z.number().int(), name: LocalizedTextSchema });
export const TagSchema = z.object({ name: LocalizedTextSchema });
export const AuthorSchema = z.object({ name: z.string().min(1), role: LocalizedTextSchema });
