import { AppError } from '@homepact/kit/errors';
import { adoptedTextMismatch, signerNameMismatch } from '@homepact/proto';
import type { PartyRole } from './access.ts';

/** Missing, deleted, or not yours: one answer, so existence is not revealed. */
export const contractNotFound = () => new AppError('not_found', 404, 'Contract not found');

/**
 * Signed out, and no valid signing link either. Answered the same whether
 * or not the contract exists.
 */
export const signInOrLink = () =>
  new AppError('unauthorized', 401, 'This signing link is not valid or has expired. Sign in with your e-mail address to continue.');

/**
 * A signing link that a newer one replaced (a resend, or the fresh link sent
 * after the other party signed): only the newest works. Says where and when
 * the newer one went, with the address masked as the sign page shows it.
 */
export const linkReplaced = (sentTo: string, sentAt: Date) =>
  new AppError(
    'LINK_REPLACED',
    410,
    `This link was replaced by a newer one sent to ${sentTo} on ${sentAt.toISOString().slice(0, 10)}. Open the newest e-mail to continue.`,
    { details: { sentTo, sentAt: sentAt.toISOString() } },
  );

/** The party said they do not want to sign electronically: their link shows the paper path until the owner sends it again. */
export const esignWithdrawn = () =>
  new AppError(
    'esign_withdrawn',
    409,
    'You asked to sign on paper instead, so this contract cannot be signed electronically from this link. Print the PDF, sign it and return it to the sender, or ask them to send the signing link again.',
  );

export const notDraft = (action: 'edited' | 'deleted') => new AppError('not_draft', 409, `Only draft contracts can be ${action}`);

export const ownerOnly = () => new AppError('forbidden', 403, 'Only the contract’s creator can delete it');

export const manageOnly = () => new AppError('forbidden', 403, 'Only the contract’s creator or an admin can do this');

/** After the first signature the text is frozen. */
export const textFrozen = () => new AppError('signed', 409, 'The contract text cannot change after a signature.');

export const emailMismatch = (role: PartyRole) =>
  new AppError('email_mismatch', 403, `This e-mail address is not the ${role}'s on this contract.`);

export const notVerified = (email: string) =>
  new AppError('not_verified', 403, `Open the signing link from your invitation e-mail, or sign in as ${email}, to sign.`);

/**
 * The typed name is not the party's as the contract names them, or a typed
 * adopted signature does not read it. `details.field` tells the sign page
 * which field to show the message at.
 */
export const signerNameRefused = (field: 'signature' | 'adoptedSignature', partyName: string) =>
  field === 'signature'
    ? new AppError('signer_name_mismatch', 400, signerNameMismatch(partyName), { details: { field } })
    : new AppError('adopted_signature_mismatch', 400, adoptedTextMismatch(partyName), { details: { field } });

export const alreadySigned = (role: PartyRole) => new AppError('already_signed', 409, `The ${role} has already signed this contract.`);

export const notSignable = () => new AppError('not_signable', 409, 'This contract can no longer be signed.');

export const textChanged = () =>
  new AppError('text_changed', 409, 'The contract text changed while you were signing. Please review it and sign again.');

/**
 * Resend is a reminder of invitations already sent: a draft has sent none
 * (Generate PDF Contract sends them, after showing them), and a signed
 * contract needs none.
 */
export const notResendable = (status?: string) =>
  new AppError(
    'not_resendable',
    409,
    status === 'draft'
      ? 'This contract has not been sent yet, so there is nothing to resend. Use Generate PDF Contract to review the invitations and send them.'
      : 'Invitations can only be resent while the contract is waiting for signatures.',
  );

export const invitesFailed = () => new AppError('invites_failed', 502, 'Failed to send email invites. Please try again.');

export const annotationNotFound = () => new AppError('not_found', 404, 'Annotation not found');

/** The text claims to be HomePact's (a seal came with it) but is not the text the seal was given to. */
export const sealMismatch = () =>
  new AppError(
    'seal_mismatch',
    400,
    'This contract text is not the one HomePact wrote for these answers. Generate the contract again, then make your changes in the Edit step.',
  );

/** An edit inside the terms the form writes (parties, dates, price, payments): the form is their only source. */
export const lockedTerms = (message: string, sections: string[]) => new AppError('locked_terms', 400, message, { details: { sections } });

/**
 * A contract that can no longer be signed because it was closed: its links stop working and say why
 * (410; the sign page shows the message). Null for any other status.
 */
export function closedRefusal(doc: { status: string; withdrawnReason?: string | null | undefined }): AppError | null {
  if (doc.status === 'withdrawn')
    return new AppError(
      'contract_withdrawn',
      410,
      `The sender withdrew this contract${doc.withdrawnReason ? `: “${doc.withdrawnReason}”` : ''}. It can no longer be signed.`,
    );
  if (doc.status === 'expired')
    return new AppError(
      'signing_expired',
      410,
      'The deadline for signing this contract has passed, so it can no longer be signed. Ask the sender to send it again with a new deadline.',
    );
  if (doc.status === 'cancelled')
    return new AppError('contract_cancelled', 410, 'This contract was cancelled. It can no longer be signed.');
  return null;
}

/**
 * Signing a closed contract: the same reason as its links give, as a 409
 * (the request conflicts with the contract's state; the link itself answers 410).
 */
export function closedToSign(doc: { status: string; withdrawnReason?: string | null | undefined }): AppError | null {
  const closed = closedRefusal(doc);
  return closed ? new AppError(closed.code, 409, closed.message) : null;
}

/** Withdraw and extend act only on a contract sent and not yet signed by both (or, to extend, one that expired). */
export const notOpenForSigning = (action: 'withdrawn' | 'extended') =>
  new AppError(
    'not_pending',
    409,
    action === 'withdrawn'
      ? 'Only a contract waiting for signatures can be withdrawn.'
      : 'Only a contract waiting for signatures, or one whose deadline passed, can get a new deadline.',
  );
