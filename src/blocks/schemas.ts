import { z } from 'zod';
import { PHONE_LINES, PhoneSchema } from '../config/business-schema';
import { ServiceIdSchema } from '../config/catalogue';
import { parseConfig, parseYamlFile } from '../config/config-error';
import { ruleIssue, ruleMessage, ruleOf, ruleText } from '../config/schema-messages';
import { LOCALES } from '../i18n/locales';
import { MAX_PHOTO_NAME, PHOTO_NAME } from './photo-names';
import { isValidTimeZone } from '../utils/time-zone';

/*
 * The data of the article content blocks: one schema per block, keyed by `block:` in an
 * article's data.yaml. Every object is strict, so a misspelt field fails instead of vanishing.
 * README.md in this folder shows each block's YAML.
 */

/**
 * An amount typed as text ("250,000–400,000₫", "45만 동", "VND 900,000"): data gives amounts as
 * numbers (MoneySchema), so every page writes them the locale's way, like the catalogue prices.
 */
export const TEXT_AMOUNT =
  /(?:\d{1,3}(?:[.,]\d{3})+|\d+(?:[.,]\d+)?\s*(?:k|nghìn|ngàn|triệu|tr|만|천))\s*(?:₫|đ|VND|동)|(?:₫|VND)\s*\d/iu;

/**
 * Whether a text types an amount (TEXT_AMOUNT). A run of over 15 digits is no amount and reads as
 * one digit first: TEXT_AMOUNT's `\d+` would otherwise try every split of a long run, so a
 * hostile 200 KB text of digits took minutes; with runs this short the test is linear.
 */
export function typesAmount(text: string): boolean {
  return TEXT_AMOUNT.test(text.replace(/\d{16,}/g, '0'));
}

const PlainTextSchema = z
  .string()
  .trim()
  .min(1, ruleMessage('notEmpty'))
  .refine(
    (text) => !typesAmount(text),
    ruleMessage('typedAmount'),
  );

const LocaleTextsSchema = z
  .object({ ko: PlainTextSchema.optional(), vi: PlainTextSchema.optional(), en: PlainTextSchema.optional() })
  .strict()
  .refine((text) => LOCALES.some((l) => text[l] !== undefined), ruleMessage('anyLocale'));

/**
 * A name or figure in data.yaml that may read the same in every language: one string (a venue or
 * person's name, an address, a price, a time, a table cell), or `{ ko, vi, en }` where it is
 * written differently (a missing language falls back to ko, then to the first given; see pickText).
 * Example: `name: Golden Lotus`, `region: { ko: 서울, vi: Seoul, en: Seoul }`.
 */
export const LocalTextSchema = z.union([PlainTextSchema, LocaleTextsSchema], {
  error: (issue) => (issue.input === undefined ? ruleMessage('required') : ruleMessage('localText')),
});
export type LocalText = z.output<typeof LocalTextSchema>;

/**
 * Words a reader reads (titles, captions, labels, prose): always `{ ko, vi, en }` with the
 * languages the article is written in, never one string, so no English word ends up on a Korean
 * page by accident. Example: `title: { ko: 골프, vi: Golf, en: Golf }`.
 */
export const TranslatedTextSchema = z
  .object(
    { ko: PlainTextSchema.optional(), vi: PlainTextSchema.optional(), en: PlainTextSchema.optional() },
    {
      error: (issue) =>
        issue.input === undefined
          ? ruleMessage('required')
          : typeof issue.input === 'string'
            ? ruleText('readerText', { input: issue.input.length > 60 ? `${issue.input.slice(0, 60)}…` : issue.input })
            : ruleMessage('localeObject'),
    },
  )
  .strict()
  .refine((text) => LOCALES.some((l) => text[l] !== undefined), ruleMessage('anyLocale'));

/** A whole number of đồng, written without separators: 250000. */
const VndSchema = z
  .number({ error: ruleMessage('vndNumber') })
  .int(ruleMessage('vndWhole'))
  .nonnegative(ruleMessage('notNegative'));

/** The placeholder in a money `text` where the formatted amount goes. */
export const MONEY_SLOT = '{price}';

