/**
 * Our schemas' own rules, by name, with the English sentence the build prints (src/config/config-error.ts).
 * The studio answers the owner in their language: it finds a rule's name from the issue
 * (ruleOf) and looks the translation up under `studioApi.rule.<name>` (src/i18n/ui/studio-api/).
 * Placeholders are written {name}, as in the UI dictionaries.
 */
export const SCHEMA_RULES = {
  phone: 'must be a valid phone number in international form, e.g. "+84 90 123 4567"',
  httpsUrl: 'must be an https:// URL',
  email: 'must be an email address',
  clockTime: 'must be a time "HH:MM" between 00:00 and 24:00',
  isoDate: 'must be a date "YYYY-MM-DD"',
  realDate: 'must be a real date',
  localDateTime: 'must be a date and time "YYYY-MM-DD HH:MM"',
  countryCode: 'must be a two-letter country code',
  hoursOrder: 'hours.opens must be before hours.closes',
  closedTrue: 'must be true (leave it out for a day with other hours)',
  specialToAfterFrom: 'to ({to}) must be on or after from ({from})',
  closedWithHours: 'a closed day has no opens/closes: give closed: true or opens and closes, not both',
  closedOrHours: 'give closed: true, or both opens and closes',
  opensBeforeCloses: 'opens must be before closes',
  specialOverlap: 'specialHours[{index}] ({from} → {to}) overlaps specialHours[{other}] ({otherFrom} → {otherTo}): a day can have only one entry',
  textMissing: 'the {locale} text is missing',
  listMissing: 'the {locale} list is missing',
  textTooLong: 'must be at most {max} characters',
  fromBeforeTo: 'from must be before to',
  priceNumber: 'must be a number of VND',
  priceWhole: 'must be a whole number of VND',
  pricePositive: 'must be a positive number of VND',
  slug: 'must be lowercase letters, digits and dashes',
  minutesPositive: 'must be a positive number of minutes',
  needsOption: 'needs at least one option',
  idMatchesFile: 'must match the file name ("{expected}")',
  optionIdTaken: '"{option}" is used by both {owner} and {service}',
  // The rooms (src/config/business-schema.ts) and the services' rooms across files (src/config/catalogue-rules.ts).
  needsRoom: 'needs at least one room kind',
  roomIdTaken: '"{room}" is the id of two room kinds: give each kind its own id',
  roomUnknown: '"{room}" is not a room kind of src/content/business/spa.yaml (rooms: {rooms})',
  roomInUse: 'the room kind "{room}" is used by {services}: give them another room first',
  reservedSlug: '"{slug}" cannot be an article slug (it is a listing URL)',
  relatedMissing: 'related: no article "{slug}"',
  relatedSelf: 'related: an article cannot be related to itself',
  aliasIsArticle: 'aliases: "{alias}" is the slug of an article',
  aliasIsListing: 'aliases: "{alias}" is a listing URL',
  aliasTaken: 'aliases: "{alias}" already redirects to {owner}',
  rankTaken: 'popularRank {rank} is already used by {owner}',
  // The article content blocks (src/blocks/schemas.ts).
  notEmpty: 'must not be empty',
  required: 'is required',
  typedAmount: 'has an amount typed as text: give it as a number in VND, e.g. { amount: 250000 } or { from: 250000, to: 400000 } (see "Amounts" in src/blocks/README.md)',
  anyLocale: 'needs at least one of ko, vi, en',
  localText: 'must be a text, or an object with ko, vi and/or en texts',
  readerText: 'is text a reader reads: give it per language, e.g. { ko: …, vi: …, en: … }, not "{input}"',
  localeObject: 'must be an object with ko, vi and/or en texts',
  vndNumber: 'must be a whole number of đồng without separators or ₫, e.g. 250000',
  vndWhole: 'must be a whole number of đồng',
  notNegative: 'must not be negative',
  priceSlot: 'must contain {price} once, where the amount goes',
  moreThanFrom: 'must be more than from',
  rating05: 'must be between 0 and 5',
  imageFile: 'must be an image file name in the article folder, e.g. "room-1.jpg"',
  href: 'must be a path such as "/blog/thai-massage-guide" (without /vi or /en: it is localized for you) or an https:// URL',
  cellValue: 'must be a number, a text or an amount',
  keyTwice: '"{key}" is used twice',
  cellMissing: 'missing a value for column "{column}"',
  ratingCell: 'must be a rating from 0 to 5',
  moneyCell: 'must be an amount in VND, e.g. 900000 or { from: 250000, to: 400000 }',
  notAColumn: 'is not a column (columns: {columns})',
  highlightColumn: '"{key}" is not a column key',
  minutesAllOrNone: 'give minutes for every step or for none',
  serviceTwice: 'lists a service twice',
  serviceId: "must be one of the catalogue's service ids: {ids}",
  adultAge: 'must be an adult age',
  wholeStars: 'must be a whole number of stars',
  shortNumber: 'must be a short number of 3 to 5 digits, e.g. "112"',
  timeZone: 'must be an IANA time zone such as "Asia/Seoul"',
  blockType: 'must have a known "block:" type (see src/blocks/README.md)',
  datasetName: 'dataset names must be lowercase letters, digits and dashes',
  needsColumn: 'needs at least one column',
  needsRow: 'needs at least one row',
  needsVenue: 'needs at least one venue',
  needsItem: 'needs at least one item',
  needsServiceId: 'needs at least one service id',
  needsStep: 'needs at least one step',
  needsTestimonial: 'needs at least one testimonial',
  needsLink: 'needs at least one link',
  needsImage: 'needs at least one image',
  needsRegion: 'needs at least one region',
  needsNumber: 'needs at least one number',
  needsClock: 'needs at least one clock',
} as const;

