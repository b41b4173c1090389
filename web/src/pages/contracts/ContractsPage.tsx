import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Plus, Search } from 'lucide-react';
import type { ContractSummary } from '@homepact/proto';
import { contractListQuery } from '../../api/contracts';
import { Button, Card, CardContent, Input, Label, Select, buttonClass } from '../../components/ui';
import { useAuth } from '../../lib/auth';
import { useSignInFirst } from '../dashboard/DashboardPage';
import { ContractListState, ContractRows } from '../dashboard/ContractList';
import { PageLoading } from '../PageLoading';
import { filterContracts, isStatusFilter, STATUS_FILTERS, type StatusFilter } from './filterContracts';
import '../dashboard/dashboard.css';
import './contracts.css';

/**
 * /contracts: every contract of the signed-in user (GET /api/contracts, the
 * whole list: search and filter need all of it; the server caches it per
 * owner and answers 304 while nothing changed), searchable by service type
 * and party names, filtered by status. The search and filter live in the URL
 * (?q=&status=), so a filtered list can be bookmarked or shared.
 */
export function ContractsPage() {
  const { user, isLoading } = useAuth();
  const contracts = useQuery({ ...contractListQuery(), enabled: user !== null });

  useSignInFirst(isLoading, user, 'You need to log in to see your contracts.', () => `/contracts${window.location.search}`);

  if (!user) return <PageLoading label={isLoading ? 'Loading...' : 'Redirecting to sign in...'} />;
  return (
    <main className="page container contracts-page">
      <div className="page-heading">
        <div>
          <h1>Your contracts</h1>
          <p className="muted">Every contract you created, with where each signer is.</p>
        </div>
        {/* To the quick-setup form, not the top of the home page (docs/decisions/0006-wording-and-small-decisions.md). */}
        <Link to={{ pathname: '/', hash: 'quick-setup' }} className={buttonClass('primary')}>
          <Plus aria-hidden size={18} /> Create Service Contract
        </Link>
      </div>
      <ContractsBody
        list={contracts.data}
        isPending={contracts.isPending}
        isError={contracts.isError}
        onRetry={() => void contracts.refetch()}
      />
    </main>
  );
}

function ContractsBody({
  list,
  isPending,
  isError,
  onRetry,
}: {
  list: ContractSummary[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
}) {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const rawStatus = params.get('status');
  const status: StatusFilter = isStatusFilter(rawStatus) ? rawStatus : 'all';
  const searchId = useId();
  const statusId = useId();

  // From the address bar, not this render's params: two quick changes (clear the search, pick a status)
  // must both stick, and React Router hands a function updater this render's params too.
  const setParam = (key: 'q' | 'status', value: string) => {
    const next = new URLSearchParams(window.location.search);
    if (!value || (key === 'status' && value === 'all')) next.delete(key);
    else next.set(key, value);
    setParams(next, { replace: true });
  };

  return (
    <Card>
      <CardContent className="contracts-card">
        <div className="contracts-filters" role="search">
          <div className="field contracts-search">
            <Label htmlFor={searchId}>Search</Label>
            <div className="input-with-icon">
              <Search aria-hidden size={16} />
              <Input
                id={searchId}
                type="search"
                placeholder="Service type or party name"
                value={query}
                onChange={(e) => setParam('q', e.target.value)}
              />
            </div>
          </div>
          <div className="field contracts-status">
            <Label htmlFor={statusId}>Status</Label>
            <Select id={statusId} options={STATUS_FILTERS} value={status} onChange={(e) => setParam('status', e.target.value)} />
          </div>
        </div>
        <ContractListState contracts={list} isPending={isPending} isError={isError} onRetry={onRetry}>
          {(all) => {
            const shown = filterContracts(all, query, status);
            return (
              <>
                <p className="muted contracts-count" role="status">
                  {shown.length === all.length
                    ? `${all.length} contract${all.length === 1 ? '' : 's'}`
                    : `Showing ${shown.length} of ${all.length} contracts`}
                </p>
                {shown.length === 0 ? (
                  <div className="empty-state">
                    <p className="empty-title">No contracts match</p>
                    <Button variant="outline" onClick={() => setParams(new URLSearchParams(), { replace: true })}>
                      Clear search and filter
                    </Button>
                  </div>
                ) : (
                  <ContractRows contracts={shown} label="Contracts" />
                )}
              </>
            );
          }}
        </ContractListState>
      </CardContent>
    </Card>
  );
}
