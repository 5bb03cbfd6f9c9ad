// The public API of features/app-version: code outside this folder imports only from here.
export { applyAppVersionRule } from './app-version-rule';
export { useVersionPeek } from './hooks/use-version-peek';
