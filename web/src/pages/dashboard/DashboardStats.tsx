import { CircleCheck, Clock, FileText, PencilLine } from 'lucide-react';
import type { ContractCounts } from '@homepact/proto';
import { countsFromSummary } from './contractCounts';

/** The four counters: Total, Pending Signatures, Signed, Draft (from the server's summary). */
export function DashboardStats({ counts: summary }: { counts: ContractCounts | undefined }) {
  const counts = summary ? countsFromSummary(summary) : undefined;
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
