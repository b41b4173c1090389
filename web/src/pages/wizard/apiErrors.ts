import { errorStatus, errorText } from '../../lib/queryClient';

/** The server's own message for a failed call; undefined for network errors and the like. */
export function serverMessage(error: unknown): string | undefined {
  return errorStatus(error) === undefined ? undefined : errorText(error);
}

export const isUnauthorized = (error: unknown) => errorStatus(error) === 401;
