// The public API of features/users: code outside this folder imports only from here.
export { UsersView } from './components/users-view';
