/**
 * What a node of a document's JSON Schema (Zod 4's z.toJSONSchema output) is, for the studio's
 * form: the few shapes our schemas use, each drawn by its own component. Anything else is shown
 * as a plain text field, so an unknown keyword never hides a field.
 */
import { LOCALES } from '../../i18n/locales';
import type { JsonSchema } from '../../studio/contract';

export type SchemaNode =
  | { kind: 'object'; properties: [string, JsonSchema][]; required: ReadonlySet<string> }
  /** { ko, vi, en } of texts, or of lists of texts (`list`). */
  | { kind: 'localized'; list: boolean }
  | { kind: 'array'; items: JsonSchema; minItems: number }
  | { kind: 'record'; values: JsonSchema }
  | { kind: 'boolean'; onlyTrue: boolean }
  /** A choice among `values`; `labels` name them when the schema does (`oneOf` of `{ const, title }`), else the dictionary does. */
  | { kind: 'enum'; values: string[]; labels?: Readonly<Record<string, string>> }
  | { kind: 'number'; integer: boolean; min: number | undefined }
  | { kind: 'string'; format: string | undefined; pattern: string | undefined };

const isSchema = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);

function propertiesOf(schema: JsonSchema): [string, JsonSchema][] {
  const properties = schema['properties'];
  return isSchema(properties) ? Object.entries(properties).filter((entry): entry is [string, JsonSchema] => isSchema(entry[1])) : [];
}

/** An object whose keys are exactly the locales, each a text or a list of texts. */
function localizedShape(properties: [string, JsonSchema][]): SchemaNode | undefined {
  if (properties.length !== LOCALES.length || !properties.every(([key], i) => key === LOCALES[i])) return undefined;
  const types = new Set(properties.map(([, s]) => s['type']));
  if (types.size !== 1) return undefined;
  if (types.has('string')) return { kind: 'localized', list: false };
  if (types.has('array')) return { kind: 'localized', list: true };
  return undefined;
}

/** Choices the data names (a service's room among the business facts' rooms): `oneOf` of `{ const, title }`. */
function namedChoices(schema: JsonSchema): SchemaNode | undefined {
  const choices = schema['oneOf'];
  if (!Array.isArray(choices) || choices.length === 0) return undefined;
  const named = choices.flatMap((c) => (isSchema(c) && typeof c['const'] === 'string' ? [[c['const'], typeof c['title'] === 'string' ? c['title'] : c['const']] as const] : []));
  if (named.length !== choices.length) return undefined;
  return { kind: 'enum', values: named.map(([value]) => value), labels: Object.fromEntries(named) };
}

export function schemaNode(schema: JsonSchema): SchemaNode {
  const type = schema['type'];
  if (Array.isArray(schema['enum']) && schema['enum'].every((v) => typeof v === 'string')) return { kind: 'enum', values: schema['enum'] };
  const named = namedChoices(schema);
  if (named) return named;
  if (type === 'object') {
    const properties = propertiesOf(schema);
    if (properties.length === 0 && isSchema(schema['additionalProperties'])) return { kind: 'record', values: schema['additionalProperties'] };
    const required = new Set(Array.isArray(schema['required']) ? schema['required'].filter((k): k is string => typeof k === 'string') : []);
    return localizedShape(properties) ?? { kind: 'object', properties, required };
  }
  if (type === 'array' && isSchema(schema['items'])) {
    return { kind: 'array', items: schema['items'], minItems: typeof schema['minItems'] === 'number' ? schema['minItems'] : 0 };
  }
  if (type === 'boolean') return { kind: 'boolean', onlyTrue: schema['const'] === true };
  if (type === 'number' || type === 'integer') {
    const min = [schema['minimum'], schema['exclusiveMinimum']].find((v): v is number => typeof v === 'number');
    return { kind: 'number', integer: type === 'integer', min };
  }
  const text = (key: string) => (typeof schema[key] === 'string' ? (schema[key] as string) : undefined);
  return { kind: 'string', format: text('format'), pattern: text('pattern') };
}

/** A starting value for a new array entry or record value: what the schema can fill in, nothing invented. */
export function emptyValue(schema: JsonSchema): unknown {
  if ('default' in schema) return schema['default'];
  const node = schemaNode(schema);
  switch (node.kind) {
    case 'object':
      return Object.fromEntries(
        node.properties.filter(([key]) => node.required.has(key)).map(([key, s]) => [key, emptyValue(s)] as const).filter(([, v]) => v !== undefined),
      );
    case 'localized':
      return Object.fromEntries(LOCALES.map((l) => [l, node.list ? [''] : '']));
    case 'array':
      return [];
    case 'record':
      return {};
    case 'boolean':
      return node.onlyTrue ? undefined : false;
    case 'enum':
      return node.values[0];
    case 'number':
      return undefined;
    case 'string':
      return '';
  }
}
