// The publish panel's pending list (issue 40): each article, gallery and the poster gets its own
// group with a Discard button, as each fact document has; the tags, the redirects and other files
// are listed without one.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PendingChanges } from '../../src/components/studio/PendingChanges';
import { ARTICLES_FOLDER, groupContent } from '../../src/components/studio/pending-groups';
import { contentDiscardPath } from '../../src/components/studio/studio-api';
import { studioStrings } from '../../src/components/studio/studio-strings';
import { createStudioT } from '../../src/components/studio/studio-t';
import { BLOG_DIR } from '../../src/server/site-files/article-paths';
import type { ContentChange, PendingChanges as Pending } from '../../src/studio/contract';

const CONTENT: ContentChange[] = [
  { kind: 'article', slug: 'bai-moi', titles: { vi: 'Bài mới' }, change: 'added' },
  { kind: 'article-text', slug: 'massage-hue', titles: { vi: 'Massage ở Huế' }, locale: 'vi', change: 'changed' },
  { kind: 'article', slug: 'massage-hue', titles: { vi: 'Massage ở Huế' }, change: 'hero' },
  { kind: 'article-renamed', slug: 'ten-moi', from: 'ten-cu', titles: { vi: 'Đổi tên' }, links: 2 },
  { kind: 'gallery-order', service: 'thai-massage' },
  { kind: 'gallery-photo', service: 'thai-massage', photo: 2, change: 'replaced' },
  { kind: 'home-poster' },
  { kind: 'tags' },
  { kind: 'redirects' },
  { kind: 'file', path: `${BLOG_DIR}/massage-hue/anh-2.jpg`, change: 'added' },
  { kind: 'file', path: `${BLOG_DIR}/ten-cu/anh.jpg`, change: 'removed' },
  { kind: 'file', path: 'src/assets/media/gallery/extra.jpg', change: 'added' },
];

describe('the pending changes by what a Discard puts back', () => {
  it('spells the articles’ folder as the server does', () => {
    expect(ARTICLES_FOLDER).toBe(BLOG_DIR);
  });

  it('groups each article (its files, a renamed one’s old folder too), each gallery and the poster; the rest has no target', () => {
    const { groups, rest } = groupContent(CONTENT);
    expect(groups.map((g) => [g.target, g.changes.length, g.isNew])).toEqual([
      [{ kind: 'article', slug: 'bai-moi' }, 1, true],
      [{ kind: 'article', slug: 'massage-hue' }, 3, false],
      [{ kind: 'article', slug: 'ten-moi' }, 2, false],
      [{ kind: 'gallery', service: 'thai-massage' }, 2, false],
      [{ kind: 'poster' }, 1, false],
    ]);
    expect(rest).toEqual([{ kind: 'tags' }, { kind: 'redirects' }, { kind: 'file', path: 'src/assets/media/gallery/extra.jpg', change: 'added' }]);
  });

  it('sends each Discard to its own route, the id encoded', () => {
    expect(contentDiscardPath({ kind: 'article', slug: 'massage-hue' })).toBe('/admin/api/studio/articles/massage-hue/discard');
    expect(contentDiscardPath({ kind: 'gallery', service: 'a/../b' })).toBe('/admin/api/studio/galleries/a%2F..%2Fb/discard');
    expect(contentDiscardPath({ kind: 'poster' })).toBe('/admin/api/studio/poster/discard');
  });

  it('shows a Discard button for each document, article, gallery and the poster, in the owner’s language, none for the rest', () => {
    const t = createStudioT(studioStrings('vi'));
    const pending: Pending = { since: '2026-11-20T10:00:00Z', facts: [{ document: 'notice', path: 'show', before: false, after: true }], content: CONTENT };
    const titles = new Map([['notice', 'Thông báo'] as const, ['service:thai-massage', 'Massage Thái'] as const]);
    const html = renderToStaticMarkup(<PendingChanges t={t} locale="vi" pending={pending} titles={titles} busy={false} onDiscard={() => undefined} />);
    const buttons = [...html.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map((m) => m[1]);
    const discard = (title: string) => t('studio.pending.discard', { title });
    expect(buttons).toEqual([
      discard('Thông báo'),
      discard('Bài mới'),
      discard('Massage ở Huế'),
      discard('Đổi tên'),
      discard(t('studio.pending.gallery', { service: 'Massage Thái' })),
      discard(t('studio.pending.poster')),
    ]);
    expect(html).toContain(`<h3>${t('studio.pending.other')}</h3>`);
    expect(html).toContain(t('studio.content.tags'));
  });
});
