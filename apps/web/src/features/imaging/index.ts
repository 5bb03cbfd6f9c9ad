// The public API of features/imaging: code outside this folder imports only from here.
export { ImagingSection, useImagingPrefetch } from './components/imaging-section';
