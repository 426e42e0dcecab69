import { z } from 'zod';
import { isValidPhoneNumber } from 'libphonenumber-js/max';
import { LocalizedTextSchema } from './localized';
import { ISO_DATE, isCalendarDate } from './calendar-date';
import { ruleIssue, ruleMessage } from './schema-messages';

/** A phone number in international form that libphonenumber accepts as a real number. */
export const PhoneSchema = z
  .string()
  .refine((v) => v.startsWith('+') && isValidPhoneNumber(v), {
    message: ruleMessage('phone'),
  });

const HttpsUrlSchema = z.url({ protocol: /^https$/, message: ruleMessage('httpsUrl') });
const ClockTimeSchema = z
  .string()
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, ruleMessage('clockTime'));

/** A calendar date "YYYY-MM-DD" that exists (no 30 February). */
export const IsoDateSchema = z
  .string()
  .regex(ISO_DATE, ruleMessage('isoDate'))
  .refine(isCalendarDate, ruleMessage('realDate'));

/**
 * A closure or a day with other hours, e.g. the Tết holiday. Written with `closed: true` or with
 * `opens`/`closes`, never both; read as one of the two shapes.
 */
const SpecialHoursEntrySchema = z
  .object({
    /** First day, Asia/Ho_Chi_Minh. Example: "2027-02-05". */
    from: IsoDateSchema,
    /** Last day, inclusive; the same as `from` for a single day. */
    to: IsoDateSchema,
    /** The spa is closed all day on every day of the range. */
    closed: z.literal(true, ruleMessage('closedTrue')).optional(),
    /** Opening time on those days, "HH:MM". */
    opens: ClockTimeSchema.optional(),
    /** Closing time on those days; "24:00" is midnight. */
    closes: ClockTimeSchema.optional(),
    /** What the site calls it, e.g. { ko: 설 연휴, vi: Nghỉ Tết, en: Tết holiday }. */
    label: LocalizedTextSchema.optional(),
  })
  .strict()
  .superRefine((e, ctx) => {
    // Zod runs this beside a field's own failed checks: only two dates of our spelling compare.
    if (ISO_DATE.test(e.from) && ISO_DATE.test(e.to) && e.to < e.from) ctx.addIssue({ code: 'custom', path: ['to'], ...ruleIssue('specialToAfterFrom', { to: e.to, from: e.from }) });
    if (e.closed) {
      if (e.opens !== undefined || e.closes !== undefined) {
        ctx.addIssue({ code: 'custom', path: ['closed'], message: ruleMessage('closedWithHours') });
      }
      return;
    }
    if (e.opens === undefined || e.closes === undefined) {
      ctx.addIssue({ code: 'custom', path: [e.opens === undefined ? 'opens' : 'closes'], message: ruleMessage('closedOrHours') });
    } else if (e.opens >= e.closes) {
      ctx.addIssue({ code: 'custom', path: ['closes'], message: ruleMessage('opensBeforeCloses') });
    }
  })
  // The refinement above leaves only the two shapes; the undefined checks narrow the types.
  .transform(({ from, to, label, closed, opens, closes }) =>
    closed || opens === undefined || closes === undefined
      ? { from, to, label, closed: true as const }
      : { from, to, label, closed: false as const, opens, closes },
  );

/** No day may be in two entries; the message names both entries by their place in the list. */
const SpecialHoursListSchema = z.array(SpecialHoursEntrySchema).superRefine((list, ctx) => {
  const order = list.map((entry, index) => ({ entry, index })).sort((a, b) => a.entry.from.localeCompare(b.entry.from));
  // Sorted by first day, an entry overlaps an earlier one exactly when it starts on or before
  // the latest last day seen so far (a long entry can cover several later ones).
  let latest = order[0];
  for (const current of order.slice(1)) {
    if (latest && current.entry.from <= latest.entry.to) {
      ctx.addIssue({
        code: 'custom',
        path: [current.index, 'from'],
        ...ruleIssue('specialOverlap', {
          index: current.index,
          from: current.entry.from,
          to: current.entry.to,
          other: latest.index,
          otherFrom: latest.entry.from,
          otherTo: latest.entry.to,
        }),
      });
    }
    if (!latest || current.entry.to > latest.entry.to) latest = current;
  }
});

