import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../../lib/i18n';
import { saveIdentity } from '../../../lib/identity';
import type { SharePosterSpec } from '../lib/share-poster';
import { SharePosterButton } from './share-poster-button';

const drawn: SharePosterSpec[] = [];
let answer: string | null = 'data:image/png;base64,cG9zdGVy';

vi.mock('../lib/share-poster', () => ({
  renderSharePoster: async (spec: SharePosterSpec) => {
    drawn.push(spec);
    return answer;
  },
}));

function renderButton() {
  render(
    <I18nextProvider i18n={i18n}>
      <SharePosterButton
        kind="course"
        contentId={3}
        title="肺结节的 CT 随访"
        lines={['讲者：王医生']}
        coverUrl="/uploads/2026/06/cover.png"
      />
    </I18nextProvider>,
  );
}

describe('the share poster', () => {
  beforeEach(() => {
    initI18n('zh-CN');
    drawn.length = 0;
    answer = 'data:image/png;base64,cG9zdGVy';
    saveIdentity({ token: 't', openid: 'o_sharer' });
    window.history.replaceState(null, '', '/h5/course/detail?id=3&typeMap=1&code=abc&state=s');
  });
  afterEach(() => {
    cleanup();
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('draws the page with a QR link carrying the share parameters and offers it for long-press', async () => {
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: '分享海报' }));

    const image = await screen.findByRole('img', { name: '「肺结节的 CT 随访」的分享海报' });
    expect(image.getAttribute('src')).toBe(answer);
    expect(screen.getByText('长按保存图片，发给同事或分享到朋友圈')).toBeTruthy();
    expect(drawn).toHaveLength(1);
    const spec = drawn[0];
    expect(spec).toMatchObject({
      kind: '精品课程',
      title: '肺结节的 CT 随访',
      lines: ['讲者：王医生'],
      coverUrl: '/uploads/2026/06/cover.png',
    });
    const link = new URL(spec?.link ?? '');
    expect(link.pathname).toBe('/h5/course/detail');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      id: '3',
      typeMap: '1',
      source: 'o_sharer',
      from: 'timeline',
      sharedata: 'true',
      contentid: '3',
    });
  });

  it('draws once for the same page and says so when the browser cannot draw', async () => {
    answer = null;
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: '分享海报' }));
    expect(await screen.findByText('海报生成失败，请稍后再试')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    answer = 'data:image/png;base64,YWdhaW4=';
    fireEvent.click(screen.getByRole('button', { name: '分享海报' }));
    // A failed poster is drawn again on the next tap; a ready one is not.
    expect(await screen.findByRole('img')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    fireEvent.click(screen.getByRole('button', { name: '分享海报' }));
    expect(drawn).toHaveLength(2);
  });
});