export type SchemaRule = keyof typeof SCHEMA_RULES;
export type RuleVars = Record<string, string | number>;
export interface RuleRef {
  rule: SchemaRule;
  vars: RuleVars;
}

/** The rule's English sentence with its placeholders filled. */
export function ruleText(rule: SchemaRule, vars: RuleVars = {}): string {
  return SCHEMA_RULES[rule].replace(/\{(\w+)\}/g, (whole, name: string) => String(vars[name] ?? whole));
}

/**
 * Messages fixed when a schema is built, by their text. Only ruleMessage adds to it, and only at
 * module load, so it holds a few dozen entries whatever the input; a rule whose words depend on
 * the data goes through ruleIssue instead.
 */
const BY_TEXT = new Map<string, RuleRef>();

/** A schema's message for a rule (for .regex(), .refine(), .min()…): the English text, remembered by name. */
export function ruleMessage(rule: SchemaRule, vars: RuleVars = {}): string {
  const text = ruleText(rule, vars);
  BY_TEXT.set(text, { rule, vars });
  return text;
}

/** An issue for ctx.addIssue whose words depend on the data: the rule travels in its params. */
export function ruleIssue(rule: SchemaRule, vars: RuleVars): { message: string; params: { rule: SchemaRule; vars: RuleVars } } {
  return { message: ruleText(rule, vars), params: { rule, vars } };
}

function isRule(value: unknown): value is SchemaRule {
  return typeof value === 'string' && Object.hasOwn(SCHEMA_RULES, value);
}

/**
 * The rules whose words carry values ("{key}" is used twice), as patterns that read the values
 * back from a message made by ruleText where no params could travel (a schema's `error` callback).
 */
const TEMPLATES = Object.entries(SCHEMA_RULES).flatMap(([rule, text]) => {
  const names = [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
  if (names.length === 0) return [];
  const literal = text.split(/\{\w+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return [{ rule: rule as SchemaRule, names, pattern: new RegExp(`^${literal.join('([^]*?)')}$`) }];
});
/** Messages longer than this are no rule's (they would carry a whole hostile input). */
const MAX_TEMPLATE_MESSAGE = 500;

function fromTemplate(message: string): RuleRef | undefined {
  if (message.length > MAX_TEMPLATE_MESSAGE) return undefined;
  for (const { rule, names, pattern } of TEMPLATES) {
    const match = pattern.exec(message);
    if (match) return { rule, vars: Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ''])) };
  }
  return undefined;
}

/** Which of our rules an issue reports, if any: by its params, else by its message. */
export function ruleOf(issue: { message: string; params?: Record<string, unknown> | undefined }): RuleRef | undefined {
  const params = issue.params;
  if (params && isRule(params['rule'])) return { rule: params['rule'], vars: (params['vars'] ?? {}) as RuleVars };
  return BY_TEXT.get(issue.message) ?? fromTemplate(issue.message);
}
