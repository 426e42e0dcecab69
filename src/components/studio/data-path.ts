/** Reading and immutably writing a JSON value at a path, for the studio's form state. */
import type { DataPath } from './field-paths';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function getAt(value: unknown, path: DataPath): unknown {
  let current = value;
  for (const segment of path) {
    if (Array.isArray(current) && typeof segment === 'number') current = current[segment];
    else if (isRecord(current) && typeof segment === 'string' && Object.hasOwn(current, segment)) current = current[segment];
    else return undefined;
  }
  return current;
}

/** A copy of `value` with `next` at `path`; `undefined` removes an object key (an optional field left empty). */
export function setAt(value: unknown, path: DataPath, next: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return next;
  if (typeof head === 'number') {
    const list = Array.isArray(value) ? [...(value as unknown[])] : [];
    list[head] = setAt(list[head], rest, next);
    return list;
  }
  const object = isRecord(value) ? { ...value } : {};
  const child = setAt(object[head], rest, next);
  if (child === undefined) delete object[head];
  else object[head] = child;
  return object;
}

/** A copy of the list at `path` without entry `index`. */
export function removeAt(value: unknown, path: DataPath, index: number): unknown {
  const list = getAt(value, path);
  return setAt(value, path, Array.isArray(list) ? list.filter((_, i) => i !== index) : list);
}

/** A copy of the object at `path` without `key`. */
export function removeKey(value: unknown, path: DataPath, key: string): unknown {
  const object = getAt(value, path);
  if (!isRecord(object)) return value;
  const { [key]: _removed, ...rest } = object;
  return setAt(value, path, rest);
}
