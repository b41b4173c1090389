/**
 * Truth in Lending's right of rescission (Regulation Z, 12 C.F.R. § 1026.23):
 * when a credit deal takes a security interest in the consumer's principal
 * dwelling (a financed job, a lien or mortgage clause), each owner may rescind
 * until midnight of the third business day after the latest of signing and
 * receiving the disclosures and two copies of the rescission notice, and work
 * should wait for the period to end. The notice itself is the creditor's (model
 * forms H-8 and H-9); the contract states the right and the wait, and Review
 * says plainly that HomePact does not produce the creditor's forms.
 */
import type { RuleContext, StateClause } from '../states/types.ts';
import type { RuleWarning } from '../types.ts';

export const REG_Z_SOURCE = '12 C.F.R. § 1026.23';

export function truthInLendingClauses({ facts }: RuleContext): StateClause[] {
  if (facts.securedByHome !== true) return [];
  return [
    {
      id: 'reg-z-rescission',
      section: 'payment',
      source: REG_Z_SOURCE,
      text: "Payment under this contract is secured by an interest in the Homeowner's home (a lien, mortgage or security interest, such as financing secured by the home). Federal law gives each owner of the home the right to rescind the credit transaction until midnight of the third business day after the latest of: signing it, receiving the Truth in Lending disclosures, and receiving two copies of the notice of the right to rescind. The Provider will not begin the work, deliver materials or take payment until that period has ended without a rescission, except where an owner waives it in writing for a bona fide personal financial emergency.",
    },
  ];
}

export function truthInLendingChecks({ facts }: RuleContext): RuleWarning[] {
  if (facts.securedByHome !== true) return [];
  return [
    {
      id: 'reg-z-rescission',
      severity: 'warning',
      message:
        'Payment is secured by the home: the creditor must give each owner two copies of the Truth in Lending notice of the right to rescind (model form H-8 or H-9) and the credit disclosures. HomePact does not produce those forms; the contract states the right and that work waits until the 3-day period ends.',
      source: REG_Z_SOURCE,
      field: 'securedByHome',
    },
  ];
}
