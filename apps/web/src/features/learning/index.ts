// The public API of features/learning: code outside this folder imports only from here.

export { ContinueLearning } from './components/continue-learning';
export { LearningHistoryList } from './components/learning-history-list';
