import { hash } from 'node:crypto';
import {
  canonicalEmail,
  disclosureTitle,
  sameSignerName,
  type AdoptedSignature,
  type AdoptedSignatureRecord,
  type DisclosureRecord,
  type DisclosuresReceived,
  type ElectionChoice,
  type ElectionChoices,
  type ElectionRecord,
} from '@homepact/proto';
import { centsToAmountText, parseContract } from '@homepact/legal';
import { PARTY_ROLES, partyEmail, sameEmail, type PartyRole, type Verification } from './access.ts';
import type { ContractDoc } from './contract.ts';
import { nameWithEmail } from './user-profile.ts';

/** What one signature records (UETA 9 attribution, ESIGN consent), kept on the contract. */
export interface SignatureEvidence {
  role: PartyRole;
  /** The signer as the contract names them (checked against the typed name when signing; older signatures: the typed name). */
  name: string;
  /** The full name as the signer typed it (the spec's `signature`). Absent on older signatures, whose `name` is it. */
  typedName?: string;
  email: string;
  signedAt: Date;
  ipAddress: string;
  userAgent: string;
  consent: true;
  consentVersion: string;
  verification: Verification;
  /** SHA-256 (hex) of the exact text signed, UTF-8. */
  textSha256: string;
  /** The signature adopted on the page (typed in a script face, or drawn), stamped into the executed PDF. Absent on older signatures. */
  adopted?: AdoptedSignatureRecord | null;
  /** The homeowner's accept/reject choice for each election in the signed text (815 ILCS 513/15.1). Absent on older signatures. */
  elections?: ElectionRecord[];
  /** The notices the law wants before signing that the homeowner confirmed receiving, at the signature's time. Absent on older signatures. */
  disclosures?: DisclosureConfirmation[];
}

/** A pre-signing notice as the homeowner confirmed receiving it (Tex. Prop. Code § 53.255, Idaho Code § 45-525). */
export interface DisclosureConfirmation {
  id: string;
  /** The notice's heading as the signed text writes it. */
  title: string;
  confirmedAt: Date;
}

/**
 * The elections a signature must make: the homeowner must accept or reject
 * every election the signed text contains (found by the contract-text model,
 * whatever the state or edits), and nothing else; the provider makes none.
 * The ids are the signer's and the text's ("Constructor." is the election
 * "constructor"): the choices are read into a Map from the body's own keys,
 * never looked up on a plain object, so a prototype key is just an id.
 * A message for the signer when the choices do not fit, else the records.
 */
export function electionsMade(
  role: PartyRole,
  text: string,
  given: ElectionChoices | undefined,
): { ok: true; elections: ElectionRecord[] } | { ok: false; message: string } {
  const required = parseContract(text).elections;
  const choices = new Map<string, unknown>(Object.entries(given ?? {}));
  if (role !== 'homeowner') {
    return choices.size === 0
      ? { ok: true, elections: [] }
      : { ok: false, message: 'Only the homeowner accepts or rejects clauses; send no elections.' };
  }
  const known = new Set(required.map((e) => e.id));
  const unknown = [...choices.keys()].find((id) => !known.has(id));
  if (unknown !== undefined) {
    const ids = required.map((e) => e.id);
    return {
      ok: false,
      message: `"${unknown}" is not an election in this contract${ids.length ? ` (its elections: ${ids.join(', ')})` : ' (it has none)'}.`,
    };
  }
  const choiceOf = (id: string): ElectionChoice | null => {
    const c = choices.get(id);
    return c === 'accept' || c === 'reject' ? c : null;
  };
  const missing = required.filter((e) => choiceOf(e.id) === null);
  if (missing.length > 0) {
    return {
      ok: false,
      message: `Accept or reject ${missing.map((e) => `“${e.label}”`).join(' and ')} before signing: the contract asks you to choose each separately.`,
    };
  }
  return { ok: true, elections: required.map((e) => ({ id: e.id, label: e.label, choice: choiceOf(e.id)! })) };
}

/** "the A", "the A and the B", "the A, the B and the C" (titles in title case). */
export const noticesText = (titles: string[]) => {
  const named = titles.map((t) => `the ${disclosureTitle(t)}`);
  return named.length > 1 ? `${named.slice(0, -1).join(', ')} and ${named.at(-1)}` : (named[0] ?? '');
};

/**
 * The notices a signature must confirm: the homeowner must confirm receiving
 * every pre-signing notice the signed text contains (found by the
 * contract-text model, whatever the state or edits), and nothing else; the
 * provider confirms none. The ids are the signer's: looked up in a Map, never
 * on a plain object ("constructor" is just an unknown id). A message for the
 * signer when the ids do not fit, else the records, confirmed at `now`.
 */
