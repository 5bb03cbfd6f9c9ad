// The public API of features/orientation: code outside this folder imports only from here.
export { useLandscapeTip } from './hooks/use-landscape-tip';
