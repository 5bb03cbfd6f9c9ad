// The public API of features/content-forms: code outside this folder imports only from here.
export { ContentFormPanel } from './components/content-form-panel';
export { ContentFormsList } from './components/content-forms-list';
export { readTarget, targetSearchParams } from './form-target';
