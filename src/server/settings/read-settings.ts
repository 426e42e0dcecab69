// The one reader of the environment for the server, the build and the command-line tools: each
// process's variables (./variables.ts) through one zod schema, with an error that names every
// variable that cannot work. Plain Node, imports named with `.ts` (see ./variables.ts).
import { z } from 'zod';
import { SECRET_ENV_NAMES, VARIABLES, type SettingsProcess, type VariableName } from './variables.ts';

/** A process's settings: each variable's value as set (checked) or its default; unset ones absent. */
export type Settings = { readonly [Name in VariableName]?: string };

/** Settings that cannot work, each named: "PORT must be a whole number from 0 to 65535 (got "http")". */
export class SettingsError extends Error {
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(problems.join('; '));
    this.name = 'SettingsError';
    this.problems = problems;
  }
}

const SECRETS = new Set(SECRET_ENV_NAMES);

function schemaOf(process: SettingsProcess) {
  const shape: Record<string, z.ZodType<string | undefined>> = {};
  for (const [name, variable] of Object.entries(VARIABLES)) {
    if (!(variable.processes as readonly SettingsProcess[]).includes(process)) continue;
    // An empty value is an unset one: `FOO=` in an env file switches a feature off.
    const unsetIfEmpty = z.preprocess((value) => (value === '' ? undefined : value), variable.value.optional());
    shape[name] = 'default' in variable ? unsetIfEmpty.transform((value) => value ?? variable.default) : unsetIfEmpty;
  }
  return z.object(shape);
}

const SCHEMAS: Record<SettingsProcess, ReturnType<typeof schemaOf>> = { server: schemaOf('server'), build: schemaOf('build'), tools: schemaOf('tools') };

/** A process's settings from `env`, or a SettingsError naming each variable that cannot work (a secret's value is never shown). */
export function parseSettings(process: SettingsProcess, env: Readonly<Record<string, string | undefined>>): Settings {
  const parsed = SCHEMAS[process].safeParse(env);
  if (parsed.success) return Object.fromEntries(Object.entries(parsed.data).filter(([, value]) => value !== undefined)) as Settings;
  // One problem per variable: the first thing it fails.
  const first = new Map<string, string>();
  for (const issue of parsed.error.issues) {
    const name = String(issue.path[0] ?? '');
    const given = env[name];
    if (!first.has(name)) first.set(name, `${name} ${issue.message}${given === undefined || SECRETS.has(name) ? '' : ` (got ${JSON.stringify(given.slice(0, 80))})`}`);
  }
  throw new SettingsError([...first.values()]);
}

const cache = new Map<SettingsProcess, { key: string; settings: Settings }>();

/**
 * This process's settings, read from its environment. Read again only when a variable of the
 * process changed (the tests change them; a server's never do), so a request pays a lookup.
 */
export function settingsOf(process: SettingsProcess): Settings {
  const names = Object.keys(SCHEMAS[process].shape);
  const key = names.map((name) => globalThis.process.env[name] ?? '\u0000').join('\u0001');
  const cached = cache.get(process);
  if (cached?.key === key) return cached.settings;
  const settings = parseSettings(process, globalThis.process.env);
  cache.set(process, { key, settings });
  return settings;
}

/** The server's settings (the host, the on-demand pages, the studio, the outbox). */
export const serverSettings = (): Settings => settingsOf('server');
/** The site build's settings (astro.config.mjs and the integrations). */
export const buildSettings = (): Settings => settingsOf('build');
/** The command-line tools' settings (scripts/). */
export const toolSettings = (): Settings => settingsOf('tools');

/** The environment a child process gets: this one's, less the server's secrets when `scrub` (a build, a hook). */
export function childEnv(extra: Readonly<Record<string, string>> = {}, { scrub = false } = {}): Record<string, string> {
  const own = Object.entries(globalThis.process.env).filter((entry): entry is [string, string] => entry[1] !== undefined && !(scrub && SECRETS.has(entry[0])));
  return { ...Object.fromEntries(own), ...extra };
}

/** The variables of `names` the environment leaves unset (absent or empty): a tool that needs them says so. */
export function unsetVariables(names: readonly VariableName[]): VariableName[] {
  return names.filter((name) => !globalThis.process.env[name]);
}
