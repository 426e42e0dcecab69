import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

/** Legal pages: one folder per page, one Markdown file per locale (privacy/ko.md …). */
const legal = defineCollection({
  loader: glob({ pattern: '*/*.md', base: './src/content/legal' }),
  schema: z.object({
    title: z.string().min(1),
    description: z.string().min(50).max(170),
    updated: z.coerce.date(),
  }),
});

export const collections = { legal };
