import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import type { ContractCounts, ContractSummary, User } from '@homepact/proto';
import { useAuth } from '../lib/auth';
import { toast } from '../lib/toast';
import { greetingName } from '../lib/user';
import { buttonClass } from '../components/ui';
import { DashboardStats } from './dashboard/DashboardStats';
import { RecentContracts } from './dashboard/RecentContracts';
import { RECENT_CONTRACTS_KEY, recentContractsQuery, SUMMARY_KEY } from './dashboard/useContractActions';
import { PageLoading } from './PageLoading';
import './dashboard/dashboard.css';

export const LOGIN_REDIRECT_DELAY_MS = 500;

/** How long after signing up someone still counts as new. */
export const NEW_USER_WINDOW_MS = 24 * 3600 * 1000;

/**
 * "Welcome" for someone who has just joined and has no contract yet, "Welcome
 * back" for everyone else: an account older than a day, or anyone who has
 * made a contract, is returning.
 */
export function isNewUser(user: Pick<User, 'createdAt'>, counts: ContractCounts | undefined, now = Date.now()): boolean {
  const created = Date.parse(user.createdAt);
  if (Number.isNaN(created) || now - created > NEW_USER_WINDOW_MS) return false;
  return (counts?.total ?? 0) === 0;
}

/** Full-page navigations, kept on an object so tests can watch them. */
export const dashboardNav = {
  toLogin() {
    window.location.href = '/api/login';
  },
};

export function DashboardPage() {
  const { user, isLoading } = useAuth();
  // The counters come from the server's summary and the list from one page of five: the dashboard
  // never downloads every contract, however many the user has.
  const counts = useQuery<ContractCounts>({ queryKey: SUMMARY_KEY, enabled: user !== null });
  const contracts = useQuery<ContractSummary[]>({
    queryKey: RECENT_CONTRACTS_KEY,
    queryFn: recentContractsQuery,
    enabled: user !== null,
  });

  useEffect(() => {
    if (isLoading || user) return;
    toast({ title: 'Unauthorized', description: 'You need to log in to access the dashboard.', variant: 'destructive' });
    const timer = setTimeout(() => dashboardNav.toLogin(), LOGIN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isLoading, user]);

  if (!user) return <PageLoading label={isLoading ? 'Loading...' : 'Redirecting to sign in...'} />;

  return (
    <main className="page container dashboard">
      <div className="page-heading">
        <div>
          <h1>
            {isNewUser(user, counts.data) ? 'Welcome' : 'Welcome back'}, {greetingName(user)}!
          </h1>
          <p className="muted">Create, send and track your home-service contracts.</p>
        </div>
        <Link to="/" className={buttonClass('primary')}>
          <Plus aria-hidden size={18} /> Create Service Contract
        </Link>
      </div>

      <DashboardStats counts={counts.data} />

      <RecentContracts
        contracts={contracts.data}
        isLoading={contracts.isPending}
        isError={contracts.isError}
        onRetry={() => void contracts.refetch()}
      />
    </main>
  );
}
