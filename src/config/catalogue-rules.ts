import { ruleIssue, type RuleVars, type SchemaRule } from './schema-messages';

/** A service as the cross-file rules need it, with the file it came from. */
export interface CatalogueEntry {
  file: string;
  service: { id: string; room: string; options: readonly { id: string; room?: string | undefined }[] };
}

/** A broken cross-file rule: the file, the field's path in it, and the rule by name. */
export interface CatalogueIssue {
  file: string;
  path: (string | number)[];
  rule: SchemaRule;
  vars: RuleVars;
  message: string;
}

/** The service id a catalogue file must hold: its name without ".yaml". */
export function serviceIdOfFile(file: string): string {
  return (file.split('/').pop() ?? '').replace(/\.ya?ml$/, '');
}

/**
 * The rules that span the catalogue's files, for the build (loadCatalogue) and the studio alike:
 * each file's id is its name, an option id belongs to one service only (the later file in
 * `entries` is the one told), and every room a service or an option names is one of `roomIds`,
 * the business facts' room kinds (left unchecked when `roomIds` is undefined: the studio cannot
 * read the business facts).
 */
export function catalogueIssues(entries: readonly CatalogueEntry[], roomIds?: readonly string[]): CatalogueIssue[] {
  const issues: CatalogueIssue[] = [];
  const add = (file: string, path: (string | number)[], rule: SchemaRule, vars: RuleVars) => issues.push({ file, path, ...ruleIssue(rule, vars), rule, vars });
  const optionOwners = new Map<string, string>();
  const rooms = roomIds === undefined ? undefined : new Set(roomIds);
  const checkRoom = (file: string, path: (string | number)[], room: string | undefined) => {
    if (rooms && room !== undefined && !rooms.has(room)) add(file, path, 'roomUnknown', { room, rooms: [...rooms].join(', ') });
  };
  for (const { file, service } of entries) {
    const expected = serviceIdOfFile(file);
    if (service.id !== expected) add(file, ['id'], 'idMatchesFile', { expected });
    checkRoom(file, ['room'], service.room);
    service.options.forEach((option, index) => {
      const owner = optionOwners.get(option.id);
      if (owner !== undefined) add(file, ['options', index, 'id'], 'optionIdTaken', { option: option.id, owner, service: service.id });
      else optionOwners.set(option.id, service.id);
      checkRoom(file, ['options', index, 'room'], option.room);
    });
  }
  return issues;
}

/** A room kind the catalogue uses that the business facts would no longer list, with the services using it. */
export interface RoomInUse {
  room: string;
  /** The services' ids, in the order of `entries`. */
  services: string[];
}

/**
 * The other side of the room rule, for a save of the business facts: each room kind that a
 * service or one of its options uses and `roomIds` lacks (removed or renamed), with its users.
 */
export function roomsInUse(roomIds: readonly string[], entries: readonly CatalogueEntry[]): RoomInUse[] {
  const rooms = new Set(roomIds);
  const missing = new Map<string, string[]>();
  for (const { service } of entries) {
    const used = new Set([service.room, ...service.options.flatMap((o) => (o.room === undefined ? [] : [o.room]))]);
    for (const room of used) {
      if (rooms.has(room)) continue;
      const users = missing.get(room) ?? [];
      users.push(service.id);
      missing.set(room, users);
    }
  }
  return [...missing].map(([room, services]) => ({ room, services }));
}
