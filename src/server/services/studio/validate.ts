import type { Locale } from '../../../i18n/locales';
import type { Business } from '../../../config/business-schema';
import { catalogueIssues, roomsInUse, type CatalogueEntry } from '../../../config/catalogue-rules';
import type { FieldError } from '../../../studio/contract';
import type { StudioDocument } from './documents';
import { errorMapFor, fieldErrors, localizeRule } from './field-errors';
import { savedRooms, savedServices } from './rooms';

/**
 * The business facts' side of the room rule: a room kind a saved service (or one of its options)
 * uses may not leave `rooms`. One error per kind, at the list, naming the services in the owner's
 * language.
 */
function roomErrors(root: string, business: Business, locale: Locale): FieldError[] {
  const services = savedServices(root);
  const nameOf = new Map(services.map(({ service }) => [service.id, service.name[locale]]));
  return roomsInUse(
    business.rooms.map((room) => room.id),
    services,
  ).map(({ room, services: users }) => ({
    path: 'rooms',
    message: localizeRule({ rule: 'roomInUse', vars: { room, services: users.map((id) => nameOf.get(id) ?? id).join(', ') } }, locale),
  }));
}

/**
 * Every problem with `data` as the document's new content, in the owner's language: the schema the
 * build uses, then the rules across files with this file's data in place of what is on disk: for a
 * service the catalogue's (told here, where the owner is editing, so it comes last) and its rooms
 * against the business facts; for the business facts, the rooms the services use.
 */
export function validateDocument(root: string, doc: StudioDocument, data: unknown, locale: Locale): FieldError[] {
  const result = doc.schema.safeParse(data, { error: errorMapFor(locale) });
  if (!result.success) return fieldErrors(result.error.issues, locale);
  if (doc.kind === 'business') return roomErrors(root, result.data as Business, locale);
  if (doc.kind !== 'service') return [];
  const edited = { file: doc.file, service: result.data as CatalogueEntry['service'] };
  return catalogueIssues(
    [...savedServices(root, doc.file), edited],
    savedRooms(root)?.map((room) => room.id),
  )
    .filter((issue) => issue.file === doc.file)
    .map((issue) => ({ path: issue.path.join('.'), message: localizeRule(issue, locale) }));
}
