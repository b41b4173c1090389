import type { z } from 'zod';
import type {
  ContractRecord,
  ContractStatus,
  ContractSummary,
  CreateContractBodySchema,
  GenerationRecord,
  SignerProgress,
  WorkflowStage,
} from '@homepact/proto';
import { centsToAmountText, normaliseContractText, parseMoneyToCents } from '@homepact/legal';
import type { SignatureEvidence } from './signing.ts';
import { windowRecord, type CancellationEvidence, type StoredWindow } from './cancellation-window.ts';
import type { SigningTokenDoc } from './signing-token.ts';

/** A validated create body (after trimming, lower-casing e-mails, state codes, money text). */
export type CreateContractInput = z.output<typeof CreateContractBodySchema>;

/**
 * A stored contract. Money is `totalAmountCents`, an integer; the API's
 * `totalAmount` decimal text is derived from it on the way out.
 */
export interface ContractDoc {
  _id: string;
  createdBy: string;
  serviceType: string;
  serviceDescription: string;
  homeownerFirstName: string;
  homeownerLastName: string;
  homeownerEmail: string;
  homeownerPhone: string;
  homeownerAddress: string;
  homeownerState: string;
  providerName: string;
  providerEmail: string;
  providerPhone: string;
  providerAddress: string | null;
  providerLicense: string | null;
  hasInsurance: boolean;
  hasBonding: boolean;
  insuranceDetails: string | null;
  projectStartDate: string;
  projectEndDate: string;
  totalAmountCents: number;
  paymentSchedule: string;
  paymentTerms: string;
  /** ContractStatus; typed loosely because the spec shows unknown values as they are. */
  status: ContractStatus | (string & {});
  workflowStage: WorkflowStage | (string & {});
  /** The whole wizard form as validated (totalAmount in canonical two-place text). */
  contractData: Record<string, unknown>;
  finalContract: string;
  /** The rendered HTML the documents service turns into a PDF. */
  htmlContent: string | null;
  editedContractContent: string | null;
  /**
   * finalContract came with the ai service's seal (domain/authorship.ts): it is
   * HomePact's text, and what the edited text changes is the owner's. Absent on
   * drafts saved before seals existed.
   */
  textSealed?: boolean;
  aiGeneratedScope: string | null;
  homeownerSignedAt: Date | null;
  providerSignedAt: Date | null;
  homeownerSignature: string | null;
  providerSignature: string | null;
  invitesSent: boolean;
  lastInviteSentAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  /*
   * Signing. Optional because contracts stored before signing existed lack
   * them; read them with `?? null` / `?? []`.
   */
  /** The creator's e-mail when they created it (names the sender of invitations). */
  createdByEmail?: string | null;
  /** When signing closes (set when it is sent; the owner may extend it). Absent on contracts sent before deadlines existed. */
  signingDeadline?: Date | null;
  /** The owner withdrew it (status `withdrawn`), and why. */
  withdrawnAt?: Date | null;
  withdrawnReason?: string | null;
  /** The deadline passed unsigned (status `expired`). */
  expiredAt?: Date | null;
  /** The scheduler's last reminder (its job id and time): a job run twice reminds once. */
  _lastReminderJob?: string | null;
  _lastReminderAt?: Date | null;
  /** How many reminders went out (the dashboard's reminder history); absent on contracts reminded before it was counted. */
  _reminderCount?: number;
  /** The creator's profile name ("Jane Doe"), kept current from identity's events (use-cases/record-user-profile.ts). */
  createdByName?: string | null;
  /** When each party first opened the contract (their signing link, or signed in as that party): the dashboard's "opened". */
  homeownerFirstOpenedAt?: Date | null;
  providerFirstOpenedAt?: Date | null;
  /** One entry per signature, in signing order. Never in the API record; see the evidence route. */
  signatureEvidence?: SignatureEvidence[];
  /** SHA-256 of the text the first signature covered; the text is frozen from then on. */
  signedTextSha256?: string | null;
  executedAt?: Date | null;
  /** The newest draft PDF (from PdfGenerated), attached to resent invitations. */
  latestDocumentId?: string | null;
  latestDocumentAt?: Date | null;
  /** Hashes of the signing tokens minted for the parties (see signing-token.ts). */
  _signingTokens?: SigningTokenDoc[];
  /**
   * When a party withdrew consent to sign electronically and asked for paper
   * (decline-esign); cleared when the owner sends that party a new link.
   */
  homeownerPaperRequestedAt?: Date | null;
  providerPaperRequestedAt?: Date | null;
  /** Every withdrawal of e-signing consent, kept as evidence (who, when, from which link). Never in the API record. */
  esignWithdrawals?: EsignWithdrawal[];
  /** The buyer's right to cancel, set when the contract is executed in a state that gives one (domain/cancellation-window.ts). */
  cancellationWindow?: StoredWindow | null;
  /** The homeowner cancelled (status `cancelled`), and the evidence of it. Never in the API record. */
  cancelledAt?: Date | null;
  cancellationEvidence?: CancellationEvidence | null;
  /** Who wrote each section (the ai service's sealed record, checked on save; see authorship.ts). Read through storedGeneration. */
  generation?: GenerationRecord | null;
}

