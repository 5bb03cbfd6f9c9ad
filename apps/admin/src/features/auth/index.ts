// The public API of features/auth: code outside this folder imports only from here.
export { useOperator } from './api/get-operator';
export { useLogout } from './api/logout';
export { LoginForm } from './components/login-form';
export { RequireOperator } from './components/require-operator';
export { useReturnPath } from './hooks/use-return-path';
export { useSignedInOperator } from './hooks/use-signed-in-operator';
