// The public API of features/search: code outside this folder imports only from here.
export { SearchView } from './components/search-view';
