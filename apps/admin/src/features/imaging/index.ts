// The public API of features/imaging: code outside this folder imports only from here.
export { ImagingPanel } from './components/imaging-panel';
