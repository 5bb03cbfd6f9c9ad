import { describe, expect, it } from 'vitest';
import { jsapiSignature, newNonceStr, urlToSign } from './jssdk-signature';

// WeChat's published example (JS-SDK documentation, appendix 1 "JS-SDK使用权限签名算法").
const WECHAT_VECTOR = {
  jsapiTicket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
  nonceStr: 'Wm3WZYTPz0wzccnW',
  timestamp: 1414587457,
  url: 'http://mp.weixin.qq.com?params=value',
};

describe('jsapiSignature', () => {
  it("matches WeChat's published test vector", () => {
    expect(jsapiSignature(WECHAT_VECTOR)).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });

  it('signs the address without its #fragment', () => {
    expect(jsapiSignature({ ...WECHAT_VECTOR, url: `${WECHAT_VECTOR.url}#/detail?id=3` })).toBe(
      '0f9de62fce790f9a083d5c99e95740ceb90c27ed',
    );
    expect(urlToSign('http://ia.test/h5/a?b=1#c#d')).toBe('http://ia.test/h5/a?b=1');
    expect(urlToSign('http://ia.test/h5/a')).toBe('http://ia.test/h5/a');
  });

  it('changes with every signed field', () => {
    const base = jsapiSignature(WECHAT_VECTOR);
    expect(jsapiSignature({ ...WECHAT_VECTOR, jsapiTicket: 'x' })).not.toBe(base);
    expect(jsapiSignature({ ...WECHAT_VECTOR, nonceStr: 'x' })).not.toBe(base);
    expect(jsapiSignature({ ...WECHAT_VECTOR, timestamp: 1414587458 })).not.toBe(base);
    expect(jsapiSignature({ ...WECHAT_VECTOR, url: 'http://mp.weixin.qq.com?params=other' })).not.toBe(base);
  });

  it('makes fresh nonces of WeChat-safe characters', () => {
    const nonce = newNonceStr();
    expect(nonce).toMatch(/^[\w-]{16}$/);
    expect(newNonceStr()).not.toBe(nonce);
  });
});
