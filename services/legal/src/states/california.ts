/**
 * California home-improvement rules. Statutory wording that the code requires
 * "as follows" is reproduced as enacted; check it against the current code
 * before relying on it.
 */
import { depositExceedsShare, describeDeposit } from '../deposit.ts';
import { text } from '../facts.ts';
import { formatUsd } from '../money.ts';
import type { RuleWarning } from '../types.ts';
import type { RuleContext, StateClause, StateNotice, StateRules } from './types.ts';

export const CA_SOURCES = {
  contract: 'Cal. Bus. & Prof. Code § 7159',
  downPayment: 'Cal. Bus. & Prof. Code § 7159.5',
  cancel: 'Cal. Civ. Code §§ 1689.6-1689.7',
  ueta: 'Cal. Civ. Code § 1633.3',
} as const;

/** § 7159 covers contracts over $500. */
const HOME_IMPROVEMENT_OVER_CENTS = 50_000;
const DOWN_PAYMENT_LIMIT_CENTS = 100_000;

/** $1,000 or 10% of the price, whichever is less; rounded down so the cap itself never exceeds 10%. */
export function caDepositCapCents(totalCents: number): number {
  return Math.min(DOWN_PAYMENT_LIMIT_CENTS, Math.floor(totalCents / 10));
}

/** An unknown price is treated as over $500: leaving the notices out is the costlier mistake. */
function isHomeImprovementContract({ facts }: RuleContext): boolean {
  return facts.totalCents === undefined || facts.totalCents > HOME_IMPROVEMENT_OVER_CENTS;
}

/** Business days to cancel a home solicitation: 3, 5 for a buyer 65 or older, 7 after a declared disaster. */
export function caCancellationDays({ facts }: RuleContext): number {
  if (facts.declaredDisaster) return 7;
  return facts.buyerIsSenior ? 5 : 3;
}

const CSLB_NOTICE = [
  'CSLB is the state consumer protection agency that licenses and regulates construction contractors.',
  'Contact CSLB for information about the licensed contractor you are considering, including information about disclosable complaints, disciplinary actions and civil judgments that are reported to CSLB.',
  'Use only licensed contractors. If you file a complaint against a licensed contractor within the legal deadline (usually four years), CSLB has authority to investigate the complaint. If you use an unlicensed contractor, CSLB may not be able to help you resolve your complaint. Your only remedy may be in civil court, and you may be liable if an unlicensed contractor or worker is injured on your property.',
  "For more information, visit CSLB's website at www.cslb.ca.gov, call CSLB at 800-321-CSLB (2752), or write to CSLB at P.O. Box 26000, Sacramento, CA 95826.",
].join(' ');

const MECHANICS_LIEN_WARNING = [
  'Anyone who helps improve your property, but who is not paid, may record what is called a mechanics lien on your property. A mechanics lien is a claim, like a mortgage or home equity loan, made against your property and recorded with the county recorder.',
  'Even if you pay your contractor in full, unpaid subcontractors, suppliers, and laborers who helped to improve your property may record mechanics liens and sue you in court to foreclose the lien. If a court finds the lien is valid, you could be forced to pay twice or have a court officer sell your home to pay the lien. Liens can also affect your credit.',
  "To preserve their right to record a lien, each subcontractor and material supplier must provide you with a document called a 'Preliminary Notice.' This notice is not a lien. The purpose of the notice is to let you know that the person who sends you the notice has the right to record a lien on your property if he or she is not paid.",
  'BE CAREFUL. The Preliminary Notice can be sent up to 20 days after the subcontractor starts work or the supplier provides material. This can be a big problem if you pay your contractor before you have received the Preliminary Notices.',
  'You will not get Preliminary Notices from your prime contractor or other persons you contract with directly or from laborers who work on your project. The law assumes that you already know they are improving your property.',
  'PROTECT YOURSELF FROM LIENS. You can protect yourself from liens by getting a list from your contractor of all the subcontractors and material suppliers that work on your project. Find out from your contractor when these subcontractors started work and when these suppliers delivered goods or materials. Then wait 20 days, paying your contractor only for the work done by people who have sent you a Preliminary Notice.',
  'PAY WITH JOINT CHECKS. One way to protect yourself is to pay with a joint check. When your contractor tells you it is time to pay for the work of a subcontractor or supplier who has provided you with a Preliminary Notice, write a joint check payable to both the contractor and the subcontractor or material supplier.',
  "For other ways to prevent liens, visit CSLB's website at www.cslb.ca.gov or call CSLB at 800-321-CSLB (2752).",
  'REMEMBER, IF YOU DO NOTHING, YOU RISK HAVING A LIEN PLACED ON YOUR HOME. This can mean that you may have to pay twice, or face the forced sale of your home to pay what you owe.',
];

