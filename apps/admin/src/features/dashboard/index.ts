// The public API of features/dashboard: code outside this folder imports only from here.
export { QuickLinks } from './components/quick-links';
export { WelcomeCard } from './components/welcome-card';
