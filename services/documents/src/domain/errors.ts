import { AppError } from '@homepact/kit/errors';

/** Missing, or not yours to read: one answer, so existence is not revealed. */
export const contractNotFound = () => new AppError('not_found', 404, 'Contract not found');

/** A party may read the contract but only its creator (or an admin) may generate the PDF. */
export const cannotManage = () =>
  new AppError('forbidden', 403, 'Only the contract’s creator can generate its PDF and send it for signature.');

/** The protocol's wording (docs/signing-flow.md, step 1). */
export const notDraft = () => new AppError('not_draft', 409, 'This contract has already been sent for signature. Download it instead.');

/** The draft's text disagrees with its form: the owner must confirm before it goes out (docs/security.md, what is signed). */
export const termsMismatch = (message: string, differences: unknown) =>
  new AppError('terms_mismatch', 409, message, { details: { differences } });

/** The owner changed HomePact's text: they confirm the changes, as each signer will see them marked, before it is sent. */
export const ownerChangesToConfirm = (changes: unknown, differences: unknown) =>
  new AppError(
    'owner_changes',
    409,
    'You changed the text HomePact wrote. Each signer will see your changes marked as yours: confirm them to send the contract.',
    { details: { changes, differences } },
  );

export const documentNotFound = () => new AppError('not_found', 404, 'Document not found');

export const signInToView = () => new AppError('unauthorized', 401, 'You need to sign in to view contracts.');
export const signInToGenerate = () => new AppError('unauthorized', 401, 'You need to sign in to generate contracts.');
