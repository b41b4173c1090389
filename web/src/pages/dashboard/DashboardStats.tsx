import { CircleCheck, Clock, FileText, PencilLine } from 'lucide-react';
import type { ContractCounts } from '@homepact/proto';
import { StatCard } from '../../components/ui/StatCard';
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
          <StatCard
            key={label}
            label={label}
            value={value ?? '–'}
            Icon={Icon}
            tone={tone}
            testId={`stat-${label.toLowerCase().replace(/\s+/g, '-')}`}
          />
        ))}
      </dl>
    </section>
  );
}
