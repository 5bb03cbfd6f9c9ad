// The public API of features/ranking: code outside this folder imports only from here.
export { RankingBoard } from './components/ranking-board';
