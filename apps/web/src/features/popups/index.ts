// The public API of features/popups: code outside this folder imports only from here.
export { PopupHost } from './components/popup-host';
