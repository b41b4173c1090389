import { statusLabel, statusVariant } from '../../lib/contractFormat';
import { Badge } from './Badge';

/** A contract status as a badge: known statuses get a label and colour, others show their raw value. */
export function ContractStatusBadge({ status }: { status: string }) {
  return <Badge variant={statusVariant(status)}>{statusLabel(status)}</Badge>;
}
