// The public API of features/popovers: code outside this folder imports only from here.
export { HomePopover } from './components/home-popover';
