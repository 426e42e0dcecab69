import { describe, expect, it } from 'vitest';
import { notFoundView } from '../../../src/views/not-found-view';

describe('notFoundView', () => {
  it('stands at the home path, unindexed, titled for a missing page or a missing article', () => {
    expect(notFoundView('en', 'page').layout).toEqual({
      locale: 'en',
      path: '/',
      title: 'Page not found | Kingstone Spa',
      description: expect.any(String),
      noindex: true,
    });
    expect(notFoundView('en', 'article').layout.title).toBe('Article not found | Kingstone Spa');
  });
});
