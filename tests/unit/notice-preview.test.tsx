import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NoticePreview } from '../../src/components/studio/NoticePreview';
import { DICTIONARIES } from '../../src/i18n/t';
import { decode } from '../support/html';
import { studioT } from '../support/studio-ui';

const vi = DICTIONARIES.vi;
const data = {
  show: true,
  from: '2026-11-28 00:00',
  to: '2026-11-30 00:00',
  message: { ko: '오늘', vi: 'Hôm nay <b>', en: 'Today' },
  later: [
    { from: '2026-11-30 00:00', to: '2026-12-02 00:00', message: { ko: '내일', vi: 'Ngày mai', en: 'Tomorrow' } },
    { from: '2026-11-01 00:00', to: '2026-11-02 00:00', message: { ko: '지난', vi: 'Đã qua', en: 'Past' } },
  ],
};
const preview = (patch: object = {}) => decode(renderToStaticMarkup(<NoticePreview t={studioT('vi')} locale="vi" data={{ ...data, ...patch }} now="2026-11-29 10:00" />));

describe('the notice preview', () => {
  it('shows each notice’s window in words, whether it shows now, later or no more, and its text in every language', () => {
    const html = preview();
    expect(html.split(vi['studio.noticePreview.now'])).toHaveLength(2);
    expect(html.split(vi['studio.noticePreview.later'])).toHaveLength(2);
    expect(html.split(vi['studio.noticePreview.over'])).toHaveLength(2);
    expect(html).toContain('Hôm nay <b>');
    expect(renderToStaticMarkup(<NoticePreview t={studioT('vi')} locale="vi" data={data} now="2026-11-29 10:00" />)).toContain('Hôm nay &lt;b&gt;');
    expect(html).toContain('lang="ko-KR"');
    expect(html).toContain(vi['studio.noticePreview.window'].replace('{from}', 'Thứ Bảy, 28 tháng 11, 2026 00:00').replace('{to}', 'Thứ Hai, 30 tháng 11, 2026 00:00'));
  });

  it('says when the notices are switched off', () => {
    const html = preview({ show: false });
    expect(html).toContain(vi['studio.noticePreview.off']);
    expect(html).not.toContain(vi['studio.noticePreview.now']);
  });
});
