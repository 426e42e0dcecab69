import { describe, expect, it } from 'vitest';
import { htmlLang, metaContent, titleOf } from '../support/html';
import { fetchPage } from '../support/site';

describe('not-found pages', () => {
  it.each([
    ['/no-such-page', 'ko-KR', '페이지를 찾을 수 없습니다'],
    ['/vi/khong-co-trang-nay', 'vi-VN', 'Không tìm thấy trang'],
    ['/en/missing/deeper', 'en', 'Page not found'],
  ])('%s answers 404 in its language', async (path, lang, heading) => {
    const res = await fetchPage(path);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(htmlLang(res.html)).toBe(lang);
    expect(res.html).toContain(`<h1>${heading}</h1>`);
    expect(metaContent(res.html, 'robots')).toMatch(/noindex/);
  });

  it.each([
    ['/blog/bai-viet-khong-ton-tai', 'ko-KR', '글을 찾을 수 없습니다', '찾으시는 글이 없거나 삭제되었습니다.', '/blog'],
    ['/vi/blog/bai-viet-khong-ton-tai', 'vi-VN', 'Không tìm thấy bài viết', 'Bài viết bạn tìm kiếm không tồn tại hoặc đã bị xóa.', '/vi/blog'],
    ['/en/blog/no-such-article', 'en', 'Article not found', 'The article you are looking for does not exist or has been removed.', '/en/blog'],
  ])('%s answers 404 with the article-not-found texts and a way back to the blog', async (path, lang, title, body, blog) => {
    const res = await fetchPage(path);
    expect(res.status).toBe(404);
    expect(htmlLang(res.html)).toBe(lang);
    expect(res.html).toContain(`<h1>${title}</h1>`);
    expect(res.html).toContain(body);
    expect(res.html).toContain(`<a class="btn btn--primary" href="${blog}">`);
    expect(res.html).toMatch(/role="search"/);
    expect(titleOf(res.html)).toContain(title);
  });

  it('the 404 pages cannot be fetched as normal pages', async () => {
    expect((await fetchPage('/vi/404')).status).toBe(404);
    expect((await fetchPage('/404.html')).status).toBe(404);
  });

  it('a trailing slash redirects to the one canonical form', async () => {
    const res = await fetchPage('/vi/services/');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toMatch(/\/vi\/services$/);
  });
});
