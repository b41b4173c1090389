import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FileText } from 'lucide-react';
import type { ContractSummary } from '@homepact/proto';
import { Button, buttonClass } from '../../components/ui';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { ContractRow } from './ContractRow';
import { GenerateProblemDialog } from './GenerateProblemDialog';
import { useContractActions } from './useContractActions';

interface ContractListStateProps {
  contracts: readonly ContractSummary[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  /** A line under "No contracts yet". */
  emptyHint?: string;
  /** What a loaded list with at least one contract shows. */
  children: (contracts: readonly ContractSummary[]) => ReactNode;
}

/** The user's contracts (dashboard and /contracts): loading, the error with a retry, the first-contract prompt, or the list. */
export function ContractListState({ contracts, isPending, isError, onRetry, emptyHint, children }: ContractListStateProps) {
  if (isPending) {
    return (
      <p role="status" className="muted">
        Loading contracts...
      </p>
    );
  }
  if (isError || !contracts) {
    return (
      <div className="empty-state" role="alert">
        <p className="empty-title">Could not load your contracts</p>
        <Button variant="outline" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  if (contracts.length === 0) {
    return (
      <div className="empty-state">
        <FileText aria-hidden size={40} className="empty-icon" />
        <p className="empty-title">No contracts yet</p>
        {emptyHint && <p className="muted">{emptyHint}</p>}
        <Link to="/scope-editor" className={buttonClass('primary')}>
          Create Your First Contract
        </Link>
      </div>
    );
  }
  return <>{children(contracts)}</>;
}

/** Contract rows with their actions, and the confirmation before a draft is deleted. */
export function ContractRows({ contracts, label }: { contracts: readonly ContractSummary[]; label: string }) {
  const { generate, download, resend, withdraw, extend, remove, busyId, problem, clearProblem, generating } = useContractActions();
  // The contract stays set while the dialog closes, so its text does not change mid-animation.
  const [toDelete, setToDelete] = useState<ContractSummary | null>(null);
  const [confirming, setConfirming] = useState(false);
  const askDelete = (c: ContractSummary) => {
    setToDelete(c);
    setConfirming(true);
  };
  return (
    <>
      <ul className="contract-list" aria-label={label}>
        {contracts.map((c) => (
          <ContractRow
            key={c.id}
            contract={c}
            busy={busyId === c.id}
            actions={{ generate, download, resend, withdraw, extend, askDelete }}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this draft?"
        description={<>The draft contract “{toDelete?.serviceType}” will be permanently deleted. This cannot be undone.</>}
        confirmLabel="Delete"
        destructive
        onConfirm={() => toDelete && remove(toDelete)}
      />
      <GenerateProblemDialog
        problem={problem}
        onClose={clearProblem}
        sending={generating}
        onConfirm={(p) => {
          const c = contracts.find((x) => x.id === p.contractId);
          if (c) generate(c, true);
        }}
      />
    </>
  );
}
