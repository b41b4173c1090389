import { randomUUID } from 'node:crypto';
import { AppError } from '@homepact/kit';
import type { Annotation } from '@homepact/proto';
import { authorOf, newAnnotation, toAnnotation, type CreateAnnotationInput } from '../domain/annotation.ts';
import type { ContractsDeps } from './deps.ts';
import { loadReadable, type Caller } from './load-contract.ts';
import { nameOfUser } from './record-user-profile.ts';

/**
 * POST /api/contracts/:id/annotations: whoever may read the contract (owner,
 * admins, the parties) may annotate it. A reply names its parent, which must
 * be an annotation on the same contract.
 */
export async function createAnnotation(
  deps: Pick<ContractsDeps, 'c' | 'now'>,
  caller: Caller,
  contractId: string,
  input: CreateAnnotationInput,
): Promise<Annotation> {
  const { doc, viewer } = await loadReadable(deps, caller, contractId);
  if (input.parentId !== undefined) {
    const parent = await deps.c.annotations.findInContract(input.parentId, doc._id);
    if (!parent) throw AppError.badRequest('The annotation you are replying to does not exist on this contract (body.parentId)');
  }
  const now = deps.now();
  const user = viewer.user;
  const userName = !user
    ? null
    : user.userId === doc.createdBy && doc.createdByName
      ? doc.createdByName
      : await nameOfUser(deps, user.userId);
  const author = authorOf(viewer, doc, userName);
  const annotation = newAnnotation({ id: randomUUID(), contractId: doc._id, author, input, now });
  await deps.c.annotations.insert(annotation);
  await deps.c.activity.record({
    contractId: doc._id,
    userId: author.userId,
    action: 'annotation_added',
    metadata: { annotationId: annotation._id, type: annotation.type, sectionId: annotation.sectionId, parentId: annotation.parentId },
    now,
  });
  return toAnnotation(annotation);
}
