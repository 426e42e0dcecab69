import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { BusinessSchema } from '../../src/config/business-schema';
import { NoticeSchema } from '../../src/config/notice-schema';
import { ServiceSchema } from '../../src/services/catalogue-schema';
import { createStudioT } from '../../src/components/studio/studio-t';
import { studioStrings } from '../../src/components/studio/studio-strings';
import type { Locale } from '../../src/i18n/locales';
import type { DocumentBody, DocumentId } from '../../src/studio/contract';
import { CONTENT_DIR } from './paths';

/** The studio's documents as the API describes them: the file's data and the schema the build checks, as JSON Schema. */
const SCHEMAS = { business: BusinessSchema, notice: NoticeSchema, service: ServiceSchema } as const;
export type StudioKind = keyof typeof SCHEMAS;

/** A kind's JSON Schema as the studio receives it (the input side: a file's data may leave defaults out). */
export const studioSchema = (kind: StudioKind) => z.toJSONSchema(SCHEMAS[kind], { io: 'input' }) as Record<string, unknown>;

const FILES: Record<StudioKind, string> = { business: 'business/spa.yaml', notice: 'notice/notice.yaml', service: 'services/thai-massage.yaml' };

/** A document body built from the content file as written, with the version the test names. */
export function studioDocument(kind: StudioKind, version = 'v1', data?: unknown): DocumentBody {
  const id: DocumentId = kind === 'service' ? 'service:thai-massage' : kind;
  return { id, title: kind, version, data: data ?? parse(readFileSync(path.join(CONTENT_DIR, FILES[kind]), 'utf8')), schema: studioSchema(kind) };
}

/** The studio translator of one locale, as the page hands it to the island. */
export const studioT = (locale: Locale) => createStudioT(studioStrings(locale));
