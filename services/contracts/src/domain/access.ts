import type { UserContext } from '@homepact/kit/auth';
import { canonicalEmail, sameEmail, type SignerRole } from '@homepact/proto';

/** A signed-in user: the verified user context the gateway signed. */
export type Actor = Pick<UserContext, 'userId' | 'email' | 'role'>;
export type PartyRole = SignerRole;
export const PARTY_ROLES: readonly PartyRole[] = ['homeowner', 'provider'];
export const otherRole = (role: PartyRole): PartyRole => (role === 'homeowner' ? 'provider' : 'homeowner');

/**
 * Who is asking: the signed-in user, if any, and the party whose valid,
 * unexpired signing token for *this* contract came with the request, if any
 * (checked against the stored hashes before the rules run, so these rules
 * stay pure).
 */
export interface Viewer {
  user: Actor | null;
  tokenParty: PartyRole | null;
}
export const viewerOf = (user: Actor | null, tokenParty: PartyRole | null = null): Viewer => ({ user, tokenParty });

/** What the rules look at on a contract. */
export interface ContractParties {
  createdBy: string;
  homeownerEmail: string;
  providerEmail: string;
}

/** proto's: the one rule for whether two addresses are one person's (re-exported for this service's modules). */
export { sameEmail };
export const partyEmail = (contract: ContractParties, role: PartyRole) =>
  role === 'homeowner' ? contract.homeownerEmail : contract.providerEmail;

const isOwner = (user: Actor | null, contract: ContractParties) =>
  !!user && (contract.createdBy === user.userId || proposerOf(contract) === user.userId);
/** A change order's proposer (a party, say) drafted it and sends it, so they hold it as its owner does. */
const proposerOf = (contract: ContractParties) => (contract as { changeOrder?: { proposedBy?: unknown } }).changeOrder?.proposedBy;
const isAdmin = (user: Actor | null) => user?.role === 'admin';

/** The party whose e-mail the signed-in user has (homeowner first if one address is both). */
export function sessionParty(user: Actor | null, contract: ContractParties): PartyRole | null {
  if (!user) return null;
  return PARTY_ROLES.find((role) => sameEmail(user.email, partyEmail(contract, role))) ?? null;
}

/** Which party the viewer is: the token's, else the signed-in e-mail's, else none. */
export function partyOf(viewer: Viewer, contract: ContractParties): PartyRole | null {
  return viewer.tokenParty ?? sessionParty(viewer.user, contract);
}

/**
 * Manage (generate the PDF, resend invitations, edit): the creator and
 * admins, signed in. A signing token never grants it.
 */
export function canManage(viewer: Viewer, contract: ContractParties): boolean {
  return isOwner(viewer.user, contract) || isAdmin(viewer.user);
}

/**
 * Read (the record, the PDF, the HTML view, annotations): whoever may manage,
 * plus the two parties, by a valid signing token or signed in with the
 * party's e-mail. Whoever fails this gets a 404, so a contract's existence is
 * not revealed to them.
 */
export function canRead(viewer: Viewer, contract: ContractParties): boolean {
  return canManage(viewer, contract) || partyOf(viewer, contract) !== null;
}

/** Editing the contract text: the owner and admins, never the signing parties. */
export function canEdit(viewer: Viewer, contract: ContractParties): boolean {
  return canManage(viewer, contract);
}

/** Deleting a draft: the owner only (the dashboard's Delete is an owner action). */
export function canDelete(viewer: Viewer, contract: ContractParties): boolean {
  return isOwner(viewer.user, contract);
}

export interface Access {
  read: boolean;
  manage: boolean;
  party: PartyRole | null;
}

/** The answer of POST /internal/contracts/:id/authorize. */
export function accessOf(viewer: Viewer, contract: ContractParties): Access {
  return { read: canRead(viewer, contract), manage: canManage(viewer, contract), party: partyOf(viewer, contract) };
}

export type Verification = 'token' | 'session';

/**
 * How the viewer proves control of `role`'s e-mail address (UETA 9
 * attribution): a valid token minted for that party, or being signed in with
 * that address. null: not proven, so no signature for that party.
 */
export function verificationFor(viewer: Viewer, contract: ContractParties, role: PartyRole): Verification | null {
  if (viewer.tokenParty === role) return 'token';
  if (viewer.user && sameEmail(viewer.user.email, partyEmail(contract, role))) return 'session';
  return null;
}

/** The e-mail addresses the viewer has proven control of (signed in, or by a party's token). */
export function verifiedEmails(viewer: Viewer, contract: ContractParties): string[] {
  const emails: string[] = [];
  if (viewer.user) emails.push(canonicalEmail(viewer.user.email));
  if (viewer.tokenParty) emails.push(canonicalEmail(partyEmail(contract, viewer.tokenParty)));
  return emails;
}

/** Who wrote an annotation: the signed-in user's id (or `party:{role}` for a token holder) and the author's e-mail. */
export interface AnnotationAuthor {
  userId: string;
  authorEmail?: string | null;
}

/**
 * Changing or deleting an annotation: its author (the same signed-in user,
 * or whoever proves control of the author's e-mail), the contract's owner,
 * or an admin. Everyone must be able to read the contract first.
 */
export function canModifyAnnotation(viewer: Viewer, contract: ContractParties, annotation: AnnotationAuthor): boolean {
  if (!canRead(viewer, contract)) return false;
  if (canManage(viewer, contract)) return true;
  if (viewer.user && viewer.user.userId === annotation.userId) return true;
  const email = annotation.authorEmail == null ? undefined : canonicalEmail(annotation.authorEmail);
  return !!email && verifiedEmails(viewer, contract).includes(email);
}
