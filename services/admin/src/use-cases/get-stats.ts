import type { AdminStats } from '@homepact/proto';
import { fromMicros } from '../domain/money.ts';
import type { AdminDeps } from './deps.ts';

/** The headline cards of both panels. AI cost is summed in integer micro-dollars. */
export async function getStats(deps: AdminDeps): Promise<AdminStats> {
  const r = deps.repos;
  const [totalUsers, usage, contactRequests, pendingContacts, homeowners, providers] = await Promise.all([
    r.users.count(),
    r.aiUsage.costs(),
    r.contacts.count(),
    r.contacts.count('new'),
    r.parties.countLive('homeowner'),
    r.parties.countLive('service_provider'),
  ]);
  let totalTokens = 0;
  let costMicros = 0;
  for (const u of usage) {
    totalTokens += typeof u.tokensUsed === 'number' ? u.tokensUsed : 0;
    costMicros += typeof u.costMicros === 'number' ? u.costMicros : 0;
  }
  return {
    totalUsers,
    aiRequests: usage.length,
    totalTokens,
    aiCost: fromMicros(costMicros),
    contactRequests,
    pendingContacts,
    totalParties: homeowners + providers,
    homeowners,
    providers,
  };
}