function clauses(ctx: RuleContext): StateClause[] {
  if (!isHomeImprovementContract(ctx)) return [];
  const { facts, plan } = ctx;
  const out: StateClause[] = [
    {
      id: 'ca-change-orders',
      section: 'scope',
      source: CA_SOURCES.contract,
      text: 'California law requires every change to the work, the materials, the price or the schedule to be set out in a written change order signed by both parties before the changed work begins. A change order states the change in the price and in the schedule.',
    },
  ];
  if (facts.totalCents !== undefined && facts.totalCents > 0) {
    const cap = caDepositCapCents(facts.totalCents);
    let paragraph =
      `California law limits the down payment to $1,000 or 10% of the contract price, whichever is less: ${formatUsd(cap)} for this contract. ` +
      'Progress payments are stated in dollars, and the Provider will never ask for a payment that exceeds the value of the work performed and the materials delivered at that time.';
    if (plan?.capped && plan.requestedDepositCents !== undefined) {
      paragraph += ` The payment terms called for ${formatUsd(plan.requestedDepositCents)} before work begins; the down payment is limited to ${formatUsd(plan.depositCents)}, and the difference is added to the next payment.`;
    }
    out.push({ id: 'ca-down-payment-cap', section: 'payment', source: CA_SOURCES.downPayment, text: paragraph });
  }
  return out;
}

function notices(ctx: RuleContext): StateNotice[] {
  if (!isHomeImprovementContract(ctx)) return [];
  return [
    {
      id: 'ca-cslb',
      title: 'INFORMATION ABOUT THE CONTRACTORS STATE LICENSE BOARD (CSLB)',
      source: CA_SOURCES.contract,
      paragraphs: [CSLB_NOTICE],
    },
    { id: 'ca-mechanics-lien-warning', title: 'MECHANICS LIEN WARNING', source: CA_SOURCES.contract, paragraphs: MECHANICS_LIEN_WARNING },
  ];
}

function checks(ctx: RuleContext): RuleWarning[] {
  const { facts } = ctx;
  const out: RuleWarning[] = [];
  const total = facts.totalCents;
  const deposit = facts.deposit;
  if (deposit) {
    const cap = total === undefined ? undefined : caDepositCapCents(total);
    const overCap =
      deposit.cents !== undefined && cap !== undefined && total !== undefined && total > 0
        ? deposit.cents > cap
        : depositExceedsShare(deposit, total, 1_000) === true;
    if (overCap) {
      out.push({
        id: 'ca-deposit-cap',
        severity: 'warning',
        message:
          `California limits the down payment to $1,000 or 10% of the price, whichever is less` +
          (cap !== undefined && total ? ` (${formatUsd(cap)} for this price)` : '') +
          `, but this draft asks for ${describeDeposit(deposit)} before work begins. The contract schedules only the allowed amount up front.`,
        source: CA_SOURCES.downPayment,
        field: deposit.origin === 'paymentSchedule' ? 'paymentSchedule' : 'paymentTerms',
      });
    }
  }
  if (isHomeImprovementContract(ctx) && !text(facts.form.providerLicense)) {
    out.push({
      id: 'ca-license-missing',
      severity: 'warning',
      message:
        "California home improvement contracts over $500 must show the contractor's CSLB license number. Add the provider's license number.",
      source: CA_SOURCES.contract,
      field: 'providerLicense',
    });
  }
  if (total !== undefined && total > HOME_IMPROVEMENT_OVER_CENTS) {
    out.push({
      id: 'ca-home-improvement-contract',
      severity: 'info',
      message:
        'This is a California home improvement contract over $500: it must be in writing and include the license number, the CSLB notice, the mechanics lien warning and signed change orders. The generated contract includes them.',
      source: CA_SOURCES.contract,
    });
  }
  if (facts.possiblySoldAtHome && (total === undefined || total >= 2_500)) {
    const days = caCancellationDays(ctx);
    out.push({
      id: 'ca-right-to-cancel',
      severity: 'info',
      message:
        `If this contract is signed at the buyer's home, the buyer may cancel within ${days} business days (3 as a rule, 5 if the buyer is 65 or older, 7 for repairs after a declared disaster).` +
        (facts.form.buyerIsSenior === undefined ? ' Confirm whether the buyer is 65 or older.' : ''),
      source: CA_SOURCES.cancel,
      field: facts.form.buyerIsSenior === undefined ? 'buyerIsSenior' : 'soldAtHome',
    });
    out.push({
      id: 'ca-ueta-paper-notices',
      severity: 'info',
      message:
        "California's electronic transactions law does not cover the home-solicitation cancellation notices: give the buyer the Notice of Cancellation on paper and have this contract reviewed before treating it as fully electronic.",
      source: CA_SOURCES.ueta,
    });
  }
  return out;
}

export const california: StateRules = {
  code: 'CA',
  name: 'California',
  licensing:
    "Contractors in California are licensed by the Contractors State License Board (CSLB). The Homeowner may check the Provider's license at www.cslb.ca.gov or by calling 800-321-CSLB (2752).",
  depositCapCents: caDepositCapCents,
  licenseRequired: isHomeImprovementContract,
  cancellation: (ctx) => ({
    id: 'ca-right-to-cancel',
    days: caCancellationDays(ctx),
    source: CA_SOURCES.cancel,
    // Not confirmed for California: the longer count (no Saturdays, every federal holiday) is the safe one.
    count: { saturdays: false, holidays: 'federal' },
  }),
  clauses,
  notices,
  checks,
};
