// The public API of features/auth: code outside this folder imports only from here.
export { LoginErrorPage } from './components/login-error-page';
export { ensureLogin, restartLogin } from './ensure-login';
export { isLoginError } from './login-error';
