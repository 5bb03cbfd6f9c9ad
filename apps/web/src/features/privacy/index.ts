// The public API of features/privacy: code outside this folder imports only from here.
export { PrivacyCentre } from './components/privacy-centre';
