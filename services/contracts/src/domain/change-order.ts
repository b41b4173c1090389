import { AppError } from '@homepact/kit/errors';
import { centsToAmountText, changeOrderLabel, changeOrderText, parseMoneyToCents } from '@homepact/legal';
import type { ChangeOrder, ChangeOrderRef, CreateChangeOrderBodySchema } from '@homepact/proto';
import type { z } from 'zod';
import { signersOf, type ContractDoc } from './contract.ts';

/**
 * Change orders. A change order is a contract document of its own (`kind:
 * 'change_order'`, `parentId`), so it is sent, signed, evidenced and
 * certified exactly as a contract is; this module holds the rules that are
 * its own: numbering, the price arithmetic (integer cents), and when one may
 * be drafted. Pure.
 */

export type ChangeOrderInput = z.output<typeof CreateChangeOrderBodySchema>;

/** Who proposed it: the parent's owner, one of its parties, or an admin. */
export type ProposerRole = 'owner' | 'homeowner' | 'provider' | 'admin';

/** What a change order document carries besides the contract fields it copies from its parent. */
interface ChangeOrderDetails {
  number: number;
  scopeChange: string;
  previousTotalCents: number;
  priceDeltaCents: number;
  newTotalCents: number;
  previousEndDate: string;
  newEndDate: string;
  proposedBy: string;
  proposedByName: string;
  proposedByRole: ProposerRole;
  parentServiceType: string;
  /** The ChangeOrderSigned event announcing it was signed by both (written once: a redelivered execution does not announce it again). */
  signedEventId?: string;
}

export type ChangeOrderDoc = ContractDoc & { kind: 'change_order'; parentId: string; changeOrder: ChangeOrderDetails };

export const isChangeOrder = (doc: object): doc is ChangeOrderDoc => (doc as { kind?: unknown }).kind === 'change_order';

/** Largest price a contract may hold ($99,999,999.99, the form's limit). */
const MAX_CENTS = 9_999_999_999;

/** The parent's answers a change order's form carries over: who the parties are and the contract's terms. */
const CARRIED_FIELDS = [
  'homeownerFirstName',
  'homeownerLastName',
  'homeownerEmail',
  'homeownerPhone',
  'homeownerAddress',
  'homeownerState',
  'providerName',
  'providerBusinessName',
  'providerEmail',
  'providerPhone',
  'providerAddress',
  'providerLicense',
  'projectStartDate',
  'paymentSchedule',
  'paymentTerms',
  'governingLaw',
  'state',
] as const;

/** A change order is binding once both parties signed it. */
const isSignedChangeOrder = (doc: Pick<ContractDoc, 'executedAt' | 'status'>) =>
  !!doc.executedAt && (doc.status === 'signed' || doc.status === 'completed');

/** Still in play: neither signed by both, nor closed (withdrawn, expired, cancelled). */
const isOpenChangeOrder = (doc: Pick<ContractDoc, 'status'>) => doc.status === 'draft' || doc.status === 'pending_signatures';

const parentNotExecuted = () =>
  new AppError(
    'parent_not_executed',
    409,
    'A change order can only be made to a contract both parties have signed. This contract is not fully signed yet: edit it, or send it for signature, instead.',
  );
const parentCancelled = () => new AppError('parent_cancelled', 409, 'This contract was cancelled, so it can no longer be changed.');
const parentIsChangeOrder = () =>
  new AppError(
    'parent_is_change_order',
    409,
    'A change order cannot itself be changed: propose a new change order on the contract instead.',
  );
const changeOrderOpen = (label: string) =>
  new AppError(
    'change_order_open',
    409,
    `Change order ${label} is still waiting for signatures. Get it signed, or delete or withdraw it, before proposing another change.`,
  );
const newTotalNegative = (previousCents: number) =>
  new AppError(
    'validation_failed',
    400,
    `The price cannot go below $0: the contract price is ${centsToAmountText(previousCents)}, so the change can be at most -${centsToAmountText(previousCents)}.`,
    { details: { field: 'priceChange' } },
  );
const newTotalTooLarge = () =>
  new AppError('validation_failed', 400, 'The new total is more than $99,999,999.99.', { details: { field: 'priceChange' } });
const endBeforeStart = (start: string) =>
  new AppError('validation_failed', 400, `The new end date is before the project's start date (${start}).`, {
    details: { field: 'newEndDate' },
  });

