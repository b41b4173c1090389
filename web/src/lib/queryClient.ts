import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { authKeys } from '../api/session';
import { isSessionRefusal, sessionLost } from './sessionExpiry';

/**
 * The app's query client. A 401 is handled here, once, for every query and
 * mutation: when the cache holds a signed-in user, the session is gone, so
 * the person is told and sent to sign in (and back here after). A 401 for
 * someone not signed in is the screen's own business (the sign-in page's
 * code checks, a signing link's pages), as is the /admin2 panel's (its own
 * password session).
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => onError(error) }),
    mutationCache: new MutationCache({ onError: (error) => onError(error) }),
    defaultOptions: {
      queries: { refetchInterval: false, refetchOnWindowFocus: false, staleTime: Infinity, retry: false },
      mutations: { retry: false },
    },
  });
  // Several calls fail together when a session ends: one toast, one redirect.
  let leaving = false;
  function onError(error: unknown) {
    if (leaving || !isSessionRefusal(error) || !client.getQueryData(authKeys.user)) return;
    leaving = true;
    sessionLost();
  }
  return client;
}

export const queryClient = createQueryClient();
