import { ruleIssue, type RuleVars, type SchemaRule } from './schema-messages';

/** A service as the cross-file rules need it, with the file it came from. */
export interface CatalogueEntry {
  file: string;
  service: { id: string; options: readonly { id: string }[] };
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
 * each file's id is its name, and an option id belongs to one service only (the later file in
 * `entries` is the one told).
 */
export function catalogueIssues(entries: readonly CatalogueEntry[]): CatalogueIssue[] {
  const issues: CatalogueIssue[] = [];
  const add = (file: string, path: (string | number)[], rule: SchemaRule, vars: RuleVars) => issues.push({ file, path, ...ruleIssue(rule, vars), rule, vars });
  const optionOwners = new Map<string, string>();
  for (const { file, service } of entries) {
    const expected = serviceIdOfFile(file);
    if (service.id !== expected) add(file, ['id'], 'idMatchesFile', { expected });
    service.options.forEach((option, index) => {
      const owner = optionOwners.get(option.id);
      if (owner !== undefined) add(file, ['options', index, 'id'], 'optionIdTaken', { option: option.id, owner, service: service.id });
      else optionOwners.set(option.id, service.id);
    });
  }
  return issues;
}
