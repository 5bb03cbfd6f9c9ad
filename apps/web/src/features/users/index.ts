// The public API of features/users: code outside this folder imports only from here.
export { userInfoQueryKey, useUserInfo } from './api/get-user-info';
export { postponeTrialTip } from './api/trial-tip';
export { useTrialTip } from './hooks/use-trial-tip';
export { useUserCheck } from './hooks/use-user-check';
