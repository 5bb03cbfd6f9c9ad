/** Whether the page runs in WeChat's built-in browser (where the JS-SDK works). */
export function isWechatBrowser(userAgent: string = navigator.userAgent): boolean {
  return /MicroMessenger/i.test(userAgent);
}

/** iPhone / iPad, where WeChat checks JS-SDK signatures against the landing URL. */
export function isIos(userAgent: string = navigator.userAgent): boolean {
  return /iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/.test(userAgent) && /Mobile/.test(userAgent));
}

/** The URL to sign for wx.config: the landing URL on iOS, the current one elsewhere; never the #fragment. */
export function urlToSign(current: string, landing: string, userAgent: string = navigator.userAgent): string {
  const url = isIos(userAgent) ? landing : current;
  return url.split('#')[0] ?? url;
}
