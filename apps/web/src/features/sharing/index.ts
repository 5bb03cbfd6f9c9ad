// The public API of features/sharing: code outside this folder imports only from here.
export { useShareCard } from './hooks/use-share-card';
export { useWechatShare } from './hooks/use-wechat-share';
export { recordLandingUrl } from './lib/landing-url';
export { isWechatBrowser } from './lib/wechat-env';
