import { z } from 'zod';
import { BusinessSchema } from '../../../config/business-schema';
import { NoticeSchema } from '../../../config/notice-schema';
import { ServiceSchema } from '../../../config/catalogue-schema';
import type { Locale } from '../../../i18n/locales';
import type { DocumentId, DocumentSummary, JsonSchema } from '../../../studio/contract';
import { BUSINESS_FILE, listServiceIds, NOTICE_FILE, serviceFile } from '../../site-files/paths';
import { savedRooms, withRoomChoices } from './rooms';

export type DocumentKind = DocumentSummary['kind'];

/** One document the studio edits: its id, the file behind it and the schema the build checks it with. */
export interface StudioDocument {
  id: DocumentId;
  kind: DocumentKind;
  /** Relative to the site's root. */
  file: string;
  schema: z.ZodType;
}

const SCHEMAS: Record<DocumentKind, z.ZodType> = { business: BusinessSchema, notice: NoticeSchema, service: ServiceSchema };

const BUSINESS: StudioDocument = { id: 'business', kind: 'business', file: BUSINESS_FILE, schema: BusinessSchema };
const NOTICE: StudioDocument = { id: 'notice', kind: 'notice', file: NOTICE_FILE, schema: NoticeSchema };
const SERVICE_PREFIX = 'service:';
/** Longer than any id the studio has; a longer one is not looked up at all. */
const MAX_ID_LENGTH = 120;

function serviceDocument(id: string): StudioDocument {
  return { id: `${SERVICE_PREFIX}${id}`, kind: 'service', file: serviceFile(id), schema: ServiceSchema };
}

/** Every document, business facts first, then the notice, then each service file by id. */
export function listDocuments(root: string): StudioDocument[] {
  return [BUSINESS, NOTICE, ...listServiceIds(root).map(serviceDocument)];
}

/**
 * The document a request names, or undefined. A service id counts only when the catalogue folder
 * lists that file (src/server/site-files/paths.ts), so "service:../x", an absolute path or a NUL byte
 * finds nothing rather than a path.
 */
export function findDocument(root: string, id: string): StudioDocument | undefined {
  if (id.length > MAX_ID_LENGTH) return undefined;
  if (id === BUSINESS.id) return BUSINESS;
  if (id === NOTICE.id) return NOTICE;
  if (!id.startsWith(SERVICE_PREFIX)) return undefined;
  const serviceId = id.slice(SERVICE_PREFIX.length);
  return listServiceIds(root).includes(serviceId) ? serviceDocument(serviceId) : undefined;
}

/** The document a studio file belongs to (for the fact changes of a publish), or undefined. */
export function documentIdOfFile(file: string): DocumentId | undefined {
  if (file === BUSINESS_FILE) return BUSINESS.id;
  if (file === NOTICE_FILE) return NOTICE.id;
  const match = /^src\/content\/services\/([a-z0-9-]+)\.yaml$/.exec(file);
  return match?.[1] ? `${SERVICE_PREFIX}${match[1]}` : undefined;
}

const JSON_SCHEMAS = new Map<DocumentKind, JsonSchema>();

/**
 * A document's schema as JSON Schema, describing what the file holds (`io: 'input'`: defaults may
 * be left out). Refinements such as "a real date" have no JSON Schema form: the editor learns of
 * them from a save's field errors; `unrepresentable: 'any'` keeps any such part from throwing.
 */
export function jsonSchemaOf(kind: DocumentKind): JsonSchema {
  let schema = JSON_SCHEMAS.get(kind);
  if (!schema) {
    schema = z.toJSONSchema(SCHEMAS[kind], { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    JSON_SCHEMAS.set(kind, schema);
  }
  return schema;
}

/**
 * The schema the studio sends with a document: its kind's, and for a service the rooms as a
 * choice among the room kinds the business facts hold now, named in `locale` (./rooms.ts).
 */
export function documentSchema(root: string, doc: StudioDocument, locale: Locale): JsonSchema {
  const schema = jsonSchemaOf(doc.kind);
  if (doc.kind !== 'service') return schema;
  const rooms = savedRooms(root);
  return rooms ? withRoomChoices(schema, rooms, locale) : schema;
}
