import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { PenLine } from 'lucide-react';
import { formatCalendarDate, parseCalendarDate } from '@homepact/legal';
import { Card, CardContent, CardTitle, buttonClass } from '../../components/ui';
import { ContractStatusBadge } from '../../components/ui/ContractStatusBadge';
import { usd } from '../../lib/contractFormat';
import { changeOrdersQuery } from '../../api/changeOrders';
import { priceChangeText } from './amounts';
import './change-orders.css';

export const dayText = (d: string) => {
  const parsed = parseCalendarDate(d);
  return parsed ? formatCalendarDate(parsed) : d;
};

/**
 * On an executed contract's page: its price and end date as signed change
 * orders leave them, its change orders in order with their status, and
 * "Propose a change" for whoever may.
 */
export function ChangeOrdersPanel({ contractId, token }: { contractId: string; token: string | null }) {
  const list = useQuery({
    ...changeOrdersQuery(contractId, token),
    staleTime: 0,
  });
  if (!list.data) return null;
  const l = list.data;
  const changed = l.currentTotal !== l.originalTotal || l.currentEndDate !== l.originalEndDate;
  return (
    <Card className="co-panel">
      <CardContent className="stack">
        <div className="co-panel-head">
          <CardTitle as="h2">Change orders</CardTitle>
          {l.canPropose && (
            <Link to={`/contracts/${encodeURIComponent(contractId)}/change-orders/new`} className={buttonClass('primary', 'sm')}>
              <PenLine aria-hidden size={16} /> Propose a change
            </Link>
          )}
        </div>
        <dl className="co-current">
          <div>
            <dt>Current total</dt>
            <dd data-testid="current-total">
              <strong>{usd(l.currentTotal)}</strong>
              {changed && l.currentTotal !== l.originalTotal && <span className="muted"> (signed at {usd(l.originalTotal)})</span>}
            </dd>
          </div>
          <div>
            <dt>End date</dt>
            <dd data-testid="current-end-date">
              <strong>{dayText(l.currentEndDate)}</strong>
              {l.currentEndDate !== l.originalEndDate && <span className="muted"> (signed for {dayText(l.originalEndDate)})</span>}
            </dd>
          </div>
        </dl>
        {l.changeOrders.length === 0 ? (
          <p className="muted">
            No change orders yet. When the work changes, agree the change in writing: both of you sign it, like the contract.
          </p>
        ) : (
          <ol className="co-list" aria-label="Change orders in order">
            {l.changeOrders.map((co) => (
              <li key={co.id}>
                <Link to={`/sign/${encodeURIComponent(co.id)}`} className="co-link">
                  <strong>{co.number}</strong>
                  <span className="co-scope">{co.scopeChange}</span>
                </Link>
                <span className="co-figures">
                  {priceChangeText(co.priceChange)} → {usd(co.newTotal)}
                  {co.newEndDate !== co.previousEndDate && <> · ends {dayText(co.newEndDate)}</>}
                </span>
                <ContractStatusBadge status={co.status} />
              </li>
            ))}
          </ol>
        )}
        {!l.canPropose && l.cannotProposeReason && <p className="muted co-why">{l.cannotProposeReason}</p>}
      </CardContent>
    </Card>
  );
}
