// Every environment variable the site reads, declared once: which process reads it, whether it is
// a secret, its default and the shape its value must have. src/server/settings/read-settings.ts
// turns this list into one zod schema per process; docs/operator-guide.md's "Settings" table
// lists the operator's ones (tests/unit/settings.test.ts keeps the two together).
// Plain Node, imports named with `.ts`: the host, the start script and the build load it unbundled.
import { z } from 'zod';
import { DEFAULT_SITE_URL } from '../../config/site-url.ts';

/**
 * Where the host hands the on-demand side the start handshake's token (src/server/http/host-bridge.ts):
 * set by the server for itself, a secret like the operator's.
 */
export const START_TOKEN_ENV = 'KINGSTONE_INTERNAL_TOKEN';

/** The processes that read settings: the server, the site's build, and the command-line tools. */
export type SettingsProcess = 'server' | 'build' | 'tools';

export interface Variable {
  readonly processes: readonly SettingsProcess[];
  /** A secret of the running server: never handed to a build or a hook, never printed. */
  readonly secret?: boolean;
  /** Set by the operator (documented in the operator's guide), or only by the tests and tools. */
  readonly operator?: boolean;
  readonly default?: string;
  /** The value's shape, with the message an operator reads when it is wrong. */
  readonly value: z.ZodType<string>;
}

const text = z.string();
const wholeNumber = (min: number, max: number) =>
  z.string().regex(/^\d{1,9}$/, `must be a whole number from ${min} to ${max}`).refine((v) => Number(v) >= min && Number(v) <= max, `must be a whole number from ${min} to ${max}`);
const oneOf = (...values: [string, ...string[]]) => z.enum(values, { error: `must be ${values.map((v) => `"${v}"`).join(' or ')}` });
const url = (...protocols: string[]) =>
  z.string().refine((v) => {
    try {
      return protocols.includes(new URL(v).protocol);
    } catch {
      return false;
    }
  }, `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`);

/** IndexNow's rule for a key: the host answers it at /<key>.txt, the publisher pings with it. */
export const INDEXNOW_KEY_PATTERN = /^[A-Za-z0-9-]{8,128}$/;
/** A login name as useradd accepts it (BUILD_USER is passed to `id`, never to a shell). */
export const USER_NAME_PATTERN = /^[a-z_][a-z0-9_-]{0,31}$/;

const SERVER = ['server'] as const;
const TOOLS = ['tools'] as const;

