import type { UserContext } from '../auth/user-context.ts';

/**
 * The signed-in people most route tests need: the creator of what is tested, someone with no part in it,
 * and an admin. A service's harness adds its own parties (their e-mails must match its fixtures).
 */
export const testUsers: Record<'owner' | 'stranger' | 'admin', UserContext> = {
  owner: { userId: 'user-owner', email: 'owner@example.com', role: 'user' },
  stranger: { userId: 'user-stranger', email: 'stranger@example.com', role: 'user' },
  admin: { userId: 'user-admin', email: 'admin@example.com', role: 'admin' },
};
