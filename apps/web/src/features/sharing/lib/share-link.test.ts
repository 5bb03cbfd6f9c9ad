import { describe, expect, it } from 'vitest';
import { absoluteImageUrl, buildShareLink, resolveShareCard } from './share-link';
import { isIos, isWechatBrowser, urlToSign } from './wechat-env';

const IOS_WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47';
const ANDROID_WECHAT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 MicroMessenger/8.0.47';

describe('share links', () => {
  it('adds source, from, sharedata and contentid, dropping the login’s and an earlier share’s parameters', () => {
    const link = buildShareLink({
      pageUrl:
        'https://ia.example/h5/course/detail?id=3&typeMap=2&code=abc&state=xyz&source=o_old&from=timeline&sharedata=true&contentid=9#top',
      openid: 'o_sharer',
      target: 'appmessage',
      contentId: 3,
    });
    const url = new URL(link);
    expect(`${url.origin}${url.pathname}`).toBe('https://ia.example/h5/course/detail');
    expect(url.hash).toBe('');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      id: '3',
      typeMap: '2',
      source: 'o_sharer',
      from: 'appmessage',
      sharedata: 'true',
      contentid: '3',
    });
  });

  it('leaves out what is unknown', () => {
    const url = new URL(
      buildShareLink({ pageUrl: 'https://ia.example/h5/', openid: undefined, target: 'timeline' }),
    );
    expect(url.searchParams.has('source')).toBe(false);
    expect(url.searchParams.has('contentid')).toBe(false);
    expect(url.searchParams.get('from')).toBe('timeline');
  });

  it('gives one link per target and an absolute image', () => {
    const card = resolveShareCard(
      { title: '肺结节', desc: null, imgUrl: '/uploads/2026/06/a.png', contentId: 8 },
      'https://ia.example/h5/meetingdetail?id=8',
      'o_1',
    );
    expect(card).toMatchObject({
      title: '肺结节',
      desc: '',
      imgUrl: 'https://ia.example/uploads/2026/06/a.png',
    });
    expect(new URL(card.timelineLink).searchParams.get('from')).toBe('timeline');
    expect(new URL(card.appMessageLink).searchParams.get('from')).toBe('appmessage');
    expect(absoluteImageUrl(null, 'https://ia.example/')).toBe('');
  });
});

describe('which URL is signed', () => {
  it('is the landing URL on iOS and the current one elsewhere, never with the fragment', () => {
    expect(isWechatBrowser(IOS_WECHAT)).toBe(true);
    expect(isWechatBrowser('Mozilla/5.0 Chrome/120')).toBe(false);
    expect(isIos(IOS_WECHAT)).toBe(true);
    expect(isIos(ANDROID_WECHAT)).toBe(false);
    const current = 'https://ia.example/h5/course/detail?id=3#x';
    const landing = 'https://ia.example/h5/?code=abc&state=1#y';
    expect(urlToSign(current, landing, IOS_WECHAT)).toBe('https://ia.example/h5/?code=abc&state=1');
    expect(urlToSign(current, landing, ANDROID_WECHAT)).toBe('https://ia.example/h5/course/detail?id=3');
  });
});
