import { Link } from 'react-router-dom';
import { History, XCircle } from 'lucide-react';
import type { ContractRecord, SignerRole } from '@homepact/proto';
import { Card, CardContent } from '../../components/ui';
import { whenText } from '../lifecycle/whenText';
import '../lifecycle/lifecycle.css';

/**
 * Where the contract is in its life after signing: "cancellable until" the
 * last day of the homeowner's right to cancel (and, where the state forbids
 * work meanwhile, when work may start), "in force" once the window closed, or
 * cancelled; the homeowner's "Cancel this contract"; and the timeline link.
 */
export function ContractLifecycle({
  contract,
  yourRole,
  token,
}: {
  contract: ContractRecord;
  yourRole: SignerRole | null;
  token: string | null;
}) {
  const w = contract.cancellation;
  const id = encodeURIComponent(contract.id);
  const timeline = `/contracts/${id}/timeline${token ? `?token=${encodeURIComponent(token)}` : ''}`;
  let status: string | null = null;
  if (contract.status === 'cancelled') status = `Cancelled by the homeowner${w?.cancelledAt ? ` on ${whenText(w.cancelledAt)}` : ''}.`;
  else if (w?.closedAt) status = 'In force: the cancellation window closed.';
  else if (w && contract.status === 'signed') status = `Cancellable until midnight at the end of ${w.lastDay}.`;
  const workNote =
    w && !w.closedAt && contract.status === 'signed' && w.noWorkDuringPeriod && yourRole !== 'homeowner'
      ? `The law of ${w.state} does not allow work to start before the window closes: work may start after ${w.lastDay}.`
      : null;
  return (
    <Card className="contract-lifecycle-card">
      <CardContent className="contract-lifecycle">
        {status && (
          <p role="status" className="lifecycle-status">
            <strong>{status}</strong>
          </p>
        )}
        {workNote && <p>{workNote}</p>}
        {w && !w.closedAt && contract.status === 'signed' && yourRole === 'homeowner' && (
          <p>
            <Link to={`/contracts/${id}/cancel${token ? `?token=${encodeURIComponent(token)}` : ''}`} className="lifecycle-link">
              <XCircle aria-hidden size={16} /> Cancel this contract
            </Link>{' '}
            <span className="muted">(or use the Notice of Cancellation printed in the contract)</span>
          </p>
        )}
        <p>
          <Link to={timeline} className="lifecycle-link">
            <History aria-hidden size={16} /> See the contract’s timeline
          </Link>
        </p>
      </CardContent>
    </Card>
  );
}
