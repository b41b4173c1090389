import { AppError } from '@homepact/kit';

/** Missing, deleted, or not yours: one answer, so existence is not revealed. */
export const contractNotFound = () => new AppError('not_found', 404, 'Contract not found');

export const notDraft = (action: 'edited' | 'deleted') => new AppError('not_draft', 409, `Only draft contracts can be ${action}`);

export const ownerOnly = () => new AppError('forbidden', 403, 'Only the contract’s creator can delete it');
