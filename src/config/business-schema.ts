import { z } from 'zod';
import { isValidPhoneNumber } from 'libphonenumber-js/max';
import { LocalizedTextSchema } from './localized';

/** A phone number in international form that libphonenumber accepts as a real number. */
export const PhoneSchema = z
  .string()
  .refine((v) => v.startsWith('+') && isValidPhoneNumber(v), {
    message: 'must be a valid phone number in international form, e.g. "+84 90 123 4567"',
  });

const HttpsUrlSchema = z.url({ protocol: /^https$/, message: 'must be an https:// URL' });
const ClockTimeSchema = z
  .string()
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'must be a time "HH:MM" between 00:00 and 24:00');

export const BusinessSchema = z
  .object({
    /** Brand name shown in the header, titles and JSON-LD. Example: "Kingstone Spa". */
    name: z.string().min(1),
    /** Registered name for structured data. */
    legalName: z.string().min(1),
    /** Main booking line, shown on every page. Example: "+84 90 123 4567". */
    hotline: PhoneSchema,
    /** The partner chain's line, shown on partner articles. */
    partnerHotline: PhoneSchema,
    email: z.email('must be an email address'),
    /** The spa's main website, linked from the header. */
    website: HttpsUrlSchema,
    chat: z.object({
      zalo: HttpsUrlSchema,
      kakaoChannel: HttpsUrlSchema,
      kakaoOpenChat: HttpsUrlSchema,
      telegram: HttpsUrlSchema,
    }),
    socials: z.record(z.string(), HttpsUrlSchema),
    address: z.object({
      streetAddress: z.string().min(1),
      district: z.string().min(1),
      locality: z.string().min(1),
      postalCode: z.string().min(1),
      /** ISO 3166-1 alpha-2 country code. Example: "VN". */
      country: z.string().length(2, 'must be a two-letter country code'),
      display: LocalizedTextSchema,
    }),
    geo: z.object({
      latitude: z.number().min(-90).max(90),
      longitude: z.number().min(-180).max(180),
    }),
    hours: z.object({
      /** Opening time every day, "HH:MM" in Asia/Ho_Chi_Minh. */
      opens: ClockTimeSchema,
      /** Closing time; "24:00" is midnight. */
      closes: ClockTimeSchema,
      chatSupport24h: z.boolean(),
    }),
    satisfactionPercent: z.number().int().min(0).max(100),
    yearsOfExperience: z.number().int().positive(),
    priceRange: z.string().min(1),
    /** false hides the booking form everywhere (phone and chat stay). */
    bookingFormEnabled: z.boolean(),
    /** A visitor may cancel a request from its status page until this many hours before it; later, they call. */
    cancelCutoffHours: z.number().int().min(0).max(72),
    verification: z.object({ google: z.string(), naver: z.string() }),
  })
  .strict()
  .refine((b) => b.hours.opens < b.hours.closes, {
    message: 'hours.opens must be before hours.closes',
    path: ['hours', 'closes'],
  });

export type Business = z.output<typeof BusinessSchema>;

/** Whose phone a call link dials: our hotline, or the partner chain's line for articles about it. */
export const PHONE_LINES = ['spa', 'partner'] as const;
export type PhoneLine = (typeof PHONE_LINES)[number];
