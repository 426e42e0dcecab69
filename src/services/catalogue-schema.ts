import { z } from 'zod';
import { LocalizedListSchema, LocalizedTextSchema } from '../config/localized';

/** Prices are whole Vietnamese đồng: VND has no minor unit. */
export const PriceSchema = z
  .number({ message: 'must be a number of VND' })
  .int('must be a whole number of VND')
  .positive('must be a positive number of VND');

export const ServiceOptionSchema = z
  .object({
    /** Unique across the catalogue; used by the booking form. Example: "thai-90". */
    id: z.string().regex(/^[a-z0-9-]+$/, 'must be lowercase letters, digits and dashes'),
    minutes: z.number().int().positive('must be a positive number of minutes'),
    price: PriceSchema,
    tier: z.enum(['standard', 'vip']),
    /** How many guests the price covers. */
    guests: z.number().int().positive().default(1),
  })
  .strict();

export const ServiceSchema = z
  .object({
    /** Also the page slug: /services/<id>. */
    id: z.string().regex(/^[a-z0-9-]+$/, 'must be lowercase letters, digits and dashes'),
    /** Position in lists. */
    order: z.number().int(),
    /** false: bookable and priced, but without a /services/<id> page. */
    page: z.boolean().default(true),
    name: LocalizedTextSchema,
    summary: LocalizedTextSchema,
    included: LocalizedListSchema,
    staff: z.number().int().positive().default(1),
    tipIncluded: z.boolean().default(true),
    /** Minimum hours between booking and appointment. */
    noticeHours: z.number().int().nonnegative().default(0),
    options: z.array(ServiceOptionSchema).min(1, 'needs at least one option'),
  })
  .strict();

export type Service = z.output<typeof ServiceSchema>;
export type ServiceOption = z.output<typeof ServiceOptionSchema>;
