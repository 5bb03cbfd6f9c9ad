import { createHash, randomBytes } from 'node:crypto';

/** What WeChat's JS-SDK signature covers (the keys it sorts, in ASCII order). */
export interface JsapiSignatureInput {
  jsapiTicket: string;
  nonceStr: string;
  /** Seconds since the epoch. */
  timestamp: number;
  /** The page's full address; its `#…` fragment is dropped before signing. */
  url: string;
}

/** The page address WeChat signs: everything before `#` (WeChat drops the fragment too). */
export function urlToSign(url: string): string {
  const hash = url.indexOf('#');
  return hash === -1 ? url : url.slice(0, hash);
}

/**
 * WeChat's JS-SDK signature: sha1 of `jsapi_ticket=…&noncestr=…&timestamp=…&url=…` (the four keys
 * in ASCII order, values as they are — the url is not escaped), as lower-case hex.
 */
export function jsapiSignature({ jsapiTicket, nonceStr, timestamp, url }: JsapiSignatureInput): string {
  const fields: Record<string, string> = {
    jsapi_ticket: jsapiTicket,
    noncestr: nonceStr,
    timestamp: String(timestamp),
    url: urlToSign(url),
  };
  const plain = Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('&');
  return createHash('sha1').update(plain, 'utf8').digest('hex');
}

/** A nonce for wx.config: 16 URL-safe characters (WeChat allows up to 32). */
export function newNonceStr(): string {
  return randomBytes(12).toString('base64url');
}
