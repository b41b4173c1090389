import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { AlertTriangle, Inbox, LoaderCircle, type LucideIcon } from 'lucide-react';
import { Button } from '../../components/ui/Button';

/** What an admin tab shows while its list loads, when it failed, when it is empty, or the list. */

function LoadingText({ children }: { children: ReactNode }) {
  return (
    <p className="loading adm-loading" role="status">
      <LoaderCircle aria-hidden size={18} className="spin" /> {children}
    </p>
  );
}

function EmptyState({ children, Icon = Inbox }: { children: ReactNode; Icon?: LucideIcon }) {
  return (
    <div className="empty-state adm-empty">
      <Icon aria-hidden size={36} className="empty-icon" />
      <p className="muted">{children}</p>
    </div>
  );
}

function ErrorState({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
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
