import { z } from 'zod';
import { ArticleDataSchema } from '../blocks/schemas';
import { PAGE_SERVICES } from '../config/catalogue';
import { ConfigError, parseConfig, parseYamlFile } from '../config/config-error';

const PAGE_SERVICE_IDS = PAGE_SERVICES.map((s) => s.id) as [string, ...string[]];

/** A reference to a service that has its own page: an unknown id, or one without a page, fails with the known ones listed. */
export const PageServiceIdSchema = z.enum(PAGE_SERVICE_IDS, {
  message: `must be the id of a service with a page: ${PAGE_SERVICE_IDS.join(', ')}`,
});

/**
 * A service page's data.yaml (src/content/service-pages/<id>/data.yaml): what the page shows
 * beyond its text. Prices, durations, options and included items are not here: they come from
 * the catalogue (src/content/services/<id>.yaml).
 */
export const ServicePageDataSchema = z
  .object({
    /** 2–3 other service pages suggested at the end of the page. Example: `[body-massage, couple-massage]`. */
    related: z
      .array(PageServiceIdSchema)
      .min(2, 'list 2 or 3 other service pages')
      .max(3, 'list 2 or 3 other service pages')
      .refine((ids) => new Set(ids).size === ids.length, 'lists a service twice'),
    /** true: the muted background loop (public/media/hero-loop.*) plays over the hero image. */
    video: z.boolean().default(false),
    /**
     * The datasets of the content blocks the MDX bodies place, exactly as in an article's
     * data.yaml (src/blocks/README.md), e.g. `gallery: { block: image-gallery, … }`
     * for `<ImageGallery id="gallery" />`. Gallery images are file names in src/assets/media/gallery.
     */
    blocks: ArticleDataSchema.default({}),
  })
  .strict();

export type ServicePageData = z.output<typeof ServicePageDataSchema>;

/** Parses the data.yaml of service `serviceId`; a bad value throws a ConfigError naming the file and field. */
export function parseServicePageData(text: string, file: string, serviceId: string): ServicePageData {
  const data = parseConfig(ServicePageDataSchema, parseYamlFile(text, file) ?? {}, file);
  if (data.related.includes(serviceId)) {
    throw new ConfigError(`Invalid data in ${file}:\n  - related: a page cannot suggest itself ("${serviceId}")`);
  }
  return data;
}
