// The public API of features/analytics: code outside this folder imports only from here.
export { AnalyticsView } from './components/analytics-view';
