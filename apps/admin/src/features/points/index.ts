// The public API of features/points: code outside this folder imports only from here.
export { PointsRulesAdmin } from './components/points-rules-admin';
export { TasksAdmin } from './components/tasks-admin';
