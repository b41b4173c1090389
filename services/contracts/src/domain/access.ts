import type { UserContext } from '@homepact/kit';

/** Who is asking: the verified user context the gateway signed. */
export type Actor = Pick<UserContext, 'userId' | 'email' | 'role'>;
/** What the rules look at on a contract. */
export interface ContractParties {
  createdBy: string;
  homeownerEmail: string;
  providerEmail: string;
}

const isOwner = (user: Actor, contract: ContractParties) => contract.createdBy === user.userId;
const isAdmin = (user: Actor) => user.role === 'admin';

/**
 * Read access: the owner and admins. The two parties (matched by verified
 * e-mail) join here when signing lands. Whoever fails this gets a 404, so a
 * contract's existence is not revealed to them.
 */
export function canRead(user: Actor, contract: ContractParties): boolean {
  return isOwner(user, contract) || isAdmin(user);
}

/** Editing the contract text: the owner and admins, never the signing parties. */
export function canEdit(user: Actor, contract: ContractParties): boolean {
  return isOwner(user, contract) || isAdmin(user);
}

/** Deleting a draft: the owner only (the dashboard's Delete is an owner action). */
export function canDelete(user: Actor, contract: ContractParties): boolean {
  return isOwner(user, contract);
}