/** The words around an amount, per language, each with {price} once: "{price} / xô 6 chai". */
const MoneyWordsSchema = TranslatedTextSchema.superRefine((text, ctx) => {
  for (const locale of LOCALES) {
    const words = text[locale];
    if (words !== undefined && words.split(MONEY_SLOT).length !== 2) {
      ctx.addIssue({ code: 'custom', path: [locale], ...ruleIssue('priceSlot', { price: MONEY_SLOT }) });
    }
  }
});

/**
 * An issue of a branch's own parse, to report again in the enclosing one. One of our rules keeps
 * its words, by which the studio names and translates it. Any other (a wrong type, a key that
 * does not belong) goes without words and with its input, so the enclosing parse's error map
 * says it: the studio's, in the owner's language; in the build, Zod's English as before. Copied
 * with its words, it reached the owner in English whatever their language.
 */
type ReportedIssue = Parameters<z.core.$RefinementCtx['addIssue']>[0];
function reportedAgain(issue: z.core.$ZodIssue): ReportedIssue {
  if (ruleOf(issue as { message: string; params?: Record<string, unknown> })) return { ...issue } as ReportedIssue;
  const { message: _, ...unworded } = issue;
  return unworded as ReportedIssue;
}

/**
 * Checks input against the schema its shape calls for. Zod's union would report "Invalid input"
 * for every branch at once; this reports the relevant branch's own messages and paths
 * ("to: must be more than from").
 */
function byShape<O>(pick: (input: unknown) => z.ZodType<O>) {
  return z.unknown().transform((input, ctx): O => {
    const result = pick(input).safeParse(input, { reportInput: true });
    if (result.success) return result.data;
    for (const issue of result.error.issues) ctx.addIssue(reportedAgain(issue));
    return z.NEVER;
  });
}

const hasKey = (input: unknown, key: string): boolean => typeof input === 'object' && input !== null && key in input;

const MoneyAmountSchema = z.object({ amount: VndSchema, text: MoneyWordsSchema.optional() }).strict();
const MoneyRangeSchema = z
  .object({ from: VndSchema, to: VndSchema, text: MoneyWordsSchema.optional() })
  .strict()
  .refine((range) => range.to > range.from, { path: ['to'], message: ruleMessage('moreThanFrom') });
export type Money = z.output<typeof MoneyAmountSchema> | z.output<typeof MoneyRangeSchema>;

/**
 * An amount in VND, shown on each page by formatPrice/formatPriceRange (the catalogue's format):
 * one amount `{ amount: 380000 }` or a range `{ from: 250000, to: 400000 }`, either with optional
 * words around it per language, `{price}` marking the amount:
 * `{ from: 250000, to: 400000, text: { vi: "{price} / xô 6 chai", ko: "6병 버킷 {price}" } }`.
 * Fields that hold only amounts (`priceRange`, `format: money` columns) also take a bare number.
 */
export const MoneySchema = byShape<Money>((input) => (hasKey(input, 'amount') ? MoneyAmountSchema : MoneyRangeSchema));

/** Whether a parsed value is an amount rather than a text. */
export function isMoney(value: unknown): value is Money {
  return hasKey(value, 'amount') || hasKey(value, 'from');
}

/** A field that holds a text or an amount. */
function textOrMoney<O>(text: z.ZodType<O>) {
  return byShape<O | Money>((input) => (['amount', 'from', 'to'].some((key) => hasKey(input, key)) ? MoneySchema : text));
}

/** Whether a table cell is an amount: a number (VND in a money column) or an amount object. */
function isMoneyCell(value: CellValue): boolean {
  return typeof value === 'number' || isMoney(value);
}

/** Column keys and other machine names: "name", "price-90". */
const KeySchema = z.string().regex(/^[a-z][a-z0-9-]*$/, ruleMessage('slug'));

const RatingSchema = z.number().min(0, ruleMessage('rating05')).max(5, ruleMessage('rating05'));

/** A photo in the article's folder, by its plain name: "room-1.jpg" (./photo-names.ts: no folder, query or other type). */
export const ImageFileSchema = z.string().max(MAX_PHOTO_NAME, ruleMessage('imageFile')).regex(PHOTO_NAME, ruleMessage('imageFile'));

