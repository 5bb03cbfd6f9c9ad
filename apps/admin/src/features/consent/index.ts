// The public API of features/consent: code outside this folder imports only from here.
export { ConsentDocumentsView } from './components/consent-documents-view';
