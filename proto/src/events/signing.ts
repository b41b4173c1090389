import { z } from 'zod';
import { defineEvent } from '../envelope.ts';
import { DeliveredDocumentSchema } from '../signing.ts';
import { Topics } from '../topics.ts';

const role = z.enum(['homeowner', 'provider']);

/** documents: a PDF of a contract was made (`draft` from Generate, `final` with the certificate). */
export const PdfGenerated = defineEvent(
  'PdfGenerated',
  Topics.documents,
  z.object({
    contractId: z.string(),
    /** Correlates the replies (InvitesSent / InvitesFailed) with the HTTP request that asked. */
    requestId: z.string(),
    documentId: z.string(),
    kind: z.enum(['draft', 'final']),
    sha256: z.string(),
    size: z.number().int(),
    pageCount: z.number().int(),
    requestedBy: z.string().nullable(),
    createdAt: z.string(),
    /** The owner's signing deadline, in days from sending (docs/decisions/0011-signing-deadlines-on-one-scheduler.md); absent: contracts' default. */
    deadlineDays: z.number().int().min(1).max(90).optional(),
  }),
);
export const SignedPdfReady = defineEvent(
  'SignedPdfReady',
  Topics.documents,
  z.object({ contractId: z.string(), documentId: z.string(), sha256: z.string(), size: z.number().int(), createdAt: z.string() }),
);

/** contracts: e-mail both parties their personal signing links. */
export const InvitesRequested = defineEvent(
  'InvitesRequested',
  Topics.contracts,
  z.object({
    contractId: z.string(),
    requestId: z.string(),
    reason: z.enum(['generated', 'resend']),
    serviceType: z.string(),
    totalAmount: z.string(),
    requestedByName: z.string(),
    /**
     * What the text being signed says (not the form): the invitation
     * summarises these. `differsFromForm`: the owner confirmed sending a text
     * whose terms differ from the form's. Optional: older events lack it.
     */
    terms: z
      .object({
        total: z.string().nullable(),
        payment: z.string().nullable(),
        start: z.string().nullable(),
        end: z.string().nullable(),
        differsFromForm: z.boolean(),
        /** The owner wrote figures of their own into HomePact's text: price and payment are not summarised (optional: older events lack it). */
        ownerWroteFigures: z.boolean().optional(),
      })
      .optional(),
    /** Attach this PDF to the invitations, when there is one. */
    documentId: z.string().nullable(),
    /** The documents the law wants delivered apart from the contract (a state's pamphlet): each is attached. Optional: older events lack it. */
    deliver: z.array(DeliveredDocumentSchema).optional(),
    /** The document is a change order of a signed contract (the invitation says so, with the old and new totals). */
    changeOrder: z
      .object({ number: z.string(), parentServiceType: z.string(), previousTotal: z.string(), newTotal: z.string() })
      .optional(),
    invitations: z.array(z.object({ role, email: z.string(), name: z.string(), signUrl: z.string() })),
  }),
);
export const PartySigned = defineEvent(
  'PartySigned',
  Topics.contracts,
  z.object({
    contractId: z.string(),
    role,
    signerName: z.string(),
    signerEmail: z.string(),
    signedAt: z.string(),
    serviceType: z.string(),
    /** Who still has to sign (notified by notifications), or null when both have. */
    otherParty: z.object({ role, email: z.string(), name: z.string(), signUrl: z.string().nullable(), signed: z.boolean() }),
    /**
     * Who created the contract, so notifications can tell them (a status
     * update, sent only when their preferences allow). Optional: events
     * written before it was added lack it.
     */
    creator: z.object({ userId: z.string(), email: z.string().nullable(), name: z.string().nullable() }).optional(),
    /** When signing closes (ISO), while the other party has yet to sign; absent in older events and for contracts without a deadline. */
    signingDeadline: z.string().optional(),
  }),
);
/**
 * contracts: a party withdrew consent to sign electronically and asked for
 * paper (ESIGN 101(b)(2)). notifications tells the owner; the party's link
 * shows the paper path until the owner sends a new one.
 */
