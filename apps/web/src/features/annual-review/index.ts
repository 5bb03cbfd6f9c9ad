// The public API of features/annual-review: code outside this folder imports only from here.
export { recordAnnualReviewFinished, recordAnnualReviewView, useAnnualReview } from './api/annual-review';
export { default as annualReviewStyles } from './components/annual-review.module.css';
export { AnnualStory } from './components/annual-story';
export { reviewYearOf } from './lib/review-year';
