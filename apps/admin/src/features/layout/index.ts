// The public API of features/layout: code outside this folder imports only from here.
export { AdminLayout } from './components/admin-layout';