export const EsignConsentWithdrawn = defineEvent(
  'EsignConsentWithdrawn',
  Topics.contracts,
  z.object({
    contractId: z.string(),
    role,
    partyName: z.string(),
    partyEmail: z.string(),
    withdrawnAt: z.string(),
    serviceType: z.string(),
    creator: z.object({ userId: z.string(), email: z.string().nullable(), name: z.string().nullable() }),
  }),
);
const creator = z.object({ userId: z.string(), email: z.string().nullable(), name: z.string().nullable() });

/**
 * contracts' scheduler: a reminder to a party who has not signed, with a fresh
 * signing link (their older links stop working). `waitingOn` names who is waiting.
 */
export const ReminderSent = defineEvent(
  'ReminderSent',
  Topics.contracts,
  z.object({
    contractId: z.string(),
    serviceType: z.string(),
    waitingOn: z.string(),
    deadline: z.string(),
    reminders: z.array(z.object({ role, email: z.string(), name: z.string(), signUrl: z.string() })),
    sentAt: z.string(),
  }),
);
/** contracts' scheduler: the signing deadline passed before both parties signed; the links stopped working. */
export const SigningExpired = defineEvent(
  'SigningExpired',
  Topics.contracts,
  z.object({
    contractId: z.string(),
    serviceType: z.string(),
    deadline: z.string(),
    parties: z.array(z.object({ role, email: z.string(), name: z.string(), signed: z.boolean() })),
    creator,
    expiredAt: z.string(),
  }),
);
/** contracts: the owner withdrew (voided) a contract waiting for signatures; the links stopped working. */
export const ContractWithdrawn = defineEvent(
  'ContractWithdrawn',
  Topics.contracts,
  z.object({
    contractId: z.string(),
    serviceType: z.string(),
    reason: z.string(),
    parties: z.array(z.object({ role, email: z.string(), name: z.string(), signed: z.boolean() })),
    creator,
    withdrawnAt: z.string(),
  }),
);
/**
 * contracts: the homeowner cancelled a signed contract within the state's
 * window. Both parties and the owner get the dated notice (a PDF documents renders).
 */
export const ContractCancelled = defineEvent(
  'ContractCancelled',
  Topics.contracts,
  z.object({
    contractId: z.string(),
    serviceType: z.string(),
    cancelledAt: z.string(),
    /** The notice as the homeowner confirmed it, word for word. */
    noticeText: z.string(),
    state: z.string(),
    /** How long the provider has to return any payment ("10 business days", as the signed notice says). */
    refundPeriod: z.string(),
    parties: z.array(z.object({ role, email: z.string(), name: z.string(), signed: z.boolean() })),
    creator,
  }),
);
/** contracts' scheduler: the buyer's cancellation window closed without a cancellation; the contract is in force. */
export const CancellationWindowClosed = defineEvent(
  'CancellationWindowClosed',
  Topics.contracts,
  z.object({ contractId: z.string(), serviceType: z.string(), endsAt: z.string(), closedAt: z.string() }),
);
export const ContractExecuted = defineEvent(
  'ContractExecuted',
  Topics.contracts,
  z.object({ contractId: z.string(), executedAt: z.string(), documentHash: z.string() }),
);

/** notifications: the outcome of an InvitesRequested, by requestId. */
export const InvitesSent = defineEvent(
  'InvitesSent',
  Topics.notifications,
  z.object({ contractId: z.string(), requestId: z.string(), recipients: z.array(z.string()), sentAt: z.string() }),
);
export const InvitesFailed = defineEvent(
  'InvitesFailed',
  Topics.notifications,
  z.object({
    contractId: z.string(),
    requestId: z.string(),
    failedRecipients: z.array(z.string()),
    error: z.string(),
    failedAt: z.string(),
  }),
);
export const EmailDelivered = defineEvent(
  'EmailDelivered',
  Topics.notifications,
  z.object({ emailId: z.string(), template: z.string(), to: z.string(), contractId: z.string().nullable(), deliveredAt: z.string() }),
);
