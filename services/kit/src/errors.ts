/**
 * The one error type. Routes and use cases throw it; the service error
 * handler turns it into `{ error: { code, message } }` with its status.
 */
export class AppError extends Error {
  readonly code: string;
  readonly status: number;
  readonly details?: unknown;
  readonly headers?: Record<string, string>;

  constructor(
    code: string,
    status: number,
    message: string,
    opts: { details?: unknown; headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(message, { cause: opts.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = status;
    this.details = opts.details;
    this.headers = opts.headers;
  }

  static badRequest(message: string, details?: unknown) {
    return new AppError('bad_request', 400, message, { details });
  }
  static unauthorized(message = 'Unauthorized') {
    return new AppError('unauthorized', 401, message);
  }
  static forbidden(message = 'Forbidden') {
    return new AppError('forbidden', 403, message);
  }
  static notFound(message = 'Not found') {
    return new AppError('not_found', 404, message);
  }
  static conflict(message: string) {
    return new AppError('conflict', 409, message);
  }
  static tooManyRequests(message: string, retryAfterSeconds: number) {
    return new AppError('too_many_requests', 429, message, {
      headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
    });
  }
  static unavailable(message = 'Service unavailable') {
    return new AppError('unavailable', 503, message);
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;
