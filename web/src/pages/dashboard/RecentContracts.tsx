import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ArrowRight, FileText } from 'lucide-react';
import type { ContractSummary } from '@homepact/proto';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, buttonClass } from '../../components/ui';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { ContractRow } from './ContractRow';
import { recentContracts } from './contractCounts';
import { useContractActions } from './useContractActions';

interface RecentContractsProps {
  contracts: readonly ContractSummary[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
}

export function RecentContracts({ contracts, isLoading, isError, onRetry }: RecentContractsProps) {
  const { generate, download, resend, remove, busyId } = useContractActions();
  // The contract stays set while the dialog closes, so its text does not change mid-animation.
  const [toDelete, setToDelete] = useState<ContractSummary | null>(null);
  const [confirming, setConfirming] = useState(false);
  const askDelete = (c: ContractSummary) => {
    setToDelete(c);
    setConfirming(true);
  };

  let body;
  if (isLoading) {
    body = (
      <p role="status" className="muted">
        Loading contracts...
      </p>
    );
  } else if (isError || !contracts) {
    body = (
      <div className="empty-state" role="alert">
        <p className="empty-title">Could not load your contracts</p>
        <Button variant="outline" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  } else if (contracts.length === 0) {
    body = (
      <div className="empty-state">
        <FileText aria-hidden size={40} className="empty-icon" />
        <p className="empty-title">No contracts yet</p>
        <p className="muted">Describe a job and HomePact drafts the contract for you.</p>
        <Link to="/scope-editor" className={buttonClass('primary')}>
          Create Your First Contract
        </Link>
      </div>
    );
  } else {
    body = (
      <ul className="contract-list" aria-label="Recent contracts">
        {recentContracts(contracts).map((c) => (
          <ContractRow key={c.id} contract={c} busy={busyId === c.id} actions={{ generate, download, resend, askDelete }} />
        ))}
      </ul>
    );
  }

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
      <CardContent>{body}</CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this draft?"
        description={<>The draft contract “{toDelete?.serviceType}” will be permanently deleted. This cannot be undone.</>}
        confirmLabel="Delete"
        destructive
        onConfirm={() => toDelete && remove(toDelete)}
      />
    </Card>
  );
}