export const VARIABLES = {
  PORT: { processes: ['server', 'build', 'tools'], operator: true, default: '4321', value: wholeNumber(0, 65535) },
  HOST: { processes: ['server', 'build', 'tools'], operator: true, default: 'localhost', value: z.string().min(1, 'must name an interface, e.g. 0.0.0.0') },
  DATA_DIR: { processes: ['server', 'tools'], operator: true, default: 'data', value: z.string().min(1, 'must name a folder') },
  DATABASE_URL: { processes: ['server', 'tools'], operator: true, secret: true, value: url('postgres:', 'postgresql:') },
  BOOKING_RATE_LIMIT: { processes: SERVER, operator: true, default: '1', value: oneOf('0', '1') },
  TRUST_PROXY: { processes: SERVER, operator: true, value: text },
  ALLOWED_ORIGINS: { processes: SERVER, operator: true, value: text },
  IDLE_TIMEOUT_MS: { processes: SERVER, operator: true, default: '30000', value: wholeNumber(1, 3_600_000) },
  MAX_CONNECTIONS: { processes: SERVER, operator: true, default: '1000', value: wholeNumber(1, 1_000_000) },
  MAX_CONNECTIONS_PER_CLIENT: { processes: SERVER, operator: true, default: '100', value: wholeNumber(1, 1_000_000) },
  INSTALL_SECRET: { processes: SERVER, operator: true, secret: true, value: text },
  SMTP_URL: { processes: SERVER, operator: true, secret: true, value: url('smtp:', 'smtps:') },
  NOTIFY_EMAIL_TO: { processes: SERVER, operator: true, value: z.string().includes('@', { error: 'must be an e-mail address' }) },
  NOTIFY_EMAIL_FROM: { processes: SERVER, operator: true, value: z.string().includes('@', { error: 'must be an e-mail address, e.g. Kingstone Spa <no-reply@kingstonespa.vn>' }) },
  // Without NOTIFY_WEBHOOK_SECRET the URL (a chat service's incoming hook) is the only key to it.
  NOTIFY_WEBHOOK_URL: { processes: SERVER, operator: true, secret: true, value: url('https:', 'http:') },
  NOTIFY_WEBHOOK_SECRET: { processes: SERVER, operator: true, secret: true, value: text },
  // Hours before a confirmed visit that the visitor's reminder e-mail is due; 0 sends none
  // (src/booking/reminder-schedule.ts).
  REMINDER_LEAD_HOURS: { processes: SERVER, operator: true, default: '24', value: wholeNumber(0, 168) },
  TELEGRAM_BOT_TOKEN: { processes: ['server', 'tools'], operator: true, secret: true, value: text },
  TELEGRAM_CHAT_ID: { processes: SERVER, operator: true, value: z.string().regex(/^-?\d{1,20}$|^@\w{1,64}$/, 'must be a chat id (a number) or @channel') },
  TELEGRAM_API_BASE: { processes: ['server', 'tools'], operator: true, value: url('https:', 'http:') },
  TELEGRAM_ALLOWED_USER_IDS: { processes: SERVER, operator: true, value: text },
  // The bot's @name without the @: the profile's "link Telegram" then opens the bot directly.
  TELEGRAM_BOT_USERNAME: { processes: SERVER, operator: true, value: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{4,31}$/, 'must be the bot\'s username without @, e.g. kingstone_spa_bot') },
  TELEGRAM_WEBHOOK_SECRET: { processes: ['server', 'tools'], operator: true, secret: true, value: z.string().regex(/^[A-Za-z0-9_-]{1,256}$/, 'must be 1–256 characters of A–Z a–z 0–9 _ - (openssl rand -hex 32)') },
  ADMIN_PASSWORD: { processes: ['server', 'tools'], operator: true, secret: true, value: text },
  ADMIN_PASSWORD_HASH: { processes: SERVER, operator: true, secret: true, value: text },
  SITE_URL: { processes: ['server', 'build', 'tools'], operator: true, default: DEFAULT_SITE_URL, value: url('https:', 'http:') },
  LOG_REQUESTS: { processes: SERVER, operator: true, default: '1', value: oneOf('0', '1') },
  BROTLI_QUALITY: { processes: ['build'], operator: true, default: '11', value: wholeNumber(0, 11) },
  PRECOMPRESS_FAST: { processes: ['build'], value: oneOf('0', '1') },
  // Tests only: how often the outbox worker looks for notifications due (src/server/services/notify/outbox.ts,
  // 5 s by default), so a test waits a fraction of a second for a message instead of up to a round.
  OUTBOX_INTERVAL_MS: { processes: SERVER, value: wholeNumber(100, 60_000) },
  // Tests only: moves the site's clock (src/config/clock.ts), so a scheduled moment comes in seconds.
  SITE_CLOCK_OFFSET_MS: { processes: ['server', 'build'], value: z.string().regex(/^-?\d{1,13}$/, 'must be a whole number of milliseconds') },
  NGINX_BIN: { processes: TOOLS, operator: true, value: text },
  CHROMIUM_PATH: { processes: TOOLS, operator: true, value: text },
  FORCE_BUILD: { processes: ['server', 'tools'], operator: true, value: oneOf('0', '1') },
  BUILD_USER: { processes: SERVER, operator: true, default: 'nobody', value: z.string().regex(USER_NAME_PATTERN, 'must be a user name, e.g. kingstone-build') },
  STUDIO_PUBLISH: { processes: ['server', 'tools'], operator: true, default: 'on', value: oneOf('on', 'off') },
  PUBLISH_HOOK: { processes: SERVER, operator: true, value: text },
  LIVE_HOOK: { processes: SERVER, operator: true, value: text },
  INDEXNOW_KEY: { processes: SERVER, operator: true, secret: true, value: z.string().regex(INDEXNOW_KEY_PATTERN, 'must be 8–128 letters, digits or dashes') },
  INDEXNOW_ENDPOINT: { processes: SERVER, operator: true, value: url('https:', 'http:') },
  BENCH_RUNS: { processes: TOOLS, value: wholeNumber(1, 1000) },
  CONNECTIONS: { processes: TOOLS, value: wholeNumber(1, 10_000) },
  DURATION: { processes: TOOLS, value: wholeNumber(1, 3600) },
  WARMUP: { processes: TOOLS, value: wholeNumber(0, 3600) },
  VIEW_RATE: { processes: TOOLS, value: wholeNumber(1, 1_000_000) },
  BOOKING_RATE: { processes: TOOLS, value: wholeNumber(1, 1_000_000) },
  NGINX_WORKERS: { processes: TOOLS, value: wholeNumber(1, 256) },
  SIZES: { processes: TOOLS, value: z.string().regex(/^\d{1,6}(,\d{1,6})*$/, 'must be numbers separated by commas, e.g. 1000,2000') },
  IMAGE_CACHE: { processes: TOOLS, value: text },
  KEEP: { processes: TOOLS, value: oneOf('0', '1') },
} as const satisfies Record<string, Variable>;

export type VariableName = keyof typeof VARIABLES;

/**
 * The names of the server's secrets: a build and the operator's hooks never get them, nor the
 * start token the host hands the on-demand side (src/server/http/host-bridge.ts).
 */
export const SECRET_ENV_NAMES: readonly string[] = [
  ...Object.entries(VARIABLES)
    .filter(([, variable]) => 'secret' in variable && variable.secret)
    .map(([name]) => name),
  START_TOKEN_ENV,
];
