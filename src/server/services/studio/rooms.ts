import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { BusinessSchema, type Room } from '../../../config/business-schema';
import { ServiceSchema, type Service } from '../../../config/catalogue-schema';
import type { Locale } from '../../../i18n/locales';
import type { JsonSchema } from '../../../studio/contract';
import { BUSINESS_FILE, listServiceIds, serviceFile, studioPath } from '../../site-files/paths';

/**
 * The rooms across the studio's documents: a service names a room kind of the business facts, so
 * a save of either side reads the other as saved on disk (./validate.ts), and a service's form
 * offers the saved room kinds as its choices.
 */

/** A studio file's data, or undefined when it is not YAML. */
function readData(root: string, file: string): unknown {
  try {
    return parse(readFileSync(studioPath(root, file), 'utf8'));
  } catch {
    return undefined;
  }
}

/** The business facts' room kinds as saved; undefined when they do not pass the schema (nothing to check against). */
export function savedRooms(root: string): Room[] | undefined {
  const data = readData(root, BUSINESS_FILE);
  const rooms = typeof data === 'object' && data !== null ? (data as { rooms?: unknown }).rooms : undefined;
  const result = BusinessSchema.shape.rooms.safeParse(rooms);
  return result.success ? result.data : undefined;
}

/** The catalogue's files as saved, but `except`; one that does not pass its schema is left out (it names nothing). */
export function savedServices(root: string, except?: string): { file: string; service: Service }[] {
  return listServiceIds(root)
    .map(serviceFile)
    .filter((file) => file !== except)
    .flatMap((file) => {
      const result = ServiceSchema.safeParse(readData(root, file));
      return result.success ? [{ file, service: result.data }] : [];
    });
}

type SchemaObject = Record<string, unknown>;
const isObject = (value: unknown): value is SchemaObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Adds `choice` to the property `key` of the object schema `at`, in place; nothing when that shape is not there. */
function withProperty(at: unknown, key: string, choice: SchemaObject): void {
  const properties = isObject(at) ? at['properties'] : undefined;
  if (isObject(properties) && isObject(properties[key])) properties[key] = { ...properties[key], ...choice };
}

/**
 * A service's JSON Schema with its `room` and each option's `room` as a choice among `rooms`
 * (`oneOf` of `{ const, title }`, the title the kind's name in `locale`), so the form draws a
 * select of named rooms rather than a text field. The save still checks the room against the
 * business facts (the choices were read when the form opened).
 */
export function withRoomChoices(schema: JsonSchema, rooms: readonly Room[], locale: Locale): JsonSchema {
  const next = structuredClone(schema);
  const choice = { oneOf: rooms.map((room) => ({ const: room.id, title: room.name[locale] })) };
  withProperty(next, 'room', choice);
  const options = isObject(next['properties']) ? next['properties']['options'] : undefined;
  withProperty(isObject(options) ? options['items'] : undefined, 'room', choice);
  return next;
}
