// The public API of features/certification: code outside this folder imports only from here.
export { CertificationReviewView } from './components/certification-review-view';
