/** Helpers for parsed YAML and JSON data: objects, lists and scalars only. */

export const isCollection = (value: unknown): value is object => value !== null && typeof value === 'object';

/** Whether both are objects or both are lists, so they can be compared key by key. */
export const sameShape = (a: unknown, b: unknown): boolean => isCollection(a) && isCollection(b) && Array.isArray(a) === Array.isArray(b);

/**
 * A copy without prototypes, so a diff (microdiff looks keys up with `in`) treats an own key named
 * "constructor" or "toString" like any other and never sees an inherited one.
 */
export function bare(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(bare);
  if (isCollection(value)) {
    const copy = Object.create(null) as Record<string, unknown>;
    for (const [key, item] of Object.entries(value)) copy[key] = bare(item);
    return copy;
  }
  return value;
}