/** A path that starts with a locale segment ("/vi/…"), which links must not spell out. */
const LOCALE_PREFIX = new RegExp(`^/(?:${LOCALES.join('|')})(?:[/?#]|$)`);

/** A link target: a locale-less root-relative path (localized when rendered) or an https:// URL. */
const HrefSchema = z
  .string()
  .refine(
    (href) => /^https:\/\/\S+$/.test(href) || (/^\/(?!\/)\S*$/.test(href) && !LOCALE_PREFIX.test(href)),
    ruleMessage('href'),
  );

const titled = { title: TranslatedTextSchema.optional() };

/** The day figures were true, shown as "as of …" (see AsOf.tsx). */
const AsOfSchema = z.iso.date(ruleMessage('isoDate'));
/** For blocks whose figures may go stale: an optional "as of" date. */
const datable = { asOf: AsOfSchema.optional() };

/**
 * A table cell: a number (shown in the locale's notation; an amount in VND in a `format: money`
 * column), a text, or an amount object (`{ from: 250000, to: 400000 }`).
 */
const CellSchema = textOrMoney(
  z.union([z.number(), LocalTextSchema], {
    error: (issue) => (issue.input === undefined ? ruleMessage('required') : ruleMessage('cellValue')),
  }),
);
export type CellValue = z.output<typeof CellSchema>;

const ColumnSchema = z
  .object({
    key: KeySchema,
    label: LocalTextSchema,
    align: z.enum(['start', 'center', 'end']).optional(),
    /**
     * "rating": a number from 0 to 5, shown with one decimal and a star. "money": every cell is an
     * amount in VND, a number (`900000`) or an amount object (`{ from: 250000, to: 400000 }`).
     */
    format: z.enum(['text', 'rating', 'money']).optional(),
  })
  .strict();
export type ColumnData = z.output<typeof ColumnSchema>;

type Cells = Record<string, CellValue>;

/** Every row has exactly the table's columns, and rating columns hold ratings. */
function checkCells(columns: readonly ColumnData[], rows: readonly { cells: Cells }[], ctx: z.RefinementCtx): void {
  const keys = columns.map((c) => c.key);
  keys.forEach((key, i) => {
    if (keys.indexOf(key) !== i) ctx.addIssue({ code: 'custom', path: ['columns', i, 'key'], ...ruleIssue('keyTwice', { key }) });
  });
  rows.forEach((row, r) => {
    for (const column of columns) {
      const value = row.cells[column.key];
      const path = ['rows', r, 'cells', column.key];
      if (value === undefined) ctx.addIssue({ code: 'custom', path, ...ruleIssue('cellMissing', { column: column.key }) });
      else if (column.format === 'rating' && (typeof value !== 'number' || value < 0 || value > 5)) {
        ctx.addIssue({ code: 'custom', path, message: ruleMessage('ratingCell') });
      } else if (column.format === 'money' && !isMoneyCell(value)) {
        ctx.addIssue({ code: 'custom', path, message: ruleMessage('moneyCell') });
      }
    }
    for (const key of Object.keys(row.cells)) {
      if (!keys.includes(key)) {
        ctx.addIssue({ code: 'custom', path: ['rows', r, 'cells', key], ...ruleIssue('notAColumn', { columns: keys.join(', ') }) });
      }
    }
  });
}

export const RankingTableSchema = z
  .object({
    block: z.literal('ranking-table'),
    ...titled,
    ...datable,
    caption: TranslatedTextSchema,
    columns: z.array(ColumnSchema).min(1, ruleMessage('needsColumn')),
    rows: z
      .array(z.object({ rank: z.number().int().positive(), cells: z.record(z.string(), CellSchema) }).strict())
      .min(1, ruleMessage('needsRow')),
    /** A remark under the table (sources, sample data, date). */
    note: TranslatedTextSchema.optional(),
  })
  .strict()
  .superRefine((table, ctx) => checkCells(table.columns, table.rows, ctx));

