import { z } from 'zod';
import { LocalizedListSchema, LocalizedTextSchema } from './localized';
import { ruleMessage } from './schema-messages';

/** Prices are whole Vietnamese đồng: VND has no minor unit. */
export const PriceSchema = z
  .number({ message: ruleMessage('priceNumber') })
  .int(ruleMessage('priceWhole'))
  .positive(ruleMessage('pricePositive'));

/**
 * A room kind's id, as the business facts list it (`rooms` in src/content/business/spa.yaml); that
 * it exists there is a rule across files (src/config/catalogue-rules.ts).
 */
export const RoomRefSchema = z.string().regex(/^[a-z0-9-]+$/, ruleMessage('slug'));

export const ServiceOptionSchema = z
  .object({
    /** Unique across the catalogue; used by the booking form. Example: "thai-90". */
    id: z.string().regex(/^[a-z0-9-]+$/, ruleMessage('slug')),
    minutes: z.number().int().positive(ruleMessage('minutesPositive')),
    price: PriceSchema,
    tier: z.enum(['standard', 'vip']),
    /** How many guests the price covers. */
    guests: z.number().int().positive().default(1),
    /** The room kind this option uses when it is not the service's own. Example: "vip". */
    room: RoomRefSchema.optional(),
  })
  .strict();

export const ServiceSchema = z
  .object({
    /** Also the page slug: /services/<id>. */
    id: z.string().regex(/^[a-z0-9-]+$/, ruleMessage('slug')),
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
    /** The room kind its options use unless one names its own. Example: "standard". */
    room: RoomRefSchema,
    options: z.array(ServiceOptionSchema).min(1, ruleMessage('needsOption')),
  })
  .strict();

export type Service = z.output<typeof ServiceSchema>;
export type ServiceOption = z.output<typeof ServiceOptionSchema>;
