import { afterEach, describe, expect, it, vi } from 'vitest';
import { authKeys } from '../api/auth';
import { ApiError } from '../api/http';
import { createQueryClient } from './queryClient';
import { REDIRECT_KEY } from './redirect';
import { browserLocation, LOGGED_OUT_REDIRECT_DELAY_MS } from './sessionExpiry';
import * as toasts from './toast';
import { testUser } from '../test-utils';

const refused = (status: number, url = '/api/contracts') =>
  new ApiError(`${status}: {"error":{"code":"x","message":"No"}}`, status, undefined, url);

/** Runs a query and a mutation that fail with `error` through a client, as a screen would. */
async function failBoth(client: ReturnType<typeof createQueryClient>, error: Error) {
  await client.fetchQuery({ queryKey: ['contracts', 'list', 'all'], queryFn: () => Promise.reject(error) }).catch(() => undefined);
  await client
    .getMutationCache()
    .build(client, { mutationFn: () => Promise.reject(error) })
    .execute(undefined)
    .catch(() => undefined);
}

describe('a 401 is handled once, in the caches', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('signed in: one toast, then /login with the way back, however many calls fail', async () => {
    vi.useFakeTimers();
    const toast = vi.spyOn(toasts, 'toast');
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    window.history.replaceState(null, '', '/contracts?status=draft');
    const client = createQueryClient();
    client.setQueryData(authKeys.user, testUser);
    await failBoth(client, refused(401));
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith({
      title: 'Unauthorized',
      description: 'You are logged out. Logging in again...',
      variant: 'destructive',
    });
    expect(localStorage.getItem(REDIRECT_KEY)).toBe('/contracts?status=draft');
    expect(assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(LOGGED_OUT_REDIRECT_DELAY_MS);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/login');
  });

  it('not signed in (a code check on the sign-in page, a signing link): the screen says it, nothing redirects', async () => {
    const toast = vi.spyOn(toasts, 'toast');
    const client = createQueryClient();
    client.setQueryData(authKeys.user, null);
    await failBoth(client, refused(401, '/api/auth/otp/verify'));
    expect(toast).not.toHaveBeenCalled();
    expect(localStorage.getItem(REDIRECT_KEY)).toBeNull();
  });

  it("the /admin2 panel's own password session, and other refusals, are the screen's", async () => {
    const toast = vi.spyOn(toasts, 'toast');
    const client = createQueryClient();
    client.setQueryData(authKeys.user, testUser);
    await failBoth(client, refused(401, '/api/admin2/users'));
    await failBoth(client, refused(403));
    await failBoth(client, refused(500));
    expect(toast).not.toHaveBeenCalled();
  });
});