/** Why a change order cannot be drafted from this contract now; null when it can. */
export function cannotChange(parent: Pick<ContractDoc, 'status' | 'executedAt'>, open: readonly ChangeOrderDoc[]): AppError | null {
  if (isChangeOrder(parent)) return parentIsChangeOrder();
  if (parent.status === 'cancelled') return parentCancelled();
  if (!isSignedChangeOrder(parent)) return parentNotExecuted();
  const pending = open.find(isOpenChangeOrder);
  if (pending) return changeOrderOpen(changeOrderLabel(pending.changeOrder.number));
  return null;
}

/** CO-n numbers run on from the highest so far (1 for the first). */
export const nextNumber = (existing: readonly Pick<ChangeOrderDoc, 'changeOrder'>[]) =>
  existing.reduce((max, co) => Math.max(max, co.changeOrder.number), 0) + 1;

/** The parent's price and end date as signed change orders leave them (in CO order: the latest signed end date wins). */
export function currentTerms(
  parent: Pick<ContractDoc, 'totalAmountCents' | 'projectEndDate'>,
  changeOrders: readonly Pick<ChangeOrderDoc, 'changeOrder' | 'executedAt' | 'status'>[],
): { totalCents: number; endDate: string } {
  const signed = changeOrders.filter(isSignedChangeOrder).sort((a, b) => a.changeOrder.number - b.changeOrder.number);
  return {
    totalCents: signed.reduce((total, co) => total + co.changeOrder.priceDeltaCents, parent.totalAmountCents),
    endDate: signed.reduce((end, co) => co.changeOrder.newEndDate, parent.projectEndDate),
  };
}

/** Signed cents from "-250.5" / "+1500" / "0" (already shaped by the body schema). */
function signedCents(text: string): number {
  const negative = text.startsWith('-');
  const cents = parseMoneyToCents(text.replace(/^[+-]/, ''));
  if (cents === undefined) throw new RangeError(`Not a signed amount: ${JSON.stringify(text)}`);
  return negative ? -cents : cents;
}

/** The change and the new total from either one, checked: the new total is whole cents from $0 to the form's maximum. */
export function priceChange(previousTotalCents: number, input: Pick<ChangeOrderInput, 'priceChange' | 'newTotal'>) {
  let delta: number;
  if (input.newTotal !== undefined) {
    const total = parseMoneyToCents(input.newTotal);
    if (total === undefined) throw new RangeError(`Not an amount: ${JSON.stringify(input.newTotal)}`);
    delta = total - previousTotalCents;
  } else {
    delta = signedCents(input.priceChange ?? '0');
  }
  const newTotalCents = previousTotalCents + delta;
  if (newTotalCents < 0) throw newTotalNegative(previousTotalCents);
  if (newTotalCents > MAX_CENTS) throw newTotalTooLarge();
  return { priceDeltaCents: delta, newTotalCents };
}

/** "-250.00" / "1500.00" / "0.00": signed decimal text, as the API carries a change. */
export const signedAmountText = (cents: number) => (cents < 0 ? `-${centsToAmountText(-cents)}` : centsToAmountText(cents));

