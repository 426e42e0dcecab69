/**
 * A create or save request once its shape is checked (src/server/web/studio/article-request.ts):
 * the objects the validation then reads field by field.
 */
export interface SaveBody {
  slug?: string;
  version?: string;
  meta: Record<string, unknown>;
  data: Record<string, unknown>;
  texts: Record<string, unknown>;
}
