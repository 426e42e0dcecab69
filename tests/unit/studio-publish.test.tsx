import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PublishProgress } from '../../src/components/studio/PublishProgress';
import { LOCALES } from '../../src/i18n/locales';
import { DICTIONARIES } from '../../src/i18n/t';
import { PUBLISH_PHASES, type PublishStatus } from '../../src/studio/contract';
import { decode } from '../support/html';
import { studioT } from '../support/studio-ui';

const progress = (status: PublishStatus | undefined, locale: (typeof LOCALES)[number] = 'en') =>
  renderToStaticMarkup(<PublishProgress t={studioT(locale)} status={status} />);
/** The words in the polite live region (what a screen reader announces). */
const announced = (html: string) => decode(/<div aria-live="polite"[^>]*>(.*?)<\/div>(?=<div class="studio-progress__bar"|<details|<\/div>$)/.exec(html)?.[1]?.replace(/<[^>]+>/g, ' ') ?? '').trim();

describe('publish progress', () => {
  for (const locale of LOCALES) {
    it(`names every phase in ${locale} and shows its percentage on a progress bar`, () => {
      PUBLISH_PHASES.forEach((phase, i) => {
        const percent = Math.round((i / PUBLISH_PHASES.length) * 100);
        const html = progress({ state: 'running', phase, percent }, locale);
        const phaseName = DICTIONARIES[locale][`studio.phase.${phase}`];
        expect(announced(html)).toBe(DICTIONARIES[locale]['studio.publish.running'].replace('{phase}', phaseName));
        expect(html).toMatch(new RegExp(`<progress id="studio-progress" max="100" value="${percent}">`));
        expect(html).toContain(`<label for="studio-progress">${DICTIONARIES[locale]['studio.publish.progress']}</label>`);
        expect(html).toContain(`${percent}%`);
      });
    });
  }

  it('keeps a percentage from the server inside 0–100', () => {
    expect(progress({ state: 'running', phase: 'pages', percent: 140 })).toContain('value="100"');
    expect(progress({ state: 'running', phase: 'pages', percent: -3 })).toContain('value="0"');
  });

  it('says a publish is starting before the first phase is known', () => {
    expect(announced(progress({ state: 'running' }))).toBe(DICTIONARIES.en['studio.publish.running'].replace('{phase}', DICTIONARIES.en['studio.publish.starting']));
  });

  it('on failure says nothing live changed, what to fix, and folds the build lines away, escaped', () => {
    const html = progress({ state: 'failed', error: 'The link check found a broken link on /services/<x>.', detail: ['line one', '<script>alert(1)</script>'] }, 'ko');
    expect(announced(html)).toContain(DICTIONARIES.ko['studio.publish.failed']);
    expect(announced(html)).toContain('The link check found a broken link on /services/<x>.');
    expect(html).toContain(`<details class="studio-detail"><summary>${DICTIONARIES.ko['studio.publish.details']}</summary><pre>line one\n&lt;script&gt;alert(1)&lt;/script&gt;</pre></details>`);
    expect(html).not.toContain('<progress');
  });

  it('says it is live when done, and shows nothing when idle', () => {
    expect(announced(progress({ state: 'done', release: 'r-7' }, 'vi'))).toBe(DICTIONARIES.vi['studio.publish.done']);
    const idle = progress({ state: 'idle' });
    expect(announced(idle)).toBe('');
    expect(idle).not.toContain('<progress');
    expect(progress(undefined)).not.toContain('<progress');
  });
});
