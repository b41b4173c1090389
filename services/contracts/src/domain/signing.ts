import { createHash } from 'node:crypto';
import { formatCents } from './money.ts';
import { PARTY_ROLES, partyEmail, sameEmail, type PartyRole, type Verification } from './access.ts';
import type { ContractDoc } from './contract.ts';

/** What one signature records (UETA 9 attribution, ESIGN consent), kept on the contract. */
export interface SignatureEvidence {
  role: PartyRole;
  /** The typed name, adopted as the signature. */
  name: string;
  email: string;
  signedAt: Date;
  ipAddress: string;
  userAgent: string;
  consent: true;
  consentVersion: string;
  verification: Verification;
  /** SHA-256 (hex) of the exact text signed, UTF-8. */
  textSha256: string;
}

/** The text a signature covers: the edited text if there is one, else the generated one. */
export const textToSign = (doc: Pick<ContractDoc, 'editedContractContent' | 'finalContract'>) =>
  doc.editedContractContent ?? doc.finalContract;

export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Contracts can be signed while they are drafts or waiting for signatures. */
export const SIGNABLE_STATUSES = ['draft', 'pending_signatures'] as const;
export const isSignable = (doc: Pick<ContractDoc, 'status'>) => (SIGNABLE_STATUSES as readonly string[]).includes(doc.status);

export const signedAtOf = (doc: Pick<ContractDoc, 'homeownerSignedAt' | 'providerSignedAt'>, role: PartyRole) =>
  role === 'homeowner' ? doc.homeownerSignedAt : doc.providerSignedAt;
export const hasAnySignature = (doc: Pick<ContractDoc, 'homeownerSignedAt' | 'providerSignedAt'>) =>
  PARTY_ROLES.some((r) => signedAtOf(doc, r) !== null && signedAtOf(doc, r) !== undefined);
export const unsignedRoles = (doc: Pick<ContractDoc, 'homeownerSignedAt' | 'providerSignedAt'>) =>
  PARTY_ROLES.filter((r) => !signedAtOf(doc, r));

export const partyName = (doc: Pick<ContractDoc, 'homeownerFirstName' | 'homeownerLastName' | 'providerName'>, role: PartyRole) =>
  role === 'homeowner' ? `${doc.homeownerFirstName} ${doc.homeownerLastName}`.trim() : doc.providerName;

export const ROLE_LABEL: Record<PartyRole, string> = { homeowner: 'homeowner', provider: 'provider' };

/** "hana.owens@example.com" -> "h***@example.com". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/**
 * The name an invitation says it comes from: the requester's party name when
 * their e-mail is a party's, else their e-mail, else "HomePact".
 */
export function requesterName(doc: ContractDoc, requesterEmail: string | null | undefined): string {
  if (requesterEmail) {
    const role = PARTY_ROLES.find((r) => sameEmail(requesterEmail, partyEmail(doc, r)));
    return role ? partyName(doc, role) : requesterEmail;
  }
  return 'HomePact';
}

/** The fields InvitesRequested and PartySigned share. */
export const inviteSummary = (doc: ContractDoc) => ({ serviceType: doc.serviceType, totalAmount: formatCents(doc.totalAmountCents) });