/** A new change order document: the parent's parties and terms, the new price and end date, and the text written from them. */
export function newChangeOrder(params: {
  id: string;
  parent: ContractDoc;
  /** The parent's signed change orders so far (for the price and end date this one starts from). */
  siblings: readonly ChangeOrderDoc[];
  input: ChangeOrderInput;
  proposer: { userId: string; name: string; role: ProposerRole };
  now: Date;
}): ChangeOrderDoc {
  const { parent, input, now } = params;
  const before = currentTerms(parent, params.siblings);
  const { priceDeltaCents, newTotalCents } = priceChange(before.totalCents, input);
  const newEndDate = input.newEndDate ?? before.endDate;
  if (newEndDate < parent.projectStartDate && /^\d{4}-\d{2}-\d{2}$/.test(parent.projectStartDate))
    throw endBeforeStart(parent.projectStartDate);
  const number = nextNumber(params.siblings);
  const label = changeOrderLabel(number);
  const homeownerName = `${parent.homeownerFirstName} ${parent.homeownerLastName}`.trim();
  const text = changeOrderText({
    number,
    parent: {
      id: parent._id,
      serviceType: parent.serviceType,
      homeownerName,
      homeownerAddress: parent.homeownerAddress,
      state: parent.homeownerState,
      providerName: parent.providerName,
      providerLicense: parent.providerLicense,
      executedAt: parent.executedAt ? new Date(parent.executedAt).toISOString() : null,
    },
    scopeChange: input.scopeChange,
    previousTotalCents: before.totalCents,
    priceDeltaCents,
    newTotalCents,
    previousEndDate: before.endDate,
    newEndDate,
  });
  // The parties and terms only, with the figures this change order sets: none of the parent's answers that add notices,
  // rights or documents to deliver (those came with the contract; this document changes it).
  const form = parent.contractData;
  const contractData = {
    ...Object.fromEntries(CARRIED_FIELDS.filter((f) => form[f] !== undefined).map((f) => [f, form[f]])),
    serviceType: `${parent.serviceType} (${label})`,
    serviceDescription: input.scopeChange,
    totalAmount: centsToAmountText(newTotalCents),
    projectEndDate: newEndDate,
  };
  return {
    ...copyParties(parent),
    _id: params.id,
    kind: 'change_order',
    parentId: parent._id,
    changeOrder: {
      number,
      scopeChange: input.scopeChange,
      previousTotalCents: before.totalCents,
      priceDeltaCents,
      newTotalCents,
      previousEndDate: before.endDate,
      newEndDate,
      proposedBy: params.proposer.userId,
      proposedByName: params.proposer.name,
      proposedByRole: params.proposer.role,
      parentServiceType: parent.serviceType,
    },
    serviceType: `${parent.serviceType} (${label})`,
    serviceDescription: input.scopeChange,
    projectStartDate: parent.projectStartDate,
    projectEndDate: newEndDate,
    totalAmountCents: newTotalCents,
    paymentSchedule: parent.paymentSchedule,
    paymentTerms: parent.paymentTerms,
    status: 'draft',
    workflowStage: 'created',
    contractData,
    finalContract: text,
    htmlContent: null,
    editedContractContent: null,
    // HomePact wrote every word from the parties' answers: nobody edited it.
    textSealed: true,
    aiGeneratedScope: null,
    homeownerSignedAt: null,
    providerSignedAt: null,
    homeownerSignature: null,
    providerSignature: null,
    invitesSent: false,
    lastInviteSentAt: null,
    createdAt: now,
    updatedAt: now,
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

/** The parent's owner and parties, as the change order names them (the same people sign it). */
function copyParties(parent: ContractDoc) {
  return {
    createdBy: parent.createdBy,
    createdByEmail: parent.createdByEmail ?? null,
    createdByName: parent.createdByName ?? null,
    homeownerFirstName: parent.homeownerFirstName,
    homeownerLastName: parent.homeownerLastName,
    homeownerEmail: parent.homeownerEmail,
    homeownerPhone: parent.homeownerPhone,
    homeownerAddress: parent.homeownerAddress,
    homeownerState: parent.homeownerState,
    providerName: parent.providerName,
    providerEmail: parent.providerEmail,
    providerPhone: parent.providerPhone,
    providerAddress: parent.providerAddress,
    providerLicense: parent.providerLicense,
    hasInsurance: parent.hasInsurance,
    hasBonding: parent.hasBonding,
    insuranceDetails: parent.insuranceDetails,
  };
}

/** The `changeOrder` field of a change order's API record; undefined for a contract. */
export function changeOrderRef(doc: ContractDoc): ChangeOrderRef | undefined {
  if (!isChangeOrder(doc)) return undefined;
  const co = doc.changeOrder;
  return {
    number: changeOrderLabel(co.number),
    parentId: doc.parentId,
    parentServiceType: co.parentServiceType,
    scopeChange: co.scopeChange,
    previousTotal: centsToAmountText(co.previousTotalCents),
    priceChange: signedAmountText(co.priceDeltaCents),
    newTotal: centsToAmountText(co.newTotalCents),
    previousEndDate: co.previousEndDate,
    newEndDate: co.newEndDate,
  };
}

/** One row of the parent's list. */
export function toChangeOrder(doc: ChangeOrderDoc): ChangeOrder {
  const ref = changeOrderRef(doc)!;
  return {
    id: doc._id,
    number: ref.number,
    parentId: doc.parentId,
    status: doc.status,
    workflowStage: doc.workflowStage,
    scopeChange: ref.scopeChange,
    previousTotal: ref.previousTotal,
    priceChange: ref.priceChange,
    newTotal: ref.newTotal,
    previousEndDate: ref.previousEndDate,
    newEndDate: ref.newEndDate,
    proposedBy: { name: doc.changeOrder.proposedByName, role: doc.changeOrder.proposedByRole },
    createdAt: doc.createdAt.toISOString(),
    executedAt: doc.executedAt ? new Date(doc.executedAt).toISOString() : null,
    signers: signersOf(doc),
  };
}
