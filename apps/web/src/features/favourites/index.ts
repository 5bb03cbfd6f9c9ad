// The public API of features/favourites: code outside this folder imports only from here.
export { FavouriteList } from './components/favourite-list';
