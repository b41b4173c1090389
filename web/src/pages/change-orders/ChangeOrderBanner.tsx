import { Link } from 'react-router-dom';
import type { ChangeOrderRef } from '@homepact/proto';
import { Card, CardContent } from '../../components/ui';
import { usd } from '../../lib/contractFormat';
import { priceChangeText } from './amounts';
import { dayText } from './ChangeOrdersPanel';
import './change-orders.css';

/** On a change order's sign page: which contract it changes, and the totals and end date before and after. */
export function ChangeOrderBanner({ co }: { co: ChangeOrderRef }) {
  return (
    <Card className="co-banner" aria-label={`Change order ${co.number}`}>
      <CardContent className="stack-sm">
        <p>
          <strong>Change order {co.number}</strong> to the signed{' '}
          <Link to={`/sign/${encodeURIComponent(co.parentId)}`}>{co.parentServiceType}</Link> contract. It binds only once both parties sign
          it; everything it does not change stays as signed.
        </p>
        <dl className="co-current">
          <div>
            <dt>Total</dt>
            <dd data-testid="co-totals">
              {usd(co.previousTotal)} → <strong>{usd(co.newTotal)}</strong>{' '}
              <span className="muted">({priceChangeText(co.priceChange)})</span>
            </dd>
          </div>
          <div>
            <dt>End date</dt>
            <dd>
              {co.newEndDate === co.previousEndDate ? (
                <>{dayText(co.newEndDate)} (unchanged)</>
              ) : (
                <>
                  {dayText(co.previousEndDate)} → <strong>{dayText(co.newEndDate)}</strong>
                </>
              )}
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
