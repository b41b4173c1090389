import { Link } from 'react-router-dom';
import { ArrowRight } from 'lucide-react';
import type { ContractSummary } from '@homepact/proto';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, buttonClass } from '../../components/ui';
import { ContractListState, ContractRows } from './ContractList';
import { recentContracts } from './contractCounts';

interface RecentContractsProps {
  contracts: readonly ContractSummary[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
}

export function RecentContracts({ contracts, isLoading, isError, onRetry }: RecentContractsProps) {
  return (
    <Card>
      <CardHeader className="recent-head">
        <div>
          <CardTitle>Recent Contracts</CardTitle>
          <CardDescription>Your latest contracts and their signing progress.</CardDescription>
        </div>
        <Link to="/contracts" className={buttonClass('outline', 'sm')}>
          View all contracts <ArrowRight aria-hidden size={16} />
        </Link>
      </CardHeader>
      <CardContent>
        <ContractListState
          contracts={contracts}
          isPending={isLoading}
          isError={isError}
          onRetry={onRetry}
          emptyHint="Describe a job and HomePact drafts the contract for you."
        >
          {(list) => <ContractRows contracts={recentContracts(list)} label="Recent contracts" />}
        </ContractListState>
      </CardContent>
    </Card>
  );
}
