import type { CSSProperties, ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { StatCard, type StatTone } from '../../components/ui/StatCard';

/** The headline figures of /admin and /admin2. */

export interface StatItem {
  label: string;
  value: ReactNode;
  sub?: ReactNode;
  Icon: LucideIcon;
  tone: StatTone;
}

const slug = (label: string) => label.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** The headline cards; values read "Loading..." until the figures arrive. */
export function StatCards({ items, label, loading }: { items: readonly StatItem[]; label: string; loading: boolean }) {
  return (
    <section aria-label={label} aria-busy={loading}>
      <dl className="adm-stats" style={{ '--stat-count': items.length } as CSSProperties}>
        {items.map(({ label: name, value, sub, Icon, tone }) => (
          <StatCard
            key={name}
            label={name}
            value={loading ? <span className="adm-stat-loading">Loading...</span> : value}
            sub={loading ? undefined : sub}
            Icon={Icon}
            tone={tone}
            testId={`stat-${slug(name)}`}
          />
        ))}
      </dl>
    </section>
  );
}
