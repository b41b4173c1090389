import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import type { ContractCounts, User } from '@homepact/proto';
import { contractListQuery, contractSummaryQuery } from '../../api/contracts';
import { useAuth } from '../../lib/auth';
import { toast } from '../../lib/toast';
import { greetingName } from '../../lib/user';
import { buttonClass } from '../../components/ui';
import { DashboardStats } from './DashboardStats';
import { RecentContracts } from './RecentContracts';
import { RECENT_LIMIT } from './contractCounts';
import { goToSignIn } from '../../lib/sessionExpiry';
import { PageLoading } from '../PageLoading';
import './dashboard.css';

export const LOGIN_REDIRECT_DELAY_MS = 500;

/** How long after signing up someone still counts as new. */
export const NEW_USER_WINDOW_MS = 24 * 3600 * 1000;

/**
 * Whether the account is new: made in the last day, with no contract yet.
 * An account older than a day, or anyone who has made a contract, is returning.
 */
export function isNewUser(user: Pick<User, 'createdAt'>, counts: ContractCounts | undefined, now = Date.now()): boolean {
  const created = Date.parse(user.createdAt);
  if (Number.isNaN(created) || now - created > NEW_USER_WINDOW_MS) return false;
  return (counts?.total ?? 0) === 0;
}

/** To the sign-in page (the one way there), and back to `returnPath` after; on an object so tests can watch it. */
export const dashboardNav = {
  toLogin(returnPath: string) {
    goToSignIn(returnPath, 0);
  },
};

/** Browser storage of the accounts already greeted here: after the first visit, it is "Welcome back". */
export const GREETED_KEY = 'homepact-greeted';

function greeted(): string[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(GREETED_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Whether this is the user's first dashboard visit in this browser. Decided
 * once per visit (so the heading does not change under them), remembered
 * after it: a new user coming back later is greeted "Welcome back".
 */
function useFirstVisit(userId: string | undefined): boolean {
  // The list as it was when the page opened: the effect below adds this user only afterwards.
  const [before] = useState(greeted);
  useEffect(() => {
    if (!userId || greeted().includes(userId)) return;
    try {
      localStorage.setItem(GREETED_KEY, JSON.stringify([...greeted(), userId].slice(-20)));
    } catch {
      // Storage blocked: every visit of a new account says "Welcome", which is harmless.
    }
  }, [userId]);
  return !!userId && !before.includes(userId);
}

/**
 * A page only for the signed-in: once the session is known to be missing, say why and go to sign-in, coming
 * back to `returnTo()` after it.
 */
export function useSignInFirst(isLoading: boolean, user: unknown, why: string, returnTo: () => string) {
  useEffect(() => {
    if (isLoading || user) return;
    toast({ title: 'Unauthorized', description: why, variant: 'destructive' });
    const timer = setTimeout(() => dashboardNav.toLogin(returnTo()), LOGIN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
    // returnTo is read when the redirect fires; a new closure per render must not restart the timer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isLoading, user, why]);
}

export function DashboardPage() {
  const { user, isLoading } = useAuth();
  const firstVisit = useFirstVisit(user?.id);
  // The counters come from the server's summary and the list from one page of five: the dashboard
  // never downloads every contract, however many the user has.
  const counts = useQuery({ ...contractSummaryQuery(), enabled: user !== null });
  const contracts = useQuery({ ...contractListQuery(RECENT_LIMIT), enabled: user !== null });

  useSignInFirst(isLoading, user, 'You need to log in to access the dashboard.', () => '/dashboard');

  if (!user) return <PageLoading label={isLoading ? 'Loading...' : 'Redirecting to sign in...'} />;

  return (
    <main className="page container dashboard">
      <div className="page-heading">
        <div>
          <h1>
            {firstVisit && isNewUser(user, counts.data) ? 'Welcome' : 'Welcome back'}, {greetingName(user)}!
          </h1>
          <p className="muted">Create, send and track your home-service contracts.</p>
        </div>
        {/* To the quick-setup form, not the top of the home page (docs/decisions/0006-wording-and-small-decisions.md). */}
        <Link to={{ pathname: '/', hash: 'quick-setup' }} className={buttonClass('primary')}>
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
