import { CircleCheck, Clock, FileText, PencilLine } from 'lucide-react';
import type { ContractSummary } from '@homepact/proto';
import { contractCounts } from './contractCounts';

/** The four counters: Total, Pending Signatures, Signed, Draft. */
export function DashboardStats({ contracts }: { contracts: readonly ContractSummary[] | undefined }) {
  const counts = contracts ? contractCounts(contracts) : undefined;
  const stats = [
    { label: 'Total', value: counts?.total, Icon: FileText, tone: 'primary' },
    { label: 'Pending Signatures', value: counts?.pendingSignatures, Icon: Clock, tone: 'warning' },
    { label: 'Signed', value: counts?.signed, Icon: CircleCheck, tone: 'success' },
    { label: 'Draft', value: counts?.draft, Icon: PencilLine, tone: 'muted' },
  ] as const;
  return (
    <section aria-label="Contract counts">
      <dl className="stat-grid">
        {stats.map(({ label, value, Icon, tone }) => (
          <div key={label} className="stat-card" data-testid={`stat-${label.toLowerCase().replace(/\s+/g, '-')}`}>
            <span className={`stat-icon stat-icon-${tone}`} aria-hidden>
              <Icon size={20} />
            </span>
            <dt className="stat-label">{label}</dt>
            <dd className="stat-value">{value ?? '–'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
