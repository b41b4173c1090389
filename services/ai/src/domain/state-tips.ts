import type { UsState } from '@homepact/proto';

/**
 * Editing tips that depend on the state. These are hints for the person
 * writing the scope, not contract clauses: the clauses and the statutory
 * notices themselves come from the clause library (@homepact/legal). Each tip
 * names its source (see /work/shared/LEGAL-FACTS.md) so a reviewer can check it.
 */
const TIPS: Record<string, string[]> = {
  CA: [
    'California requires the contractor’s license number, the CSLB notice and the mechanics lien warning on home improvement contracts over $500 (Bus. & Prof. Code § 7159); add the license number now.',
    'In California the down payment may not exceed $1,000 or 10% of the price, whichever is less, and progress payments may not run ahead of the work (Bus. & Prof. Code § 7159.5); tie each payment to a finished stage of this scope.',
  ],
  TX: [
    'Texas requires the residential construction disclosure statement to be given to the owner before the contract is signed (Prop. Code § 53.255).',
    'If the work is on a Texas homestead and a lien may secure payment, the contract must be signed before work starts, by both spouses if married (Prop. Code § 53.254).',
  ],
  FL: [
    'Florida residential contracts over $2,500 must carry the construction lien notice and the Construction Industries Recovery Fund notice (Fla. Stat. §§ 713.015, 489.1425).',
    'In Florida a deposit over 10% obliges the contractor to apply for permits within 30 days and start within 90 days (Fla. Stat. § 489.126); state the deposit and the start date.',
  ],
  NY: [
    'New York home improvement contracts must show the contractor’s license number, the start and completion dates and the materials to be used, and deposits go to escrow or are bonded (Gen. Bus. Law § 771).',
  ],
  IL: [
    'In Illinois, work over $1,000 needs a written contract before it starts, and the homeowner signs the Consumer Rights acknowledgment (815 ILCS 513/15 and 513/20).',
  ],
};

export function stateTips(state: UsState): string[] {
  return (
    TIPS[state.code] ?? [
      `Check whether ${state.name} or the city requires a contractor license for this work, and put the license number in the contract.`,
    ]
  );
}
