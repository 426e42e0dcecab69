// Issue 34: a one-price save rewrote 20 lines of the service's YAML (long lines folded, flow lists
// padded), so `git log -p` showed the layout rather than the owner's edit. A change touches only
// its own lines, in every document the studio edits: a value, an item added or removed, a text
// with line breaks.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isSeq, parse, parseDocument } from 'yaml';
import { listDocuments } from '../../src/server/services/studio/documents';
import { readDocument, saveDocument } from '../../src/server/services/studio/store';
import { updateYaml } from '../../src/server/services/studio/yaml-update';
import { studioSiteCopy, type StudioSite } from '../support/studio';

let site: StudioSite;
beforeEach(() => {
  site = studioSiteCopy('kingstone-yaml-lines-');
});
afterEach(() => site.remove());

/** The lines of `after` that differ from `before`'s, by position (the edits keep the line count). */
function changedLines(before: string, after: string): string[] {
  const a = before.split('\n');
  const b = after.split('\n');
  expect(b).toHaveLength(a.length);
  return b.filter((line, i) => line !== a[i]);
}

/** What `after` has instead of `before`'s lines: the one stretch between the lines both begin and end with. */
function hunk(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split('\n');
  const b = after.split('\n');
  let head = 0;
  while (head < a.length && a[head] === b[head]) head += 1;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail += 1;
  return { removed: a.slice(head, a.length - tail), added: b.slice(head, b.length - tail) };
}

/** Every list of a document with its path. */
function lists(value: unknown, at: (string | number)[] = []): { path: (string | number)[]; items: unknown[] }[] {
  if (value === null || typeof value !== 'object') return [];
  const own = Array.isArray(value) ? [{ path: at, items: value as unknown[] }] : [];
  return [...own, ...Object.entries(value).flatMap(([key, item]) => lists(item, [...at, Array.isArray(value) ? Number(key) : key]))];
}

/** Every leaf of a document with its path: the values an owner can change one at a time. */
function leaves(value: unknown, at: (string | number)[] = []): { path: (string | number)[]; value: unknown }[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, [...at, i]));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => leaves(item, [...at, key]));
  return [{ path: at, value }];
}

function setIn(data: unknown, at: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(data) as Record<string | number, unknown>;
  let node = copy;
  for (const key of at.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[at.at(-1)!] = value;
  return copy;
}

/** Another value of the same kind, as an owner would type it. */
const edited = (value: unknown) => (typeof value === 'number' ? value + 100_000 : typeof value === 'boolean' ? !value : typeof value === 'string' ? `${value} (mới)` : value);

describe('a studio save', () => {
  it('changes one price of a service by its own line only, through the store', async () => {
    const doc = listDocuments(site.root).find((d) => d.id === 'service:thai-massage')!;
    const file = path.join(site.root, doc.file);
    const before = readFileSync(file, 'utf8');
    const current = await readDocument(site.root, doc, 'vi');
    const data = structuredClone(current.data) as { options: { price: number }[] };
    const old = data.options[0]!.price;
    data.options[0]!.price = old + 200_000;
    expect((await saveDocument(site.root, doc, { version: current.version, data }, 'vi')).status).toBe(200);
    const lines = changedLines(before, readFileSync(file, 'utf8'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(String(old + 200_000));
  });

  it('changes any one value of any document it edits by that value\'s line only', () => {
    let checked = 0;
    for (const doc of listDocuments(site.root)) {
      const text = readFileSync(path.join(site.root, doc.file), 'utf8');
      const data = parse(text) as unknown;
      for (const leaf of leaves(data)) {
        if (typeof leaf.value === 'string' && leaf.value.includes('\n')) continue;
        const next = updateYaml(text, setIn(data, leaf.path, edited(leaf.value)));
        expect(changedLines(text, next), `${doc.file} ${leaf.path.join('.')}`).toHaveLength(1);
        checked += 1;
      }
    }
    // Every studio document, every one-line value in it.
    expect(checked).toBeGreaterThan(200);
  });

  it('adds a service option by its own line, written like the others', async () => {
    const doc = listDocuments(site.root).find((d) => d.id === 'service:couple-massage')!;
    const before = site.read(doc.file);
    const current = await readDocument(site.root, doc, 'vi');
    const data = structuredClone(current.data) as { options: Record<string, unknown>[] };
    data.options.push({ ...data.options[0], id: 'couple-60', minutes: 60, price: 1_200_000 });
    expect((await saveDocument(site.root, doc, { version: current.version, data }, 'vi')).status).toBe(200);
    expect(hunk(before, site.read(doc.file))).toEqual({ removed: [], added: ['  - { id: couple-60, minutes: 60, price: 1200000, tier: standard, guests: 2 }'] });
  });

  it('adds or removes an item of any list of any document by that item\'s lines only', () => {
    let checked = 0;
    for (const doc of listDocuments(site.root)) {
      const text = readFileSync(path.join(site.root, doc.file), 'utf8');
      const parsed = parseDocument(text);
      const data = parse(text) as unknown;
      for (const list of lists(data)) {
        if (list.items.length < 2) continue;
        // A list on one line ([a, b] or { } items) changes that line; a block list gains or loses lines only.
        const flow = isSeq(parsed.getIn(list.path, true)) && (parsed.getIn(list.path, true) as { flow?: boolean }).flow === true;
        const variants = [
          ['appended', [...list.items, edited(structuredClone(list.items.at(-1)))]],
          ['first removed', list.items.slice(1)],
          ['last removed', list.items.slice(0, -1)],
        ] as const;
        for (const [what, items] of variants) {
          const { removed, added } = hunk(text, updateYaml(text, setIn(data, list.path, items)));
          const where = `${doc.file} ${list.path.join('.')} ${what}`;
          if (flow) expect([removed.length, added.length], where).toEqual([1, 1]);
          else expect(what === 'appended' ? removed : added, where).toEqual([]);
          checked += 1;
        }
      }
    }
    // Every service's names and options, the business facts' special hours.
    expect(checked).toBeGreaterThan(60);
  });

  it('removes a closed day\'s label by its own lines, and keeps every escaped no-break space', () => {
    const file = 'src/content/business/spa.yaml';
    const text = site.read(file);
    const data = parse(text) as { specialHours: Record<string, unknown>[] };
    delete data.specialHours[1]!.label;
    const { removed, added } = hunk(text, updateYaml(text, data));
    expect(added).toEqual([]);
    expect(removed).toEqual(['    label:', '      ko: 설 연휴', '      vi: Nghỉ Tết', '      en: Tết holiday']);
  });

  it('writes a text with line breaks on its own line, in any document', () => {
    let checked = 0;
    for (const doc of listDocuments(site.root)) {
      const text = readFileSync(path.join(site.root, doc.file), 'utf8');
      const data = parse(text) as unknown;
      for (const leaf of leaves(data)) {
        if (typeof leaf.value !== 'string') continue;
        const next = updateYaml(text, setIn(data, leaf.path, `${leaf.value}\nsecond line`));
        expect(changedLines(text, next), `${doc.file} ${leaf.path.join('.')}`).toHaveLength(1);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(200);
  });
});
