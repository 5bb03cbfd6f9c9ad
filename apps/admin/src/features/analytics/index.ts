// The public API of features/analytics: code outside this folder imports only from here.
export { AnalyticsTabs } from './components/analytics-tabs';
export { OverviewCards } from './components/overview-cards';
