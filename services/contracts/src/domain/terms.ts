import { compareTermsWithText, summariseTextTerms, type TermsDifference, type TextTermsSummary } from '@homepact/legal';
import type { ContractDoc } from './contract.ts';
import { centsToAmountText } from '@homepact/legal';
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

/** What the signed text itself says about price, payment and dates, for the invitation. */
export function signedTextTerms(doc: TermsSource): TextTermsSummary & { differsFromForm: boolean } {
  return { ...summariseTextTerms(textToSign(doc)), differsFromForm: termsDifferences(doc).length > 0 };
}
