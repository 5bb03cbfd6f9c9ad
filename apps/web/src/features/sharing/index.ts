// The public API of features/sharing: code outside this folder imports only from here.
export { SharePosterButton } from './components/share-poster-button';
export { useShareCard } from './hooks/use-share-card';
export { useWechatOpenTags } from './hooks/use-wechat-open-tags';
export { useWechatShare } from './hooks/use-wechat-share';
export { recordLandingUrl } from './lib/landing-url';
export { isWechatBrowser } from './lib/wechat-env';
