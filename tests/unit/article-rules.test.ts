import { describe, expect, it } from 'vitest';
import { checkArticles } from '../../src/blog/article-rules';

const a = (slug: string, related: string[] = [], popularRank?: number) => ({ slug, related, popularRank });

describe('cross-article rules', () => {
  it('accepts related slugs that exist and unique popular ranks', () => {
    expect(() => checkArticles([a('one', ['two'], 1), a('two', ['one'], 2), a('three')])).not.toThrow();
  });

  it('names the file and the missing related slug', () => {
    expect(() => checkArticles([a('one', ['nope'])])).toThrow('src/content/blog/one/meta.yaml: related: no article "nope"');
  });

  it('refuses an article related to itself', () => {
    expect(() => checkArticles([a('one', ['one'])])).toThrow(/cannot be related to itself/);
  });

  it('refuses a popular rank used twice, naming both articles', () => {
    expect(() => checkArticles([a('one', [], 3), a('two', [], 3)])).toThrow(
      'src/content/blog/two/meta.yaml: popularRank 3 is already used by one',
    );
  });

  it('refuses an alias that is an article slug, a listing URL or another article\'s alias', () => {
    const withAliases = (slug: string, aliases: string[]) => ({ ...a(slug), aliases });
    expect(() => checkArticles([withAliases('one', ['old-one']), withAliases('two', ['old-two'])])).not.toThrow();
    expect(() => checkArticles([withAliases('one', ['two']), a('two')])).toThrow('src/content/blog/one/meta.yaml: aliases: "two" is the slug of an article');
    expect(() => checkArticles([withAliases('one', ['page'])])).toThrow(/"page" is a listing URL/);
    expect(() => checkArticles([withAliases('one', ['old']), withAliases('two', ['old'])])).toThrow(
      'src/content/blog/two/meta.yaml: aliases: "old" already redirects to one',
    );
  });

  it.each(['page', 'category', 'tag', '404', '2025'])('refuses the listing slug "%s"', (slug) => {
    expect(() => checkArticles([a(slug)])).toThrow(/cannot be an article slug/);
  });
});
