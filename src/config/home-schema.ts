import { z } from 'zod';
import { ServiceIdSchema } from './catalogue';
import { LocalizedTextSchema } from './localized';

/** How many entries of the top list the home page shows before the "view more" expander. */
export const LOCATIONS_VISIBLE = 6;
/** The seed's list length; SPEC §2 keeps the same row counts as the seed. */
export const LOCATIONS_TOTAL = 25;

/**
 * An area guide's page: a locale-less article path, checked against the articles that exist so a
 * typo fails the build here with the choices listed, not as a dead link later.
 */
export function guidePathSchema(guidePaths: readonly string[]) {
  return z.string().refine((path) => guidePaths.includes(path), {
    message: `must be one of the existing articles: ${guidePaths.join(', ')}`,
  });
}

export function createVenueSchema() {
  return z
    .object({
      /** Venue name as shown (sample data: fictional). Example: "Lotus Garden Spa". */
      name: z.string().trim().min(1),
      /** Street address in Vietnamese, as typed into a taxi app. Example: "45 Lê Thánh Tôn". */
      street: z.string().trim().min(1),
      /** District or city area in Vietnamese, as the guides name it. Example: "Quận 1". */
      district: z.string().trim().min(1),
      /** One line on why it is on the list. */
      highlight: LocalizedTextSchema,
    })
    .strict();
}

/**
 * Our article about an area. Every venue in `district` links to it as "Our guide to {name}"; a
 * venue in a district without a guide has no such link (we have no review of any venue).
 */
export function createAreaGuideSchema(guidePaths: readonly string[]) {
  return z
    .object({
      /** The venues' `district`, spelled the same. Example: "Quận 1". */
      district: z.string().trim().min(1),
      /** The area as the link names it in each language. Example: { ko: 1군, vi: Quận 1, en: District 1 }. */
      name: LocalizedTextSchema,
      /** The article: "/blog/<slug>". */
      page: guidePathSchema(guidePaths),
    })
    .strict();
}

export function createLocationsSchema(guidePaths: readonly string[]) {
  return z
    .object({
      /** Areas we point visitors to, each with a short note. */
      areas: z
        .array(z.object({ name: LocalizedTextSchema, note: LocalizedTextSchema }).strict())
        .min(2, 'list at least two areas'),
      /** Catalogue ids shown as "popular massage types" (names and prices come from the catalogue). */
      popularTypes: z.array(ServiceIdSchema).min(2, 'list at least two service ids'),
      /** Our area guides, one per district at most; the top list links each venue to its district's. */
      guides: z.array(createAreaGuideSchema(guidePaths)),
      /** The ranked list, best first: the order here is the order on the page and in JSON-LD. */
      venues: z
        .array(createVenueSchema())
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
      const districts = new Set(data.venues.map((venue) => venue.district));
      const guided = new Set<string>();
      data.guides.forEach((guide, i) => {
        if (guided.has(guide.district)) {
          ctx.addIssue({ code: 'custom', path: ['guides', i, 'district'], message: `"${guide.district}" has two guides` });
        } else if (!districts.has(guide.district)) {
          ctx.addIssue({
            code: 'custom',
            path: ['guides', i, 'district'],
            message: `no venue is in "${guide.district}"; spell it as a venue's district: ${[...districts].join(', ')}`,
          });
        }
        guided.add(guide.district);
      });
    });
}

export type HomeLocations = z.output<ReturnType<typeof createLocationsSchema>>;
export type Venue = HomeLocations['venues'][number];
export type AreaGuide = HomeLocations['guides'][number];

/** The guide to a venue's district, if we have one. */
export function guideOf(venue: Venue, guides: readonly AreaGuide[]): AreaGuide | undefined {
  return guides.find((guide) => guide.district === venue.district);
}

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
