import { z } from 'zod';
import { ServiceIdSchema } from './catalogue';
import { LocalizedTextSchema } from './localized';

/** How many entries of the top list the home page shows before the "view more" expander. */
export const LOCATIONS_VISIBLE = 6;
/** The seed's list length; SPEC §2 keeps the same row counts as the seed. */
export const LOCATIONS_TOTAL = 25;

/**
 * Where a venue's "read review" link points: a locale-less site path, checked against the pages
 * that exist so a typo fails the build here with the choices listed, not as a dead link later.
 */
export function reviewPathSchema(reviewPaths: readonly string[]) {
  return z.string().refine((path) => reviewPaths.includes(path), {
    message: `must be one of the existing pages: ${reviewPaths.join(', ')}`,
  });
}

export function createVenueSchema(reviewPaths: readonly string[]) {
  return z
    .object({
      /** Venue name as shown (sample data: fictional). Example: "Lotus Garden Spa". */
      name: z.string().trim().min(1),
      /** Street address in Vietnamese, as typed into a taxi app. Example: "45 Lê Thánh Tôn". */
      street: z.string().trim().min(1),
      /** District or city area in Vietnamese. Example: "Quận 1". */
      district: z.string().trim().min(1),
      /** One line on why it is on the list. */
      highlight: LocalizedTextSchema,
      /** A page of ours to read about it: "/services" or "/blog/<slug>". */
      review: reviewPathSchema(reviewPaths),
    })
    .strict();
}

export function createLocationsSchema(reviewPaths: readonly string[]) {
  return z
    .object({
      /** Areas we point visitors to, each with a short note. */
      areas: z
        .array(z.object({ name: LocalizedTextSchema, note: LocalizedTextSchema }).strict())
        .min(2, 'list at least two areas'),
      /** Catalogue ids shown as "popular massage types" (names and prices come from the catalogue). */
      popularTypes: z.array(ServiceIdSchema).min(2, 'list at least two service ids'),
      /** The ranked list, best first: the order here is the order on the page and in JSON-LD. */
      venues: z
        .array(createVenueSchema(reviewPaths))
        .length(LOCATIONS_TOTAL, `must list exactly ${LOCATIONS_TOTAL} venues (the seed's top ${LOCATIONS_TOTAL})`),
    })
    .strict()
    .superRefine((data, ctx) => {
      const seen = new Set<string>();
      data.venues.forEach((venue, i) => {
        if (seen.has(venue.name)) {
          ctx.addIssue({ code: 'custom', path: ['venues', i, 'name'], message: `"${venue.name}" is listed twice` });
        }
        seen.add(venue.name);
      });
    });
}

export type HomeLocations = z.output<ReturnType<typeof createLocationsSchema>>;
export type Venue = HomeLocations['venues'][number];

export const MassageListSchema = z
  .object({
    /** Catalogue ids listed in the home page's closing "massage list", in order. */
    services: z.array(ServiceIdSchema).min(2, 'list at least two service ids'),
    /** The one entry highlighted as the top choice; must be in `services`. */
    topChoice: ServiceIdSchema,
  })
  .strict()
  .refine((data) => data.services.includes(data.topChoice), {
    message: 'must be one of the ids listed in services',
    path: ['topChoice'],
  });

export type MassageList = z.output<typeof MassageListSchema>;
