import type { BudgetRule } from '@homepact/kit/limits';

export const DAY_MS = 24 * 60 * 60 * 1000;

export interface AiLimits {
  anonPerIp: number;
  anonTotal: number;
  perUser: number;
}

/**
 * The budgets one AI call spends. Signed in: the user's own. Signed out: the
 * caller's address's, and the pool every signed-out caller shares, so no
 * number of addresses can run up an unbounded bill.
 */
export function aiBudgetRules(limits: AiLimits, caller: { userId: string | null; ip: string }): BudgetRule[] {
  if (caller.userId) {
    return [
      {
        key: `ai:user:${caller.userId}`,
        limit: limits.perUser,
        windowMs: DAY_MS,
        message: 'You have used all of today’s AI generations. Please try again later.',
      },
    ];
  }
  return [
    {
      key: `ai:anon-ip:${caller.ip}`,
      limit: limits.anonPerIp,
      windowMs: DAY_MS,
      message: 'You have used today’s free AI generations. Sign in to keep going, or try again later.',
    },
    {
      key: 'ai:anon-total',
      limit: limits.anonTotal,
      windowMs: DAY_MS,
      message: 'Today’s free AI generations for signed-out visitors are used up. Sign in to keep going, or try again later.',
    },
  ];
}
