// The public API of features/privacy: code outside this folder imports only from here.
export { PrivacyRequestsView } from './components/privacy-requests-view';
