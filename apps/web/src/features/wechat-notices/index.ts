// The public API of features/wechat-notices: code outside this folder imports only from here.
export { WechatReminderConsent } from './components/wechat-reminder-consent';