export const VenueSchema = z
  .object({
    rank: z.number().int().positive().optional(),
    name: LocalTextSchema,
    address: LocalTextSchema,
    area: LocalTextSchema.optional(),
    /** An amount (`450000`, `{ from: 250000, to: 400000, text: … }`) or a text ("see the table below"). */
    priceRange: textOrMoney(byShape<LocalText | number>((input) => (typeof input === 'number' ? VndSchema : LocalTextSchema))),
    rating: RatingSchema,
    highlight: TranslatedTextSchema,
    features: z.array(TranslatedTextSchema),
    phone: PhoneSchema.optional(),
    image: ImageFileSchema.optional(),
    /** Alt text of the image; without it the image is decorative (the card already names the venue). */
    imageAlt: TranslatedTextSchema.optional(),
  })
  .strict();

export const VenueCardsSchema = z
  .object({ block: z.literal('venue-cards'), ...titled, venues: z.array(VenueSchema).min(1, ruleMessage('needsVenue')) })
  .strict();

export const FeaturedGridSchema = z
  .object({
    block: z.literal('featured-grid'),
    ...titled,
    ...datable,
    items: z
      .array(
        z
          .object({
            title: TranslatedTextSchema,
            text: TranslatedTextSchema,
            badge: z.enum(['hot', 'new', 'top']).optional(),
            /** A short line such as a size, "8–12 guests", or an amount `{ amount: 150000 }`. */
            meta: textOrMoney(LocalTextSchema).optional(),
            /** Our service of this kind: its lengths and price are shown from the catalogue. */
            service: ServiceIdSchema.optional(),
          })
          .strict(),
      )
      .min(1, ruleMessage('needsItem')),
  })
  .strict();

export const OurPricesSchema = z
  .object({
    block: z.literal('our-prices'),
    ...titled,
    caption: TranslatedTextSchema.optional(),
    services: z
      .array(ServiceIdSchema)
      .min(1, ruleMessage('needsServiceId'))
      .refine((ids) => new Set(ids).size === ids.length, ruleMessage('serviceTwice')),
  })
  .strict();

export const VerdictSchema = z
  .object({ tone: z.enum(['good', 'neutral', 'high']), text: TranslatedTextSchema })
  .strict();

export const ComparisonTableSchema = z
  .object({
    block: z.literal('comparison-table'),
    ...titled,
    ...datable,
    caption: TranslatedTextSchema,
    /** Header of the row-label column; default "Item". */
    rowHeader: TranslatedTextSchema.optional(),
    columns: z.array(ColumnSchema).min(1, ruleMessage('needsColumn')),
    /** Key of the column to emphasise (e.g. our spa). */
    highlight: KeySchema.optional(),
    rows: z
      .array(
        z
          .object({ label: LocalTextSchema, cells: z.record(z.string(), CellSchema), verdict: VerdictSchema.optional() })
          .strict(),
      )
      .min(1, ruleMessage('needsRow')),
  })
  .strict()
  .superRefine((table, ctx) => {
    checkCells(table.columns, table.rows, ctx);
    if (table.highlight !== undefined && !table.columns.some((c) => c.key === table.highlight)) {
      ctx.addIssue({ code: 'custom', path: ['highlight'], ...ruleIssue('highlightColumn', { key: table.highlight }) });
    }
  });

export const ProcessStepsSchema = z
  .object({
    block: z.literal('process-steps'),
    ...titled,
    steps: z
      .array(
        z
          .object({ title: TranslatedTextSchema, text: TranslatedTextSchema, minutes: z.number().int().positive().optional() })
          .strict(),
      )
      .min(1, ruleMessage('needsStep')),
  })
  .strict()
  .superRefine((block, ctx) => {
    // A total over some of the steps would be wrong, so minutes are all or nothing.
    if (!block.steps.some((s) => s.minutes !== undefined)) return;
    block.steps.forEach((step, i) => {
      if (step.minutes === undefined) {
        ctx.addIssue({ code: 'custom', path: ['steps', i, 'minutes'], message: ruleMessage('minutesAllOrNone') });
      }
    });
  });

/** The icons BenefitGrid can draw. */
export const BENEFIT_ICONS = ['leaf', 'drop', 'clock', 'shield', 'heart', 'star', 'moon', 'flame'] as const;
export type BenefitIconName = (typeof BENEFIT_ICONS)[number];

