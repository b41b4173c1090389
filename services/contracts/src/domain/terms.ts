import { compareTermsWithText, summariseTextTerms, type TermsDifference, type TextTermsSummary } from '@homepact/legal';
import type { ContractDoc } from './contract.ts';
import { centsToAmountText, formatCalendarDate, formatUsd, parseCalendarDate } from '@homepact/legal';
import { isChangeOrder } from './change-order.ts';
import { ownerWroteFigures } from './authorship.ts';
import { textToSign } from './signing.ts';

type TermsSource = Pick<
  ContractDoc,
  | 'contractData'
  | 'totalAmountCents'
  | 'paymentSchedule'
  | 'paymentTerms'
  | 'projectStartDate'
  | 'projectEndDate'
  | 'editedContractContent'
  | 'finalContract'
  | 'textSealed'
>;

/** The structured terms the form holds (the wizard's form, with the stored canonical price). */
function formTerms(doc: TermsSource) {
  return {
    ...doc.contractData,
    totalAmount: centsToAmountText(doc.totalAmountCents),
    paymentSchedule: doc.paymentSchedule,
    paymentTerms: doc.paymentTerms,
    projectStartDate: doc.projectStartDate,
    projectEndDate: doc.projectEndDate,
  };
}

/**
 * Where the text the parties would sign disagrees with the form's price,
 * payment schedule or dates (@homepact/legal's check). Sending such a
 * contract needs the owner's explicit confirmation (documents asks contracts
 * through the authorize call before it generates and sends).
 */
export function termsDifferences(doc: TermsSource): TermsDifference[] {
  return compareTermsWithText(formTerms(doc), textToSign(doc));
}

/**
 * What the signed text itself says about price, payment and dates, for the
 * invitation and the sign page. When the owner wrote figures of their own into
 * HomePact's text, the price and payment are not summarised at all
 * (`ownerWroteFigures`): a summary could name one deal while the text binds to
 * another, so the signer is sent to the text and its marked changes instead.
 */
export function signedTextTerms(doc: TermsSource): TextTermsSummary & { differsFromForm: boolean; ownerWroteFigures: boolean } {
  // A change order states the old and the new price side by side: its terms are the new ones it was written from.
  if (isChangeOrder(doc)) {
    const co = doc.changeOrder;
    const end = parseCalendarDate(co.newEndDate);
    return {
      total: formatUsd(co.newTotalCents),
      payment: null,
      start: null,
      end: end ? formatCalendarDate(end) : co.newEndDate,
      differsFromForm: false,
      ownerWroteFigures: false,
    };
  }
  const summary = summariseTextTerms(textToSign(doc));
  const ownerFigures = ownerWroteFigures(doc);
  return {
    ...summary,
    ...(ownerFigures ? { total: null, payment: null } : {}),
    differsFromForm: termsDifferences(doc).length > 0,
    ownerWroteFigures: ownerFigures,
  };
}
