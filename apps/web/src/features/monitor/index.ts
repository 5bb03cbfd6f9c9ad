// The public API of features/monitor: code outside this folder imports only from here.
export { usePageViewMonitor } from './hooks/use-page-view-monitor';