/** The most rooms of one kind: a bound that catches a typo (400 for 4) before it offers every time. */
export const ROOM_COUNT_MAX = 50;
/** The longest cleaning gap between two bookings of a room, in minutes. */
export const CLEANING_GAP_MAX = 120;

/** One kind of room and how many the spa has, e.g. 2 VIP rooms. */
const RoomSchema = z
  .object({
    /** What a service names in its `room:` (src/content/services/*.yaml). Example: "vip". */
    id: z.string().regex(/^[a-z0-9-]+$/, ruleMessage('slug')),
    /** How many rooms of this kind can hold a booking at the same time; 0 takes no booking of it. */
    count: z.number().int().min(0).max(ROOM_COUNT_MAX),
    /** What the owner and the guests call it. Example: { ko: VIP 룸, vi: Phòng VIP, en: VIP room }. */
    name: LocalizedTextSchema,
  })
  .strict();

/** The room kinds: at least one, each id once (a service names its room by the id). */
const RoomListSchema = z
  .array(RoomSchema)
  .min(1, ruleMessage('needsRoom'))
  .superRefine((rooms, ctx) => {
    const seen = new Set<string>();
    rooms.forEach((room, index) => {
      // Zod may run this beside an entry's own failed checks: only ids that are text compare.
      const id: unknown = room?.id;
      if (typeof id !== 'string') return;
      if (seen.has(id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], ...ruleIssue('roomIdTaken', { room: id }) });
      seen.add(id);
    });
  });

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
    email: z.email(ruleMessage('email')),
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
      country: z.string().length(2, ruleMessage('countryCode')),
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
    /**
     * Closed days and days with other hours than `hours` (holidays, a short day). Entries may not
     * overlap. Example: `- { from: "2027-02-05", to: "2027-02-09", closed: true }`.
     */
    specialHours: SpecialHoursListSchema.default([]),
    satisfactionPercent: z.number().int().min(0).max(100),
    yearsOfExperience: z.number().int().positive(),
    priceRange: z.string().min(1),
    /** false hides the booking form everywhere (phone and chat stay). */
    bookingFormEnabled: z.boolean(),
    /** A visitor may cancel a request from its status page until this many hours before it; later, they call. */
    cancelCutoffHours: z.number().int().min(0).max(72),
    /**
     * The rooms by kind: a time is free for a course while a room of the kind it uses is free.
     * Example: `- { id: vip, count: 2, name: { ko: VIP 룸, vi: Phòng VIP, en: VIP room } }`.
     */
    rooms: RoomListSchema,
    /** Minutes a room stays empty after each booking for cleaning, before the next one may start. Example: 15. */
    cleaningGapMinutes: z.number().int().min(0).max(CLEANING_GAP_MAX),
    verification: z.object({ google: z.string(), naver: z.string() }),
    /**
     * The spa's public review pages, offered (opening in a new tab) to a visitor who rated a
     * visit 4 or 5 on its status page; leave one out and it is not offered. Example:
     * `{ google: "https://www.google.com/maps/search/?api=1&query=…", naver: "https://map.naver.com/p/search/…" }`.
     */
    reviews: z.object({ google: HttpsUrlSchema.optional(), naver: HttpsUrlSchema.optional() }).strict(),
  })
  .strict()
  .refine((b) => b.hours.opens < b.hours.closes, {
    message: ruleMessage('hoursOrder'),
    path: ['hours', 'closes'],
  });

export type Business = z.output<typeof BusinessSchema>;
/** One kind of room with its count, as the site reads it. */
export type Room = Business['rooms'][number];
/** One closure or short day, as the site reads it. */
export type SpecialHours = Business['specialHours'][number];

/** Whose phone a call link dials: our hotline, or the partner chain's line for articles about it. */
export const PHONE_LINES = ['spa', 'partner'] as const;
export type PhoneLine = (typeof PHONE_LINES)[number];
