// The public API of features/dashboard: code outside this folder imports only from here.
export { AnalyticsPlaceholder } from './components/analytics-placeholder';
export { QuickLinks } from './components/quick-links';
export { WelcomeCard } from './components/welcome-card';