export const BenefitGridSchema = z
  .object({
    block: z.literal('benefit-grid'),
    ...titled,
    items: z
      .array(z.object({ title: TranslatedTextSchema, text: TranslatedTextSchema, icon: z.enum(BENEFIT_ICONS).optional() }).strict())
      .min(1, ruleMessage('needsItem')),
  })
  .strict();

export const DoDontSchema = z
  .object({
    block: z.literal('do-dont'),
    ...titled,
    do: z.array(TranslatedTextSchema).min(1, ruleMessage('needsItem')),
    dont: z.array(TranslatedTextSchema).min(1, ruleMessage('needsItem')),
  })
  .strict();

export const TestimonialsSchema = z
  .object({
    block: z.literal('testimonials'),
    ...titled,
    items: z
      .array(
        z
          .object({
            name: LocalTextSchema,
            age: z.number().int().min(18, ruleMessage('adultAge')).max(120).optional(),
            job: TranslatedTextSchema.optional(),
            text: TranslatedTextSchema,
            rating: z.number().int(ruleMessage('wholeStars')).min(1).max(5),
          })
          .strict(),
      )
      .min(1, ruleMessage('needsTestimonial')),
  })
  .strict();

/** A tip: its title may be an amount with words, e.g. a budget `{ from: 300000, to: 450000 }`. */
const AdviceSchema = z.object({ title: textOrMoney(TranslatedTextSchema), text: TranslatedTextSchema }).strict();

export const AdviceCardsSchema = z
  .object({ block: z.literal('advice-cards'), ...titled, items: z.array(AdviceSchema).min(1, ruleMessage('needsItem')) })
  .strict();

export const QuickFactsSchema = z
  .object({
    block: z.literal('quick-facts'),
    ...titled,
    ...datable,
    items: z
      .array(z.object({ label: TranslatedTextSchema, value: textOrMoney(LocalTextSchema) }).strict())
      .min(1, ruleMessage('needsItem')),
  })
  .strict();

export const CtaBoxSchema = z
  .object({
    block: z.literal('cta-box'),
    title: TranslatedTextSchema,
    text: TranslatedTextSchema,
    /**
     * Whose phone the call button dials: `spa` (default) our hotline; `partner` the partner
     * chain's line (`partnerHotline` in spa.yaml), for articles about the partner chain.
     */
    line: z.enum(PHONE_LINES).default('spa'),
    /** The service this box books: its lengths and price are shown from the catalogue. */
    service: ServiceIdSchema.optional(),
  })
  .strict();

export const RelatedLinksSchema = z
  .object({
    block: z.literal('related-links'),
    ...titled,
    links: z
      .array(z.object({ title: TranslatedTextSchema, href: HrefSchema, description: TranslatedTextSchema.optional() }).strict())
      .min(1, ruleMessage('needsLink')),
  })
  .strict();

export const ImageGallerySchema = z
  .object({
    block: z.literal('image-gallery'),
    ...titled,
    images: z
      .array(z.object({ file: ImageFileSchema, alt: TranslatedTextSchema, caption: TranslatedTextSchema.optional() }).strict())
      .min(1, ruleMessage('needsImage')),
  })
  .strict();

/** Where an incident stands: in progress (yellow), handled (green), blocked (blue). */
export const INCIDENT_STATUSES = ['in-progress', 'handled', 'blocked'] as const;

export const NewsListSchema = z
  .object({
    block: z.literal('news-list'),
    ...titled,
    /** The date the list was true, shown as "as of". */
    asOf: AsOfSchema,
    items: z
      .array(
        z
          .object({
            /** As shown: "09:30", "오전". */
            time: LocalTextSchema,
            title: TranslatedTextSchema,
            summary: TranslatedTextSchema,
            category: TranslatedTextSchema,
            urgent: z.boolean().optional(),
            /** A styling hook (`data-type`), e.g. "sports", "weather". */
            type: KeySchema.optional(),
            /** Where an incident stands: a coloured, labelled badge. */
            status: z.enum(INCIDENT_STATUSES).optional(),
          })
          .strict(),
      )
      .min(1, ruleMessage('needsItem')),
  })
  .strict();

/** Alert levels, highest first; each has its colour (red, yellow, blue, green) and a label. */
export const ALERT_LEVELS = ['high', 'elevated', 'advisory', 'normal'] as const;

