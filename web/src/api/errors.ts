import { ApiError, UnexpectedAnswerError } from './http';

/** The status of a refused call (an ApiError); undefined for a network failure or anything else. */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

/** The service's `error.code` of a refused call, if it sent one. */
export function errorCode(error: unknown): string | undefined {
  return error instanceof ApiError ? error.code : undefined;
}

/** "Try again in 5 minutes." from a Retry-After answer, if it had one. */
export function retryHint(error: unknown): string | undefined {
  const seconds = error instanceof ApiError ? error.retryAfterSeconds : undefined;
  if (seconds === undefined) return undefined;
  if (seconds < 60) return `Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
  const minutes = Math.ceil(seconds / 60);
  return `Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

interface TextOptions {
  /** Add when to try again (a Retry-After answer). */
  retry?: boolean;
}

/**
 * The one error-to-text helper. A refused call says the service's own message
 * (`{ error: { message } }`, else the body text); an answer the page could not
 * read says so; anything else (the network, a bug) has no text a person could
 * act on, so the screen's own sentence (`fallback`) is used.
 */
export function errorText(error: unknown, fallback: string, options?: TextOptions): string;
export function errorText(error: unknown, fallback?: undefined, options?: TextOptions): string | undefined;
export function errorText(error: unknown, fallback?: string, options: TextOptions = {}): string | undefined {
  const own = error instanceof ApiError ? error.serverMessage : error instanceof UnexpectedAnswerError ? error.message : undefined;
  const text = own?.trim() || fallback;
  const hint = options.retry ? retryHint(error) : undefined;
  return hint ? [text, hint].filter(Boolean).join(' ') : text;
}

/** The service's `error.details` of a refused call (what a screen shows beside the message). */
export function errorDetails(error: unknown): Record<string, unknown> | undefined {
  return error instanceof ApiError ? error.details : undefined;
}