export function disclosuresConfirmed(
  role: PartyRole,
  text: string,
  given: DisclosuresReceived | undefined,
  now: Date,
): { ok: true; disclosures: DisclosureConfirmation[] } | { ok: false; message: string } {
  const required = parseContract(text).disclosures;
  const ids = given ?? [];
  if (role !== 'homeowner') {
    return ids.length === 0
      ? { ok: true, disclosures: [] }
      : { ok: false, message: 'Only the homeowner confirms receiving the notices; send no disclosuresReceived.' };
  }
  const byId = new Map(required.map((d) => [d.id, d]));
  const unknown = ids.find((id) => !byId.has(id));
  if (unknown !== undefined) {
    const known = required.map((d) => d.id);
    return {
      ok: false,
      message: `"${unknown}" is not a notice in this contract${known.length ? ` (its notices: ${known.join(', ')})` : ' (it has none)'}.`,
    };
  }
  const received = new Set(ids);
  const missing = required.filter((d) => !received.has(d.id));
  if (missing.length > 0) {
    return { ok: false, message: `Confirm that you received ${noticesText(missing.map((d) => d.title))} before signing.` };
  }
  return { ok: true, disclosures: required.map((d) => ({ id: d.id, title: d.title, confirmedAt: now })) };
}

/** A signature's confirmations as the wire carries them (ISO times); none on older signatures. */
export const disclosureRecords = (evidence: Pick<SignatureEvidence, 'disclosures'> | undefined): DisclosureRecord[] =>
  (evidence?.disclosures ?? []).map((d) => ({ id: d.id, title: d.title, confirmedAt: new Date(d.confirmedAt).toISOString() }));

/**
 * What is kept of the adopted signature: the typed text and its font, or the
 * drawn image with the SHA-256 of its bytes. A typed signature is kept as
 * text only: the server cannot tell that a picture sent with it is that text
 * in that face, so the picture is not kept and the text is stamped in the
 * face instead. Without one (an API client that sent only the spec's fields)
 * the typed name is the signature.
 */
export function adoptedRecord(adopted: AdoptedSignature | undefined, name: string): AdoptedSignatureRecord {
  if (!adopted) return { kind: 'typed', text: name, font: null, image: null, imageSha256: null };
  if (adopted.kind === 'typed') return { kind: 'typed', text: adopted.text, font: adopted.font, image: null, imageSha256: null };
  const image = adopted.image;
  return {
    kind: 'drawn',
    text: null,
    font: null,
    image,
    imageSha256: hash('sha256', Buffer.from(image.slice(image.indexOf(',') + 1), 'base64'), 'hex'),
  };
}

/**
 * Whether a signature is the party's own: the typed full name must be the
 * party's name as the contract names them, and a typed adopted signature must
 * read that name too (both by @homepact/proto's sameSignerName: case, accents,
 * punctuation and spacing aside). Which field is wrong, else ok.
 */
export function signerNameChecked(
  doc: Pick<ContractDoc, 'homeownerFirstName' | 'homeownerLastName' | 'providerName'>,
  role: PartyRole,
  typed: string,
  adopted: AdoptedSignature | undefined,
): { ok: true; partyName: string } | { ok: false; field: 'signature' | 'adoptedSignature'; partyName: string } {
  const named = partyName(doc, role);
  if (!sameSignerName(named, typed)) return { ok: false, field: 'signature', partyName: named };
  if (adopted?.kind === 'typed' && !sameSignerName(typed, adopted.text)) return { ok: false, field: 'adoptedSignature', partyName: named };
  return { ok: true, partyName: named };
}

/** The text a signature covers: the edited text if there is one, else the generated one. */
export const textToSign = (doc: Pick<ContractDoc, 'editedContractContent' | 'finalContract'>) =>
  doc.editedContractContent ?? doc.finalContract;

export const sha256Hex = (text: string) => hash('sha256', text, 'hex');

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

/** "hana.owens@example.com" -> "h***@example.com". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/**
 * Who an invitation says it comes from, by name and with the address, so the
 * recipient knows the person and can reply: "Jane Doe (jane@example.com)".
 * The name is the creator's profile name when the creator asks, else the
 * requester's party name when their address is a party's; with neither, the
 * address alone; with no requester, "HomePact".
 */
export function requesterName(doc: ContractDoc, requesterEmail: string | null | undefined): string {
  if (!requesterEmail) return 'HomePact';
  const email = canonicalEmail(requesterEmail);
  if (doc.createdByName && doc.createdByEmail && sameEmail(email, doc.createdByEmail)) return nameWithEmail(doc.createdByName, email);
  const role = PARTY_ROLES.find((r) => sameEmail(email, partyEmail(doc, r)));
  return nameWithEmail(role ? partyName(doc, role) : null, email);
}

/** The fields InvitesRequested and PartySigned share. */
export const inviteSummary = (doc: ContractDoc) => ({ serviceType: doc.serviceType, totalAmount: centsToAmountText(doc.totalAmountCents) });