export const AlertLevelsSchema = z
  .object({
    block: z.literal('alert-levels'),
    ...titled,
    asOf: AsOfSchema,
    regions: z
      .array(z.object({ region: LocalTextSchema, level: z.enum(ALERT_LEVELS), note: TranslatedTextSchema.optional() }).strict())
      .min(1, ruleMessage('needsRegion')),
  })
  .strict();

export const EmergencyNumbersSchema = z
  .object({
    block: z.literal('emergency-numbers'),
    ...titled,
    items: z
      .array(
        z
          .object({
            /** Dialled as written: a short emergency number such as "112". */
            number: z.string().regex(/^\d{3,5}$/, ruleMessage('shortNumber')),
            label: TranslatedTextSchema,
            note: TranslatedTextSchema.optional(),
          })
          .strict(),
      )
      .min(1, ruleMessage('needsNumber')),
  })
  .strict();

export const WorldClockSchema = z
  .object({
    block: z.literal('world-clock'),
    ...titled,
    clocks: z
      .array(
        z
          .object({
            zone: z.string().refine(isValidTimeZone, ruleMessage('timeZone')),
            label: LocalTextSchema,
          })
          .strict(),
      )
      .min(1, ruleMessage('needsClock')),
  })
  .strict();

export const BlockDataSchema = z.discriminatedUnion(
  'block',
  [
    RankingTableSchema,
    VenueCardsSchema,
    FeaturedGridSchema,
    OurPricesSchema,
    ComparisonTableSchema,
    ProcessStepsSchema,
    BenefitGridSchema,
    DoDontSchema,
    TestimonialsSchema,
    AdviceCardsSchema,
    QuickFactsSchema,
    CtaBoxSchema,
    RelatedLinksSchema,
    ImageGallerySchema,
    NewsListSchema,
    WorldClockSchema,
    AlertLevelsSchema,
    EmergencyNumbersSchema,
  ],
  { error: ruleMessage('blockType') },
);

/** An article's data.yaml: dataset name → block data. */
export const ArticleDataSchema = z.record(z.string(), BlockDataSchema).superRefine((data, ctx) => {
  // Checked here rather than by the record's key schema, whose message Zod would bury.
  for (const name of Object.keys(data)) {
    if (!/^[a-z0-9-]+$/.test(name)) {
      ctx.addIssue({ code: 'custom', path: [name], message: ruleMessage('datasetName') });
    }
  }
});

/** Parses an article's data.yaml text; a bad value throws a ConfigError naming the file and field. */
export function parseArticleData(yamlText: string, file: string): ArticleData {
  return parseConfig(ArticleDataSchema, parseYamlFile(yamlText, file) ?? {}, file);
}

export type BlockData = z.output<typeof BlockDataSchema>;
export type BlockType = BlockData['block'];
export type ArticleData = z.output<typeof ArticleDataSchema>;
export type RankingTableData = z.output<typeof RankingTableSchema>;
export type VenueData = z.output<typeof VenueSchema>;
export type VenueCardsData = z.output<typeof VenueCardsSchema>;
export type FeaturedGridData = z.output<typeof FeaturedGridSchema>;
export type OurPricesData = z.output<typeof OurPricesSchema>;
export type ComparisonTableData = z.output<typeof ComparisonTableSchema>;
export type ProcessStepsData = z.output<typeof ProcessStepsSchema>;
export type BenefitGridData = z.output<typeof BenefitGridSchema>;
export type DoDontData = z.output<typeof DoDontSchema>;
export type TestimonialsData = z.output<typeof TestimonialsSchema>;
export type AdviceCardsData = z.output<typeof AdviceCardsSchema>;
export type QuickFactsData = z.output<typeof QuickFactsSchema>;
export type CtaBoxData = z.output<typeof CtaBoxSchema>;
export type RelatedLinksData = z.output<typeof RelatedLinksSchema>;
export type ImageGalleryData = z.output<typeof ImageGallerySchema>;
export type NewsListData = z.output<typeof NewsListSchema>;
export type WorldClockData = z.output<typeof WorldClockSchema>;
export type AlertLevelsData = z.output<typeof AlertLevelsSchema>;
export type EmergencyNumbersData = z.output<typeof EmergencyNumbersSchema>;
