import { errorStatus, errorText } from '../../lib/queryClient';

/** The server's own message for a failed call; undefined for network errors and the like. */
export function serverMessage(error: unknown): string | undefined {
  return errorStatus(error) === undefined ? undefined : errorText(error);
}

export const isUnauthorized = (error: unknown) => errorStatus(error) === 401;

/** The `error.code` of a service's JSON error answer, if any. */
export function errorCode(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  try {
    const body = JSON.parse(error.message.replace(/^\d{3}: /, '')) as { error?: { code?: unknown } };
    return typeof body.error?.code === 'string' ? body.error.code : undefined;
  } catch {
    return undefined;
  }
}

/** The contract is no longer a draft (sent for signature, signed or executed): 409 `not_draft` or `signed`. */
export const isNoLongerDraft = (error: unknown) => errorStatus(error) === 409 && ['not_draft', 'signed'].includes(errorCode(error) ?? '');
