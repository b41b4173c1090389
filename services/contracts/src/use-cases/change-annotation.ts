import { canModifyAnnotation, canRead, type Viewer } from '../domain/access.ts';
import { annotationChanges, authorOf, toAnnotation, type AnnotationDoc, type UpdateAnnotationInput } from '../domain/annotation.ts';
import { annotationNotFound, signInOrLink } from '../domain/errors.ts';
import type { Annotation } from '@homepact/proto';
import type { ContractStored } from '../store/collections.ts';
import type { ContractsDeps } from './deps.ts';
import { findContract, viewerFor, type Caller } from './load-contract.ts';

const looksLikeId = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/**
 * The annotation, its live contract and the caller's viewer, if the caller
 * may change it: its author, the contract's owner or an admin. Anyone else
 * (including the other party, who can read it) gets the same 404 as for a
 * missing one; signed out without a valid link, 401.
 */
async function loadModifiable(
  deps: Pick<ContractsDeps, 'c' | 'now'>,
  caller: Caller,
  id: string,
): Promise<{ annotation: AnnotationDoc; contract: ContractStored; viewer: Viewer }> {
  // Signed out and not even able to read the contract: 401 (sign in, or use your link), else 404.
  const refuse = (readable = false) => (caller.user || readable ? annotationNotFound() : signInOrLink());
  const annotation = looksLikeId(id) ? await deps.c.annotations.findById(id) : null;
  if (!annotation) throw refuse();
  const contract = await findContract(deps, annotation.contractId);
  if (!contract) throw refuse();
  const viewer = viewerFor(deps, caller, contract);
  if (!canModifyAnnotation(viewer, contract, annotation)) throw refuse(canRead(viewer, contract));
  return { annotation, contract, viewer };
}

/** PUT /api/annotations/:id: content, status and/or type. */
export async function updateAnnotation(
  deps: Pick<ContractsDeps, 'c' | 'now'>,
  caller: Caller,
  id: string,
  input: UpdateAnnotationInput,
): Promise<Annotation> {
  const { annotation, contract, viewer } = await loadModifiable(deps, caller, id);
  const now = deps.now();
  const updated = await deps.c.annotations.edit(annotation._id, annotationChanges(input, now));
  if (!updated) throw annotationNotFound(); // deleted meanwhile
  await deps.c.activity.record({
    contractId: contract._id,
    userId: authorOf(viewer, contract).userId,
    action: 'annotation_updated',
    metadata: {
      annotationId: annotation._id,
      changes: Object.keys(input).filter((k) => input[k as keyof UpdateAnnotationInput] !== undefined),
    },
    now,
  });
  return toAnnotation(updated);
}

/** DELETE /api/annotations/:id: the annotation and the replies under it (a thread goes with its first note). */
export async function deleteAnnotation(deps: Pick<ContractsDeps, 'c' | 'now'>, caller: Caller, id: string): Promise<void> {
  const { annotation, contract, viewer } = await loadModifiable(deps, caller, id);
  const repliesDeleted = await deps.c.annotations.deleteThread(contract._id, annotation._id);
  await deps.c.activity.record({
    contractId: contract._id,
    userId: authorOf(viewer, contract).userId,
    action: 'annotation_deleted',
    metadata: { annotationId: annotation._id, type: annotation.type, sectionId: annotation.sectionId, repliesDeleted },
    now: deps.now(),
  });
}
