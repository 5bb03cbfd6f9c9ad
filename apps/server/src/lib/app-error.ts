import {
  ErrorCode,
  type ErrorCodeName,
  type ErrorMessageName,
  type ErrorMessageParams,
  errorCatalogue,
  errorMessages,
  formatErrorMessage,
} from '@ia/shared';

/** A business error from the catalogue; the error handler turns it into the envelope. */
export class AppError extends Error {
  readonly code: number;
  readonly httpStatus: number;
  readonly data: unknown;

  constructor(name: ErrorCodeName, message?: string, data: unknown = null) {
    super(message ?? errorCatalogue[name].message['zh-CN']);
    this.name = 'AppError';
    this.code = ErrorCode[name];
    this.httpStatus = errorCatalogue[name].httpStatus;
    this.data = data;
  }
}

export const notFound = (message?: string) => new AppError('NOT_FOUND', message);

/** The arguments after a message's name: its placeholders' values when it has any, then the envelope's data. */
type AppErrorArguments<Name extends ErrorMessageName> = [keyof ErrorMessageParams<Name>] extends [never]
  ? [params?: undefined, data?: unknown]
  : [params: ErrorMessageParams<Name>, data?: unknown];

/** The AppError of a catalogue message (packages/shared error-messages.ts): its code, status and zh-CN text. */
export function appError<Name extends ErrorMessageName>(
  name: Name,
  ...[params, data]: AppErrorArguments<Name>
): AppError {
  return new AppError(errorMessages[name].code, formatErrorMessage(name, params), data ?? null);
}
