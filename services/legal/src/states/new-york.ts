/** New York home improvement contract rules (General Business Law Article 36-A). */
import { text } from '../facts.ts';
import type { RuleWarning } from '../types.ts';
import type { RuleContext, StateClause, StateNotice, StateRules } from './types.ts';

export const NY_SOURCES = {
  contract: 'N.Y. Gen. Bus. Law § 771',
  esra: 'N.Y. State Tech. Law § 304',
} as const;

/** The mechanic's lien notice § 771(1)(d) requires in clear and conspicuous bold type, worded as the statute sets it out. */
const MECHANICS_LIEN_NOTICE =
  "ANY CONTRACTOR, SUBCONTRACTOR, OR MATERIALMAN WHO PROVIDES HOME IMPROVEMENT GOODS OR SERVICES PURSUANT TO YOUR HOME IMPROVEMENT CONTRACT AND WHO IS NOT PAID MAY HAVE A VALID LEGAL CLAIM AGAINST YOUR PROPERTY KNOWN AS A MECHANIC'S LIEN. ANY MECHANIC'S LIEN FILED AGAINST YOUR PROPERTY MAY BE DISCHARGED. PAYMENT OF THE AGREED-UPON PRICE UNDER THE HOME IMPROVEMENT CONTRACT PRIOR TO FILING OF A MECHANIC'S LIEN MAY INVALIDATE SUCH LIEN. THE OWNER MAY CONTACT AN ATTORNEY TO DETERMINE HIS RIGHTS TO DISCHARGE A MECHANIC'S LIEN.";

/** Anything paid before the work is complete is a deposit the law wants protected. */
function paysBeforeCompletion({ facts, plan }: RuleContext): boolean {
  if (plan) return plan.installments.length > 1 || plan.depositCents > 0;
  return (facts.deposit?.cents ?? 0) > 0 || (facts.deposit?.basisPoints ?? 0) > 0;
}

function clauses(ctx: RuleContext): StateClause[] {
  const weather = ctx.facts.form.weatherDelays === true ? 'severe weather, ' : '';
  const out: StateClause[] = [
    {
      id: 'ny-home-improvement-contract',
      section: 'timeline',
      source: NY_SOURCES.contract,
      text:
        `Contingencies that could materially change the completion date: ${weather}conditions hidden behind walls, floors or ceilings that could not be seen before work began, changes ordered by the Homeowner, and delays by permit and inspection authorities. ` +
        'The Provider and the Homeowner have not agreed that a definite completion date is of the essence.',
    },
    {
      id: 'ny-home-improvement-contract',
      section: 'materials',
      source: NY_SOURCES.contract,
      text: "The materials to be provided, with their make, model number or other identifying information, are those described in the scope of work. The Provider will not substitute different materials without the Homeowner's written consent.",
    },
  ];
  if (paysBeforeCompletion(ctx)) {
    out.push({
      id: 'ny-deposit-escrow',
      section: 'payment',
      source: NY_SOURCES.contract,
      text: 'Every payment the Provider receives before the work is substantially complete will either be deposited in an escrow account in a bank in New York State or be secured by a bond, contract of indemnity or irrevocable letter of credit, and the Provider will tell the Homeowner in writing which it has done and where the money is held. Progress payments bear a reasonable relationship to the work performed and the materials delivered.',
    });
  }
  return out;
}

function notices(_ctx: RuleContext): StateNotice[] {
  return [
    {
      id: 'ny-mechanics-lien',
      title: "NOTICE TO OWNER: MECHANIC'S LIEN",
      source: `${NY_SOURCES.contract}(1)(d)`,
      conspicuous: true,
      paragraphs: [MECHANICS_LIEN_NOTICE],
    },
  ];
}

function checks(ctx: RuleContext): RuleWarning[] {
  const out: RuleWarning[] = [];
  if (!text(ctx.facts.form.providerLicense)) {
    out.push({
      id: 'ny-license-missing',
      severity: 'warning',
      message:
        "New York home improvement contracts must show the contractor's license number where a license applies (New York City and several counties, such as Nassau, Suffolk and Westchester, license home improvement contractors). Add it, or confirm no local license applies.",
      source: NY_SOURCES.contract,
      field: 'providerLicense',
    });
  }
  if (paysBeforeCompletion(ctx)) {
    out.push({
      id: 'ny-deposit-escrow',
      severity: 'warning',
      message:
        'Payments taken before the work is substantially complete must be held in escrow in a New York bank or secured by a bond. The contract says so; the provider must set this up and tell the homeowner where the money is held.',
      source: NY_SOURCES.contract,
      field: 'paymentSchedule',
    });
  }
  out.push({
    id: 'ny-home-improvement-contract',
    severity: 'info',
    message:
      "New York home improvement contracts must be written and signed by all parties, and show the license number, the start and completion dates, the materials and the mechanic's lien notice. The generated contract includes them.",
    source: NY_SOURCES.contract,
  });
  return out;
}

export const newYork: StateRules = {
  code: 'NY',
  name: 'New York',
  licensing:
    'New York State does not license home improvement contractors statewide; New York City and several counties, such as Nassau, Suffolk and Westchester, require a local home improvement license. Where one applies, its number is shown in this contract.',
  licenseRequired: () => true,
  clauses,
  notices,
  checks,
};
