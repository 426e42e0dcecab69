import { expect } from 'vitest';
import type { z } from 'zod';
import { ConfigError } from '../../src/config/config-error';

/**
 * The message of the ConfigError `run` throws, for tests of what a data file's author reads.
 * Fails the test if `run` throws nothing or another kind of error.
 */
export function configErrorOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a validation error');
}

/** The issues of `data` under `schema`, as "path: message" lines. Fails the test if `data` passes. */
export function issuesOf(schema: z.ZodType, data: unknown): string[] {
  const result = schema.safeParse(data);
  if (result.success) throw new Error('expected a validation error');
  return result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}
