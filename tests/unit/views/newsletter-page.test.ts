import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shutdownRuntime } from '../../../src/server/web/runtime';
import { answerNewsletterPage } from '../../../src/server/web/forms/newsletter-page';
import { formRoute } from './form-route';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'kingstone-newsletter-page-'));
  process.env['DATA_DIR'] = dir;
  process.env['BOOKING_RATE_LIMIT'] = '0';
});
afterAll(async () => {
  await shutdownRuntime();
  rmSync(dir, { recursive: true, force: true });
});

describe('the newsletter page', () => {
  it('shows the empty form on GET, uncached, posting to the page in its language', async () => {
    const route = formRoute('en', '/en/newsletter');
    const page = await answerNewsletterPage(route);
    expect(route.response.headers.get('cache-control')).toBe('no-store');
    expect(page).toMatchObject({
      layout: { path: '/newsletter', title: 'Newsletter | Kingstone Spa', noindex: true },
      done: undefined,
      form: { action: '/en/newsletter', id: 'newsletter-page', email: '', error: undefined },
    });
  });

  it('gives an invalid address back with 422 and the reason in the page language', async () => {
    const route = formRoute('vi', '/vi/newsletter', { fields: { email: 'not-an-email' } });
    const page = await answerNewsletterPage(route);
    expect(route.response.status).toBe(422);
    expect(page?.form).toMatchObject({ email: 'not-an-email', error: 'Vui lòng nhập địa chỉ email hợp lệ.' });
  });

  it('refuses a post from another site with 403 and the general failure message', async () => {
    const route = formRoute('en', '/en/newsletter', { fields: { email: 'a@b.co' }, origin: 'https://evil.example' });
    const page = await answerNewsletterPage(route);
    expect(route.response.status).toBe(403);
    expect(page?.form).toMatchObject({ email: '', error: 'An error occurred. Please try again later.' });
  });

  it('confirms a sign-up with the way back home', async () => {
    const route = formRoute(undefined, '/newsletter', { fields: { email: 'an@example.com' } });
    const page = await answerNewsletterPage(route);
    expect(route.response.status).toBe(200);
    expect(page?.done).toEqual({ message: '구독 신청이 완료되었습니다. 감사합니다!', back: { href: '/', label: '홈으로 돌아가기' } });
  });
});
