// The public API of features/clear-cache: code outside this folder imports only from here.
export { clearLocalData } from './clear-local-data';
