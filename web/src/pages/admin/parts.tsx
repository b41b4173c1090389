import type { CSSProperties, ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { AlertTriangle, Inbox, LoaderCircle, type LucideIcon } from 'lucide-react';
import type { Role } from '@homepact/proto';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { StatCard, type StatTone } from '../../components/ui/StatCard';
import { contactStatusLabel, contactStatusVariant } from './format';

/** Pieces shared by /admin and /admin2. */

export interface StatItem {
  label: string;
  value: ReactNode;
  sub?: ReactNode;
  Icon: LucideIcon;
  tone: StatTone;
}

export const slug = (label: string) => label.toLowerCase().replace(/[^a-z0-9]+/g, '-');

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

/** An e-mail address (a mailto link unless `plain`) that wraps before the @ rather than mid-word. */
export function EmailLink({ email, plain, className }: { email: string; plain?: boolean; className?: string }) {
  const at = email.lastIndexOf('@');
  const text =
    at > 0 ? (
      <>
        {email.slice(0, at)}
        <wbr />
        {email.slice(at)}
      </>
    ) : (
      email
    );
  const classes = ['adm-email', className].filter(Boolean).join(' ');
  return plain ? (
    <span className={classes}>{text}</span>
  ) : (
    <a className={classes} href={`mailto:${email}`}>
      {text}
    </a>
  );
}

export function LoadingText({ children }: { children: ReactNode }) {
  return (
    <p className="loading adm-loading" role="status">
      <LoaderCircle aria-hidden size={18} className="spin" /> {children}
    </p>
  );
}

export function EmptyState({ children, Icon = Inbox }: { children: ReactNode; Icon?: LucideIcon }) {
  return (
    <div className="empty-state adm-empty">
      <Icon aria-hidden size={36} className="empty-icon" />
      <p className="muted">{children}</p>
    </div>
  );
}

export function ErrorState({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <div className="adm-error" role="alert">
      <AlertTriangle aria-hidden size={20} />
      <p>{children}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

export function RoleBadge({ role }: { role: Role | string }) {
  return role === 'admin' ? <Badge>Admin</Badge> : <Badge variant="outline">User</Badge>;
}

export function ContactStatusBadge({ status }: { status: string }) {
  return <Badge variant={contactStatusVariant(status)}>{contactStatusLabel(status)}</Badge>;
}

export function AiStatusBadge({ status }: { status: string }) {
  if (status === 'success') return <Badge variant="success">Success</Badge>;
  return <Badge variant="destructive">{status === 'failed' ? 'Failed' : status}</Badge>;
}

/** A tab's body: loading text while its query is pending, the error with a retry, the empty text, or the content. */
export function TabBody({
  query,
  loadingText,
  errorText,
  empty,
  emptyText,
  children,
}: {
  query: Pick<UseQueryResult, 'isPending' | 'isError' | 'refetch'>;
  loadingText: string;
  errorText: string;
  empty: boolean;
  emptyText: ReactNode;
  children: ReactNode;
}) {
  if (query.isPending) return <LoadingText>{loadingText}</LoadingText>;
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()}>{errorText}</ErrorState>;
  if (empty) return <EmptyState>{emptyText}</EmptyState>;
  return <>{children}</>;
}
