import { documentsToDeliver, parseContract } from '@homepact/legal';
import type {
  Acknowledgment,
  Authorship,
  DeliveredDocument,
  SignedTerms,
  Disclosure,
  DisclosureRecord,
  Election,
  ElectionRecord,
} from '@homepact/proto';
import { canManage, PARTY_ROLES, partyEmail, partyOf, type PartyRole } from '../domain/access.ts';
import { paperRequestedAtOf } from '../domain/contract.ts';
import { closedRefusal } from '../domain/errors.ts';
import { authorshipOf } from '../domain/authorship.ts';
import { signedTextTerms } from '../domain/terms.ts';
import { ESIGN_DISCLOSURE, type EsignDisclosure } from '../domain/esign-disclosure.ts';
import { disclosureRecords, maskEmail, partyName, sha256Hex, signedAtOf, textToSign } from '../domain/signing.ts';
import type { ContractsDeps } from './deps.ts';
import { loadReadable, type Caller } from './load-contract.ts';
import { recordOpened } from './record-opened.ts';

export interface PartyInfo {
  name: string;
  email: string;
  signed: boolean;
  signedAt: string | null;
  /** The signature they adopted, once signed, for the page to show in their block. */
  signature: { kind: 'typed' | 'drawn'; text: string | null; font: string | null; image: string | null } | null;
  /** The elections they made when signing (the homeowner's). */
  elections: ElectionRecord[];
  /** The notices they confirmed receiving before signing (the homeowner's), each with when. */
  disclosures: DisclosureRecord[];
  /** When they withdrew consent to sign electronically and asked for paper; null otherwise. */
  paperRequestedAt: string | null;
}
export interface SigningInfo {
  disclosure: EsignDisclosure;
  parties: Record<PartyRole, PartyInfo>;
  yourRole: PartyRole | null;
  /** The caller created the contract (or is an admin): the page shows them its status, not a signing form, unless they are a party. */
  youManage: boolean;
  /** SHA-256 of the text a signature would cover now (the page may show it, or check it did not change). */
  textSha256: string;
  /** The homeowner's separate elections in the text (the homeowner must accept or reject each to sign). */
  elections: Election[];
  /** Each party's acknowledgment lines in the text (their signature covers them). */
  acknowledgments: Acknowledgment[];
  /** The notices the law wants delivered before signing (the homeowner must confirm receiving each to sign). */
  disclosures: Disclosure[];
  /** The documents the law wants delivered apart from the contract (Illinois's pamphlet), from the stored form: shown to both parties. */
  deliver: DeliveredDocument[];
  /** Who wrote the text, and the owner's changes to HomePact's (absent for drafts older than seals). */
  authorship?: Authorship;
  /** The price, payment and dates as the text being signed states them (price and payment null when the owner wrote figures of their own). */
  terms: SignedTerms;
}

/**
 * GET /api/contracts/:id/signing-info (read access): what the sign page
 * needs besides the record: the ESIGN disclosure to consent to, who has
 * signed, and which party the caller is. A party's e-mail is masked unless
 * the caller is that party or manages the contract (owner, admin).
 */
export async function getSigningInfo(deps: Pick<ContractsDeps, 'c' | 'now'>, caller: Caller, id: string): Promise<SigningInfo> {
  const { doc, viewer } = await loadReadable(deps, caller, id);
  const manager = canManage(viewer, doc);
  // A party (signed in) sees why a withdrawn or expired contract cannot be signed; its owner still sees its status.
  const closed = closedRefusal(doc);
  if (closed && !manager) throw closed;
  await recordOpened(deps, viewer, doc);
  const yourRole = partyOf(viewer, doc);
  const info = (role: PartyRole): PartyInfo => {
    const signedAt = signedAtOf(doc, role);
    const email = partyEmail(doc, role);
    const paperAt = signedAt ? null : paperRequestedAtOf(doc, role);
    const evidence = signedAt ? (doc.signatureEvidence ?? []).find((s) => s.role === role) : undefined;
    const adopted = evidence ? (evidence.adopted ?? { kind: 'typed' as const, text: evidence.name, font: null, image: null }) : null;
    return {
      name: partyName(doc, role),
      email: manager || yourRole === role ? email : maskEmail(email),
      signed: !!signedAt,
      signedAt: signedAt ? signedAt.toISOString() : null,
      signature: adopted ? { kind: adopted.kind, text: adopted.text, font: adopted.font, image: adopted.image } : null,
      elections: evidence?.elections ?? [],
      disclosures: disclosureRecords(evidence),
      paperRequestedAt: paperAt ? new Date(paperAt).toISOString() : null,
    };
  };
  const text = textToSign(doc);
  const parsed = parseContract(text);
  const authorship = authorshipOf(doc);
  return {
    disclosure: ESIGN_DISCLOSURE,
    parties: Object.fromEntries(PARTY_ROLES.map((r) => [r, info(r)])) as Record<PartyRole, PartyInfo>,
    yourRole,
    youManage: manager,
    textSha256: sha256Hex(text),
    elections: parsed.elections.map((e) => ({ id: e.id, label: e.label, help: e.help })),
    acknowledgments: parsed.acknowledgments.map((a) => ({ party: a.party, form: a.form })),
    disclosures: parsed.disclosures.map((d) => ({ id: d.id, title: d.title })),
    deliver: documentsToDeliver(doc.contractData ?? {}),
    ...(authorship ? { authorship } : {}),
    terms: signedTextTerms(doc),
  };
}