/** The evidence of one withdrawal of consent to sign electronically. */
export interface EsignWithdrawal {
  role: 'homeowner' | 'provider';
  name: string;
  email: string;
  at: Date;
  ipAddress: string;
  userAgent: string;
  /** How they proved who they are: their signing link, or signed in with the party's address. */
  verification: 'token' | 'session';
  /** The link they used: when it was issued (its hash prefix, never the token). */
  link: { issuedAt: Date; hashPrefix: string } | null;
}

export const paperRequestedAtOf = (
  doc: Pick<ContractDoc, 'homeownerPaperRequestedAt' | 'providerPaperRequestedAt'>,
  role: 'homeowner' | 'provider',
) => (role === 'homeowner' ? doc.homeownerPaperRequestedAt : doc.providerPaperRequestedAt) ?? null;

export const isDraft = (doc: Pick<ContractDoc, 'status'>) => doc.status === 'draft';

/** Contract ids are v4 UUIDs; anything else cannot name a contract (and answers 404). */
export const looksLikeContractId = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

const orNull = (v: string | undefined) => (v ? v : null);

/** Drops undefined values: both stores should hold exactly what was sent. */
function defined(o: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
}

/** A new draft from a validated create body. Pure: the id and the clock come in. */
export function newContract(params: {
  id: string;
  createdBy: string;
  createdByEmail?: string | null;
  createdByName?: string | null;
  input: CreateContractInput;
  /** finalContract carried a valid seal (checked by the caller, which holds the key). */
  textSealed: boolean;
  now: Date;
}): ContractDoc {
  const { input, now } = params;
  // The record fields a saved draft may carry back (id, createdAt, status, signature times) are the server's: not stored.
  const {
    finalContract,
    htmlContent,
    editedContractContent,
    generatedSeal: _seal,
    id: _id,
    createdAt: _createdAt,
    status: _status,
    homeownerSignedAt: _hs,
    providerSignedAt: _ps,
    ...form
  } = input;
  // The body passed MoneyTextSchema, so this is plain dollars with at most two decimals.
  const totalAmountCents = parseMoneyToCents(form.totalAmount);
  if (totalAmountCents === undefined) throw new RangeError(`Not an amount in dollars: ${JSON.stringify(form.totalAmount)}`);
  return {
    _id: params.id,
    createdBy: params.createdBy,
    serviceType: form.serviceType,
    serviceDescription: form.serviceDescription,
    homeownerFirstName: form.homeownerFirstName,
    homeownerLastName: form.homeownerLastName,
    homeownerEmail: form.homeownerEmail,
    homeownerPhone: form.homeownerPhone,
    homeownerAddress: form.homeownerAddress,
    homeownerState: form.homeownerState,
    providerName: form.providerName,
    providerEmail: form.providerEmail,
    providerPhone: form.providerPhone,
    providerAddress: orNull(form.providerAddress),
    providerLicense: orNull(form.providerLicense),
    hasInsurance: form.hasInsurance,
    hasBonding: form.hasBonding,
    insuranceDetails: orNull(form.insuranceDetails),
    projectStartDate: form.projectStartDate,
    projectEndDate: form.projectEndDate,
    totalAmountCents,
    paymentSchedule: form.paymentSchedule,
    paymentTerms: form.paymentTerms,
    status: 'draft',
    workflowStage: 'created',
    contractData: defined({ ...form, totalAmount: centsToAmountText(totalAmountCents) }),
    // Stored as every surface shows it, so the text that is hashed and signed is the text the parties saw.
    finalContract: normaliseContractText(finalContract),
    htmlContent: orNull(htmlContent),
    editedContractContent: editedContractContent == null ? null : normaliseContractText(editedContractContent),
    textSealed: params.textSealed,
    aiGeneratedScope: orNull(form.aiGeneratedScope),
    homeownerSignedAt: null,
    providerSignedAt: null,
    homeownerSignature: null,
    providerSignature: null,
    invitesSent: false,
    lastInviteSentAt: null,
    createdAt: now,
    updatedAt: now,
    createdByEmail: params.createdByEmail ?? null,
    createdByName: params.createdByName ?? null,
    homeownerFirstOpenedAt: null,
    providerFirstOpenedAt: null,
    signatureEvidence: [],
    signedTextSha256: null,
    executedAt: null,
    latestDocumentId: null,
    latestDocumentAt: null,
    _signingTokens: [],
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const isoOf = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

/**
 * Each party's progress, furthest step first: signed, else asked for paper, else opened, else sent
 * (an invitation went out), else not sent.
 */
export function signersOf(doc: ContractDoc): SignerProgress[] {
  const party = (role: 'homeowner' | 'provider', name: string, signedAt: Date | null, openedAt: Date | null | undefined) => {
    if (signedAt) return { role, name, status: 'signed' as const, at: isoOf(signedAt) };
    const paperAt = paperRequestedAtOf(doc, role);
    if (paperAt) return { role, name, status: 'paper' as const, at: isoOf(paperAt) };
    if (openedAt) return { role, name, status: 'opened' as const, at: isoOf(openedAt) };
    if (doc.invitesSent) return { role, name, status: 'sent' as const, at: isoOf(doc.lastInviteSentAt) };
    return { role, name, status: 'not_sent' as const, at: null };
  };
  return [
    party('homeowner', `${doc.homeownerFirstName} ${doc.homeownerLastName}`.trim(), doc.homeownerSignedAt, doc.homeownerFirstOpenedAt),
    party('provider', doc.providerName, doc.providerSignedAt, doc.providerFirstOpenedAt),
  ];
}

/** The fields toSummary reads (lists load only these). */
export const SUMMARY_SOURCE_FIELDS: (keyof ContractDoc & string)[] = [
  'serviceType',
  'providerName',
  'createdAt',
  'status',
  'workflowStage',
  'totalAmountCents',
  'homeownerFirstName',
  'homeownerLastName',
  'homeownerSignedAt',
  'providerSignedAt',
  'homeownerFirstOpenedAt',
  'providerFirstOpenedAt',
  'homeownerPaperRequestedAt',
  'providerPaperRequestedAt',
  'invitesSent',
  'lastInviteSentAt',
  'signingDeadline',
  'withdrawnReason',
  '_lastReminderAt',
  '_reminderCount',
  'cancellationWindow',
  'cancelledAt',
];

export function toSummary(doc: ContractDoc): ContractSummary {
  return {
    id: doc._id,
    serviceType: doc.serviceType,
    providerName: doc.providerName,
    createdAt: doc.createdAt.toISOString(),
    status: doc.status,
    workflowStage: doc.workflowStage,
    totalAmount: centsToAmountText(doc.totalAmountCents),
    homeownerFirstName: doc.homeownerFirstName,
    homeownerLastName: doc.homeownerLastName,
    signers: signersOf(doc),
    // Only when there is one: summaries of drafts and older contracts read as before.
    ...(doc.signingDeadline ? { signingDeadline: new Date(doc.signingDeadline).toISOString() } : {}),
    ...(doc.withdrawnReason ? { withdrawnReason: doc.withdrawnReason } : {}),
    // A contract reminded before reminders were counted has had at least one.
    ...(doc._lastReminderAt
      ? { reminders: { count: Math.max(1, doc._reminderCount ?? 0), lastAt: new Date(doc._lastReminderAt).toISOString() } }
      : {}),
    ...(doc.cancellationWindow ? { cancellation: windowRecord(doc) } : {}),
  };
}

export function toRecord(doc: ContractDoc): ContractRecord {
  return {
    ...toSummary(doc),
    createdBy: doc.createdBy,
    serviceDescription: doc.serviceDescription,
    homeownerEmail: doc.homeownerEmail,
    homeownerPhone: doc.homeownerPhone,
    homeownerAddress: doc.homeownerAddress,
    homeownerState: doc.homeownerState,
    providerEmail: doc.providerEmail,
    providerPhone: doc.providerPhone,
    providerAddress: doc.providerAddress,
    providerLicense: doc.providerLicense,
    hasInsurance: doc.hasInsurance,
    hasBonding: doc.hasBonding,
    insuranceDetails: doc.insuranceDetails,
    projectStartDate: doc.projectStartDate,
    projectEndDate: doc.projectEndDate,
    paymentSchedule: doc.paymentSchedule,
    paymentTerms: doc.paymentTerms,
    contractData: doc.contractData,
    finalContract: doc.finalContract,
    editedContractContent: doc.editedContractContent,
    aiGeneratedScope: doc.aiGeneratedScope,
    homeownerSignedAt: iso(doc.homeownerSignedAt),
    providerSignedAt: iso(doc.providerSignedAt),
    homeownerSignature: doc.homeownerSignature,
    providerSignature: doc.providerSignature,
    invitesSent: doc.invitesSent,
    lastInviteSentAt: iso(doc.lastInviteSentAt),
    updatedAt: doc.updatedAt.toISOString(),
  };
}

/**
 * For our other services: the record plus the HTML it is rendered from, and
 * the creator's address and name (notifications sends the creator their copy
 * of a completed contract).
 */
export function toInternalRecord(
  doc: ContractDoc,
): ContractRecord & { htmlContent: string | null; createdByEmail: string | null; createdByName: string | null } {
  return {
    ...toRecord(doc),
    htmlContent: doc.htmlContent,
    createdByEmail: doc.createdByEmail ?? null,
    createdByName: doc.createdByName ?? null,
  };
}

/**
 * Who the contract names, for ContractCreated: the admin service's parties
 * directory learns them from the event (it never reads this collection).
 */
export function eventParties(doc: ContractDoc) {
  const form = doc.contractData;
  const textOf = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  return {
    homeowner: {
      firstName: doc.homeownerFirstName,
      lastName: doc.homeownerLastName,
      email: doc.homeownerEmail,
      phone: doc.homeownerPhone,
      address: doc.homeownerAddress,
      state: doc.homeownerState,
    },
    provider: {
      name: doc.providerName,
      businessName: textOf(form.providerBusinessName),
      email: doc.providerEmail,
      phone: doc.providerPhone,
      address: doc.providerAddress,
      license: doc.providerLicense,
      hasInsurance: doc.hasInsurance,
      hasBonding: doc.hasBonding,
      insuranceAmount: textOf(form.insuranceAmount),
      insuranceDetails: doc.insuranceDetails,
    },
  };
}

/** The fields every contract event carries (ContractCreated / ContractUpdated). */
export function eventSummary(doc: ContractDoc) {
  return {
    contractId: doc._id,
    createdBy: doc.createdBy,
    serviceType: doc.serviceType,
    status: doc.status,
    workflowStage: doc.workflowStage,
    totalAmount: centsToAmountText(doc.totalAmountCents),
    homeownerEmail: doc.homeownerEmail,
    providerEmail: doc.providerEmail,
  };
}
