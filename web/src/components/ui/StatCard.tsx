import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import './stat-card.css';

export type StatTone = 'primary' | 'accent' | 'success' | 'warning' | 'muted';

interface StatCardProps {
  label: string;
  value: ReactNode;
  /** A line under the value. */
  sub?: ReactNode;
  Icon: LucideIcon;
  tone: StatTone;
  testId?: string;
}

/** One counter of a <dl>: an icon chip beside its label and value (the dashboard's and the admin screens' figures). */
export function StatCard({ label, value, sub, Icon, tone, testId }: StatCardProps) {
  return (
    <div className="stat-card" data-testid={testId}>
      <span className={`stat-icon stat-tone-${tone}`} aria-hidden>
        <Icon size={20} />
      </span>
      <dt className="stat-label">{label}</dt>
      <dd className="stat-value">{value}</dd>
      {sub ? <dd className="stat-sub">{sub}</dd> : null}
    </div>
  );
}
