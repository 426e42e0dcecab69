/**
 * Ids are not the owner's to type (issue 40): a service's id is its page's address and an option's
 * is what bookings and the CSV name, so changing either breaks links and history. Ids already
 * saved are shown, not edited; a new option's id is made from the service and its minutes when
 * the owner leaves it empty ("thai-massage-120"), and can be typed under "advanced".
 */
import { getAt } from './data-path';
import { pathPattern, type DataPath } from './field-paths';

const FIXED_ID_FIELDS = new Set(['id', 'options.*.id']);

export const isIdField = (path: DataPath) => FIXED_ID_FIELDS.has(pathPattern(path));

type ServiceLike = { id?: unknown; options?: unknown };
const optionsOf = (data: unknown): Record<string, unknown>[] => {
  const options = (data as ServiceLike | null)?.options;
  return Array.isArray(options) ? options.filter((o): o is Record<string, unknown> => typeof o === 'object' && o !== null) : [];
};

/** The ids saved at that field's pattern: the service's own, or every saved option's. */
function savedIds(stored: unknown, path: DataPath): Set<string> {
  if (path.length === 1) {
    const id = getAt(stored, path);
    return new Set(typeof id === 'string' ? [id] : []);
  }
  return new Set(optionsOf(stored).flatMap((o) => (typeof o['id'] === 'string' ? [o['id']] : [])));
}

/** Whether the id at `path` is one already saved (shown, not edited). */
export function isSavedId(stored: unknown, path: DataPath, value: unknown): boolean {
  return typeof value === 'string' && value !== '' && savedIds(stored, path).has(value);
}

/** The id a new option at `index` gets when left empty: the service's id and the minutes, unique in the document. */
export function suggestedOptionId(data: unknown, index: number): string | undefined {
  const service = (data as ServiceLike | null)?.id;
  const options = optionsOf(data);
  const minutes = options[index]?.['minutes'];
  if (typeof service !== 'string' || typeof minutes !== 'number' || !Number.isInteger(minutes) || minutes <= 0) return undefined;
  const taken = new Set(options.flatMap((o, i) => (i !== index && typeof o['id'] === 'string' ? [o['id']] : [])));
  const base = `${service}-${minutes}`;
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return id;
}

/** `data` with each option whose id was left empty given its suggested id (the same object when none was). */
export function withNewOptionIds(data: unknown): unknown {
  const options = (data as ServiceLike | null)?.options;
  if (!Array.isArray(options) || !options.some((o) => typeof o === 'object' && o !== null && (o.id === undefined || o.id === ''))) return data;
  let next = data as ServiceLike;
  options.forEach((option, index) => {
    if (typeof option !== 'object' || option === null || (option.id !== undefined && option.id !== '')) return;
    const id = suggestedOptionId(next, index);
    if (id === undefined) return;
    const nextOptions = [...(next.options as unknown[])];
    nextOptions[index] = { ...option, id };
    next = { ...next, options: nextOptions };
  });
  return next;
}
