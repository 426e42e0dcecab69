// Issue 34: a one-price save rewrote 20 lines of the service's YAML (long lines folded, flow lists
// padded), so `git log -p` showed the layout rather than the owner's edit. A change of values
// touches only its own lines, in every document the studio edits.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { listDocuments } from '../../src/backend/studio/documents';
import { readDocument, saveDocument } from '../../src/backend/studio/store';
import { updateYaml } from '../../src/backend/studio/yaml-update';
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
});
