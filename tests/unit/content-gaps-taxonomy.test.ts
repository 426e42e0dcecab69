import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

const tags = parse(readFileSync(path.resolve(import.meta.dirname, '../../src/content/taxonomy/tags.yaml'), 'utf8')) as {
  id: string;
  name: Record<string, string>;
}[];

describe('tag names', () => {
  it('calls the safety tag "safety" in Vietnamese ("An toàn"), not "security" ("An ninh")', () => {
    const safety = tags.find((t) => t.id === 'safety');
    expect(safety?.name).toEqual({ ko: '안전', vi: 'An toàn', en: 'Safety' });
  });
});
