// The public API of features/consent: code outside this folder imports only from here.
export { ConsentOverview } from './components/consent-overview';
export { ConsentPopup } from './components/consent-popup';
export { LegalDocumentPopup } from './components/legal-document-popup';
