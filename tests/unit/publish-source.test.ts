// The tree of files the studio writes (what a release snapshots, a restore puts back and git
// records), and the history's schema across versions.
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { completeReleases, readHistory, releasesDir } from '../../src/server/services/publish/release-store';
import { isOwnedSourcePath, listOwnedSource, sourceCommitPaths } from '../../src/server/site-files/source-tree';
import { RELEASE_MANIFEST } from '../../src/server/http/releases';
import { studioSiteCopy, type StudioSite } from '../support/studio';

let site: StudioSite;
beforeEach(() => {
  site = studioSiteCopy('publish-source-', { photos: true, articles: true });
});
afterEach(() => site.remove());

describe('the files the studio owns', () => {
  it('are the facts, the articles, the tags and redirects, the service pages, the gallery, the poster and the pages links are rewritten in', () => {
    const files = listOwnedSource(site.root);
    for (const file of [
      'src/content/business/spa.yaml',
      'src/content/notice/notice.yaml',
      'src/content/services/thai-massage.yaml',
      'src/content/blog/massage-hue/vi.mdx',
      'src/content/blog/massage-hue/hero.jpg',
      'src/content/taxonomy/tags.yaml',
      'src/content/redirects/removed-articles.yaml',
      'src/content/service-pages/thai-massage/data.yaml',
      'src/assets/media/gallery/thai-massage-1.jpg',
      'src/assets/media/home-hero.jpg',
      'src/content/home/locations.yaml',
      'src/content/legal/privacy/en.md',
    ]) {
      expect(files).toContain(file);
    }
    expect(files.every(isOwnedSourcePath)).toBe(true);
    // Not the categories or authors (the studio never writes them), nor the stand-ins next to the tree.
    expect(files).not.toContain('src/content/taxonomy/categories.yaml');
    expect(files).not.toContain('src/content/spa.yaml');
    expect(files.some((file) => file.startsWith('outside/'))).toBe(false);
  });

  it('leave out hidden and temporary files, links, and anything deeper than the studio writes', () => {
    const blog = path.join(site.root, 'src/content/blog');
    writeFileSync(path.join(blog, 'massage-hue', '.vi.mdx.0a1b2c.tmp'), 'half');
    mkdirSync(path.join(blog, '.new-draft-1234'));
    writeFileSync(path.join(blog, '.new-draft-1234', 'meta.yaml'), 'x: 1\n');
    mkdirSync(path.join(blog, 'massage-hue', 'deeper'));
    writeFileSync(path.join(blog, 'massage-hue', 'deeper', 'x.yaml'), 'x: 1\n');
    symlinkSync(path.join(site.root, 'outside/x.yaml'), path.join(blog, 'massage-hue', 'linked.yaml'));
    symlinkSync(path.join(site.root, 'outside'), path.join(blog, 'linked-folder'));
    const files = listOwnedSource(site.root);
    expect(files.filter((file) => /\.tmp$|\.new-|deeper|linked/.test(file))).toEqual([]);
  });

  it.each([
    '../outside/x.yaml',
    '/etc/passwd',
    'outside/x.yaml',
    'src/content/spa.yaml',
    'src/content/blog/../business/spa.yaml',
    'src/content/blog/massage-hue/../../business/spa.yaml',
    'src/content/blog/massage-hue/deeper/x.yaml',
    'src/content/blog/x.yaml',
    'src/content/blog/Massage-Hue/vi.mdx',
    'src/content/blog/massage-hue/.studio.lock',
    'src/content/blog/massage-hue/vi.mdx\0',
    'src/content/blog/massage-hue\\vi.mdx',
    'src/content/services/x.yml',
    'src/content/taxonomy/categories.yaml',
    'src/assets/media/gallery/../home-hero.jpg',
    'src/assets/media/gallery/a/b.jpg',
    `src/content/blog/${'a'.repeat(101)}/vi.mdx`,
    '',
  ])('are never %j', (relative) => {
    expect(isOwnedSourcePath(relative)).toBe(false);
  });

  it('are committed by their folders and files, where they exist', () => {
    expect(sourceCommitPaths(site.root)).toEqual([
      'src/content/business/spa.yaml',
      'src/content/notice/notice.yaml',
      'src/content/taxonomy/tags.yaml',
      'src/content/redirects/removed-articles.yaml',
      'src/assets/media/home-hero.jpg',
      'src/content/services',
      'src/content/blog',
      'src/content/service-pages',
      'src/assets/media/gallery',
      'src/content/home',
      'src/content/legal',
    ]);
    const bare = studioSiteCopy('publish-source-bare-');
    try {
      expect(sourceCommitPaths(bare.root)).toEqual(['src/content/business/spa.yaml', 'src/content/notice/notice.yaml', 'src/content/services']);
    } finally {
      bare.remove();
    }
  });
});

describe('the history and manifests written before articles and photos were told', () => {
  it('still read, with no content changes; an entry keeps its readable changes when one is not', () => {
    const dir = releasesDir(site.root);
    mkdirSync(dir, { recursive: true });
    const old = { at: '2026-11-20T10:00:00Z', kind: 'publish', release: '20261120-100000-aaaa', by: 'a', changes: [{ document: 'notice', path: 'show', before: true, after: false }] };
    const newer = { ...old, at: '2026-11-21T10:00:00Z', release: '20261121-100000-bbbb', contentChanges: [{ kind: 'home-poster' }, { kind: 'a-kind-from-the-future' }, { kind: 'gallery-photo', service: 'x', photo: 0, change: 'replaced' }] };
    writeFileSync(path.join(dir, 'history.jsonl'), `${JSON.stringify(old)}\n${JSON.stringify(newer)}\n`);
    expect(readHistory(site.root).map((entry) => [entry.release, entry.contentChanges])).toEqual([
      ['20261121-100000-bbbb', [{ kind: 'home-poster' }]],
      ['20261120-100000-aaaa', []],
    ]);

    const release = path.join(dir, '20261120-100000-aaaa');
    mkdirSync(path.join(release, 'server'), { recursive: true });
    writeFileSync(path.join(release, 'server/entry.mjs'), '');
    writeFileSync(path.join(release, RELEASE_MANIFEST), JSON.stringify({ id: '20261120-100000-aaaa', createdAt: old.at, kind: 'publish', by: 'a', changes: [], content: {} }));
    expect(completeReleases(site.root)).toEqual([{ id: '20261120-100000-aaaa', createdAt: old.at, kind: 'publish', by: 'a', changes: [], contentChanges: [], content: {} }]);
  });
});
