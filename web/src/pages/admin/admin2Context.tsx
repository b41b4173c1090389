import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { errorStatus } from '../../api/errors';
import { admin2Keys } from '../../api/admin';
import { toast } from '../../lib/toast';

interface Admin2Ctx {
  /** Back to the locked screen, dropping everything loaded. */
  lock: () => void;
}

const Ctx = createContext<Admin2Ctx | null>(null);

/** `onLocked` should be stable (useCallback): loads that failed would otherwise toast again. */
export function Admin2Provider({ onLocked, children }: { onLocked: () => void; children: ReactNode }) {
  const value = useMemo(() => ({ lock: onLocked }), [onLocked]);
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

export function useAdmin2(): Admin2Ctx {
  const ctx = useContext(Ctx);
  if (!ctx) throw new Error('useAdmin2 outside Admin2Provider');
  return ctx;
}

/**
 * A list of the unlocked panel: (re)loaded each time its tab mounts, "Failed
 * to load data" when that fails, and back to the lock when the session ran out.
 */
export function usePanelQuery<T>(queryKey: QueryKey, queryFn: () => Promise<T>) {
  const { lock } = useAdmin2();
  const query = useQuery({ queryKey, queryFn, staleTime: 0, refetchOnMount: 'always' });
  const { error, errorUpdatedAt } = query;
  useEffect(() => {
    if (!error) return;
    console.error('Development admin load failed', error);
    toast({ title: 'Error', description: 'Failed to load data', variant: 'destructive' });
    if (errorStatus(error) === 401) lock();
  }, [error, errorUpdatedAt, lock]);
  return query;
}

/** After a successful update: the list and the figures load again. */
export function useReload(listKey: QueryKey) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: listKey });
    void queryClient.invalidateQueries({ queryKey: admin2Keys.stats });
  };
}

/** A failed update: the spec's toast, and back to the lock if the session ran out. */
export function useUpdateFailed() {
  const { lock } = useAdmin2();
  return (description: string, error: unknown) => {
    console.error(description, error);
    toast({ title: 'Error', description, variant: 'destructive' });
    if (errorStatus(error) === 401) lock();
  };
}
