import type { LoginFailureReason } from './login-flow';

/** Thrown by the login loader; the route error page shows the login error page for it. */
export class LoginError extends Error {
  override readonly name = 'LoginError';
  readonly reason: LoginFailureReason;

  constructor(reason: LoginFailureReason, options?: { cause?: unknown }) {
    super(`Login failed: ${reason}`, options);
    this.reason = reason;
  }
}

export function isLoginError(value: unknown): value is LoginError {
  return value instanceof LoginError;
}
