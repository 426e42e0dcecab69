import type { Locale } from '../../../i18n/locales';
import { bodyLimitOf } from '../../http/body-limits';
import type { UIKey } from '../../../i18n/t';
import { readJson } from '../form';
import { allowedOrigins } from '../origins';
import { studioError } from './studio-http';
import type { SaveBody } from '../../services/studio/articles/save-body';

const MAX_VERSION_LENGTH = 100;
const MAX_NAME_LENGTH = 200;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * An article route's JSON body after the write checks: a configured Origin (403), JSON (415), at
 * most the route's size (413; 256 KB for articles, src/server/http/body-limits.ts), JSON that parses
 * (400), an object (400).
 */
export async function readArticleJson(request: Request, url: URL, locale: Locale): Promise<Response | Json> {
  const read = await readJson(request, allowedOrigins(url.origin), bodyLimitOf(url.pathname));
  if (read.kind === 'refused') {
    return read.status === 413 ? studioError(413, locale, 'studioApi.error.tooLargeArticle') : studioError(read.status, locale);
  }
  return isObject(read.value) ? read.value : badShape(locale, ['{…}']);
}

function badShape(locale: Locale, fields: string[]): Response {
  return studioError(400, locale, 'studioApi.error.badArticleShape' satisfies UIKey, { fields: fields.join(', ') });
}

const isVersion = (value: unknown): value is string => typeof value === 'string' && value.length <= MAX_VERSION_LENGTH;

/**
 * A create (`slug`, no `version`) or save (`version`) request's shape: meta, data and texts are
 * objects. What is inside them is the validation's business (422, field by field).
 */
export function saveBodyOf(value: Json, mode: 'create' | 'save', locale: Locale): Response | SaveBody {
  const { slug, version, meta, data, texts } = value;
  const needed = ['meta', 'data', 'texts', mode === 'create' ? 'slug' : 'version'];
  const idOk = mode === 'create' ? typeof slug === 'string' && slug.length <= MAX_NAME_LENGTH && version === undefined : isVersion(version);
  if (!idOk || !isObject(meta) || !isObject(data) || !isObject(texts)) return badShape(locale, needed);
  return mode === 'create' ? { slug: slug as string, meta, data, texts } : { version: version as string, meta, data, texts };
}

/** `{ version, …strings }`: the rename (`to`), checked (`locale`) and delete requests. */
export function fieldsOf<K extends string>(value: Json, names: readonly K[], locale: Locale): Response | ({ version: string } & Record<K, string>) {
  const ok = isVersion(value['version']) && names.every((name) => typeof value[name] === 'string' && (value[name] as string).length <= MAX_NAME_LENGTH);
  return ok ? (value as { version: string } & Record<K, string>) : badShape(locale, ['version', ...names]);
}
