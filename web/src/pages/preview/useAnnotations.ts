import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorStatus } from '../../api/errors';
import { toast } from '../../lib/toast';
import {
  annotationKeys,
  annotationsQuery,
  createAnnotation,
  deleteAnnotation,
  updateAnnotation,
  type AnnotationChanges,
  type NewAnnotation,
} from '../../api/annotations';

/**
 * A contract's annotations and the add, edit and delete calls, with the spec's
 * toasts. A 404 means the contract (or the note) is gone: the page is told
 * (`onGone` reloads the contract, and a deleted contract's page says it no
 * longer exists) instead of a bare "Failed to add annotation".
 */
export function useAnnotations(contractId: string, token: string | null, enabled: boolean, onGone?: () => void) {
  const queryClient = useQueryClient();
  const failed = (description: string) => (error: unknown) => {
    if (errorStatus(error) === 404) {
      toast({
        title: 'Not found',
        description: 'This contract or note no longer exists (it may have been deleted).',
        variant: 'destructive',
      });
      onGone?.();
      return;
    }
    toast({ title: 'Error', description, variant: 'destructive' });
  };
  const list = useQuery({ ...annotationsQuery(contractId, token), enabled, staleTime: 0 });
  const reload = () => queryClient.invalidateQueries({ queryKey: annotationKeys.list(contractId) });

  const add = useMutation({
    mutationFn: (body: NewAnnotation) => createAnnotation(contractId, token, body),
    onSuccess: () => toast({ title: 'Annotation Added', description: 'Your note is on the contract.' }),
    onError: failed('Failed to add annotation'),
    onSettled: reload,
  });

  const update = useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: AnnotationChanges }) => updateAnnotation(id, token, changes),
    onSuccess: () => toast({ title: 'Annotation Updated', description: 'Your changes are saved.' }),
    onError: failed('Failed to update annotation'),
    onSettled: reload,
  });

  const remove = useMutation({
    mutationFn: (id: string) => deleteAnnotation(id, token),
    onSuccess: () => toast({ title: 'Annotation Deleted', description: 'The note was removed.' }),
    onError: failed('Failed to delete annotation'),
    onSettled: reload,
  });

  return { list, add, update, remove };
}
