import { ArrayField } from './ArrayField';
import type { SchemaFieldProps } from './form-context';
import { LocalizedField } from './LocalizedField';
import { ObjectFields } from './ObjectFields';
import { RecordField } from './RecordField';
import { ScalarField } from './ScalarField';
import { schemaNode } from './schema-node';

/** One field of the form, drawn by what its schema is. */
export function SchemaField({ schema, path, label, required }: SchemaFieldProps) {
  const node = schemaNode(schema);
  switch (node.kind) {
    case 'object':
      return <ObjectFields node={node} path={path} legend={label} />;
    case 'localized':
      return <LocalizedField list={node.list} path={path} label={label} required={required} />;
    case 'array':
      return <ArrayField node={node} path={path} label={label} />;
    case 'record':
      return <RecordField node={node} path={path} label={label} />;
    default:
      return <ScalarField node={node} path={path} label={label} required={required} fallback={schema['default']} />;
  }
}
