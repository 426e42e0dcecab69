import type { JsonSchema } from '../../../studio/contract';
import type { SchemaFieldProps } from '../form-context';
import { SchemaField } from '../SchemaField';
import { FreeValueField } from './FreeValueField';

/** A schema that names no one shape: `{}` (a transform's input) or a choice of shapes (`anyOf`). */
const isFree = (schema: JsonSchema) => !('type' in schema) && !('enum' in schema) && !('const' in schema);

/**
 * One field of the article's form: part 1's SchemaField, except where a block's schema allows
 * several shapes (its texts that may be one string or words per language, its table cells, its
 * amounts), which part 1's form would show as one text box whatever the value holds.
 */
export function ArticleField(props: SchemaFieldProps) {
  return isFree(props.schema) ? <FreeValueField path={props.path} label={props.label} required={props.required} /> : <SchemaField {...props} />;
}
