import { parse } from 'yaml';
import type { z } from 'zod';

/**
 * Turns a Zod error into a message an owner can act on: the file, then one line per bad field
 * with its dotted path ("address.display.vi: the vi text is missing").
 */
export function formatConfigError(file: string, error: z.ZodError): string {
  const lines = error.issues.map((issue) => {
    const path = issue.path.length > 0 ? issue.path.join('.') : '(root)';
    return `  - ${path}: ${issue.message}`;
  });
  return `Invalid data in ${file}:\n${lines.join('\n')}`;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses `data` with `schema` or throws a ConfigError naming the file and every bad field. */
export function parseConfig<S extends z.ZodType>(schema: S, data: unknown, file: string): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw new ConfigError(formatConfigError(file, result.error));
  return result.data;
}

/** Parses a YAML file's text, naming the file when the YAML itself is malformed. */
export function parseYamlFile(text: string, file: string): unknown {
  try {
    return parse(text);
  } catch (error) {
    throw new ConfigError(`Invalid YAML in ${file}: ${(error as Error).message}`);
  }
}
