/**
 * Field paths and their names. A path is the data's own ("options.0.price"); its label is looked
 * up under the path's pattern, indices written `*` ("studio.field.options.*.price"), so one label
 * serves every entry of a list.
 */
import type { JsonSchema } from '../../studio/contract';
import { schemaNode } from './schema-node';
import type { StudioT } from './studio-t';

export type DataPath = readonly (string | number)[];

/** "options.0.price" for the API and its FieldError paths. */
export const pathText = (path: DataPath) => path.join('.');

/** "options.*.price": numeric segments as `*`. */
export function pathPattern(path: DataPath | string): string {
  const segments = typeof path === 'string' ? path.split('.') : path.map(String);
  return segments.map((s) => (/^\d+$/.test(s) ? '*' : s)).join('.');
}

/** The field's name in the owner's language; the path itself when the dictionary lacks it. */
export function fieldLabel(t: StudioT, path: DataPath | string): string {
  const pattern = pathPattern(path);
  return t.optional(`studio.field.${pattern}`) ?? pattern;
}

/** A DOM id for a field, from its path: unique per path, and only characters ids may hold. */
export function fieldId(path: DataPath | string): string {
  const text = typeof path === 'string' ? path : pathText(path);
  return `sf-${text.replace(/[^A-Za-z0-9_.-]/g, (c) => `_${c.codePointAt(0)?.toString(16)}_`).replace(/\./g, '--')}`;
}

/**
 * Every label pattern the form asks for when it draws a schema: each object property, entries of
 * lists as `*`; the locales inside a localized text and the owner's own keys of a record are named
 * by the language and the key, not by the dictionary. Enum values are listed as "enum:<value>",
 * unless the schema names them.
 */
export function labelPatterns(schema: JsonSchema, prefix: string[] = []): string[] {
  const node = schemaNode(schema);
  switch (node.kind) {
    case 'object':
      return node.properties.flatMap(([key, child]) => [[...prefix, key].join('.'), ...labelPatterns(child, [...prefix, key])]);
    case 'array':
      return labelPatterns(node.items, [...prefix, '*']);
    case 'enum':
      // Choices the schema names itself (a service's rooms) need no dictionary entry.
      return node.labels ? [] : node.values.map((v) => `enum:${v}`);
    default:
      return [];
  }
}
