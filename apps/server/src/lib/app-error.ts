import { ErrorCode, type ErrorCodeName, errorCatalogue } from '@ia/shared';

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
