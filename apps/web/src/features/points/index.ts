// The public API of features/points: code outside this folder imports only from here.
export { PointsCard } from './components/points-card';
export { ScoreLogList } from './components/score-log-list';
export { TaskList } from './components/task-list';
export { usePointsMoments } from './hooks/use-points-moments';
