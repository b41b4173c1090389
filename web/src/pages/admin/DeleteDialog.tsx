import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';

interface DeleteOptions<T> {
  remove: (item: T) => Promise<unknown>;
  onDeleted: () => void;
  onFailed: (error: unknown) => void;
}

/** Deleting an item of an admin list, after a confirmation. */
export function useDeleteConfirm<T extends { id: string }>({ remove, onDeleted, onFailed }: DeleteOptions<T>) {
  const [asking, setAsking] = useState<T | null>(null);
  const mutation = useMutation({ mutationFn: remove, onSuccess: onDeleted, onError: onFailed });
  return {
    /** The item the confirmation is open for. */
    asking,
    ask: setAsking,
    /** True while this item is being deleted. */
    deleting: (item: T) => mutation.isPending && mutation.variables?.id === item.id,
    dialog: {
      open: asking !== null,
      onOpenChange: (open: boolean) => !open && setAsking(null),
      onConfirm: () => asking && mutation.mutate(asking),
    },
  };
}

/** The confirmation before a delete. */
export function DeleteDialog({
  dialog,
  title,
  description,
}: {
  dialog: ReturnType<typeof useDeleteConfirm>['dialog'];
  title: string;
  description: string;
}) {
  return <ConfirmDialog {...dialog} title={title} description={description} confirmLabel="Delete" destructive />;
}
