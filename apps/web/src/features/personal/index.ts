// The public API of features/personal: code outside this folder imports only from here.
export { AccountSummary } from './components/account-summary';
export { LanguageSetting } from './components/language-setting';
export { PersonalMenu } from './components/personal-menu';
export { ProfileHeader } from './components/profile-header';
