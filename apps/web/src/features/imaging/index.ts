// The public API of features/imaging: code outside this folder imports only from here.
export { imagingCaseQueryOptions } from './api/imaging-case';
export { ImagingSection, useImagingPrefetch } from './components/imaging-section';
