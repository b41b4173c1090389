/**
 * Florida residential construction rules. The lien and recovery-fund notices
 * are worded as the statutes set them out, in capitals (the statute asks for
 * 12-point capitalised bold type).
 */
import { depositExceedsShare, describeDeposit } from '../deposit.ts';
import { text } from '../facts.ts';
import type { RuleWarning } from '../types.ts';
import { acknowledgmentParagraph } from './acknowledgment.ts';
import type { RuleContext, StateClause, StateNotice, StateRules } from './types.ts';

export const FL_SOURCES = {
  lien: 'Fla. Stat. § 713.015',
  recoveryFund: 'Fla. Stat. § 489.1425',
  deposit: 'Fla. Stat. § 489.126',
} as const;

/** Both notices apply to residential contracts over $2,500. */
const NOTICES_OVER_CENTS = 250_000;

/** An unknown price counts as over the threshold: a missing notice costs more than an extra one. */
function overNoticeThreshold({ facts }: RuleContext): boolean {
  return facts.totalCents === undefined || facts.totalCents > NOTICES_OVER_CENTS;
}

function depositOverTenPercent({ facts }: RuleContext): boolean {
  return depositExceedsShare(facts.deposit, facts.totalCents, 1_000) === true;
}

const CONSTRUCTION_LIEN_NOTICE =
  'ACCORDING TO FLORIDA\'S CONSTRUCTION LIEN LAW (SECTIONS 713.001-713.37, FLORIDA STATUTES), THOSE WHO WORK ON YOUR PROPERTY OR PROVIDE MATERIALS AND SERVICES AND ARE NOT PAID IN FULL HAVE A RIGHT TO ENFORCE THEIR CLAIM FOR PAYMENT AGAINST YOUR PROPERTY. THIS CLAIM IS KNOWN AS A CONSTRUCTION LIEN. IF YOUR CONTRACTOR OR A SUBCONTRACTOR FAILS TO PAY SUBCONTRACTORS, SUB-SUBCONTRACTORS, OR MATERIAL SUPPLIERS, THOSE PEOPLE WHO ARE OWED MONEY MAY LOOK TO YOUR PROPERTY FOR PAYMENT, EVEN IF YOU HAVE ALREADY PAID YOUR CONTRACTOR IN FULL. IF YOU FAIL TO PAY YOUR CONTRACTOR, YOUR CONTRACTOR MAY ALSO HAVE A LIEN ON YOUR PROPERTY. THIS MEANS IF A LIEN IS FILED YOUR PROPERTY COULD BE SOLD AGAINST YOUR WILL TO PAY FOR LABOR, MATERIALS, OR OTHER SERVICES THAT YOUR CONTRACTOR OR A SUBCONTRACTOR MAY HAVE FAILED TO PAY. TO PROTECT YOURSELF, YOU SHOULD STIPULATE IN THIS CONTRACT THAT BEFORE ANY PAYMENT IS MADE, YOUR CONTRACTOR IS REQUIRED TO PROVIDE YOU WITH A WRITTEN RELEASE OF LIEN FROM ANY PERSON OR COMPANY THAT HAS PROVIDED TO YOU A "NOTICE TO OWNER." FLORIDA\'S CONSTRUCTION LIEN LAW IS COMPLEX, AND IT IS RECOMMENDED THAT YOU CONSULT AN ATTORNEY.';

const RECOVERY_FUND_NOTICE =
  "PAYMENT, UP TO A LIMITED AMOUNT, MAY BE AVAILABLE FROM THE FLORIDA HOMEOWNERS' CONSTRUCTION RECOVERY FUND IF YOU LOSE MONEY ON A PROJECT PERFORMED UNDER CONTRACT, WHERE THE LOSS RESULTS FROM SPECIFIED VIOLATIONS OF FLORIDA LAW BY A LICENSED CONTRACTOR. FOR INFORMATION ABOUT THE RECOVERY FUND AND FILING A CLAIM, CONTACT THE FLORIDA CONSTRUCTION INDUSTRY LICENSING BOARD, DEPARTMENT OF BUSINESS AND PROFESSIONAL REGULATION, 2601 BLAIR STONE ROAD, TALLAHASSEE, FLORIDA 32399, WWW.MYFLORIDALICENSE.COM.";

function clauses(ctx: RuleContext): StateClause[] {
  if (!depositOverTenPercent(ctx)) return [];
  return [
    {
      id: 'fl-deposit-obligations',
      section: 'payment',
      source: FL_SOURCES.deposit,
      text: 'Because the first payment is more than 10% of the contract price, the Provider will apply for all permits the work needs within 30 days after that payment is made, and will start the work within 90 days after the permits are issued, unless the Homeowner agrees in writing to a longer period.',
    },
  ];
}

function notices(ctx: RuleContext): StateNotice[] {
  if (!overNoticeThreshold(ctx)) return [];
  return [
    {
      id: 'fl-construction-lien',
      title: 'NOTICE REQUIRED BY FLORIDA LAW: CONSTRUCTION LIEN',
      source: FL_SOURCES.lien,
      conspicuous: true,
      // § 713.015: on the first page or a separate page signed and dated by the owner; the acknowledgment binds her e-signature to it.
      paragraphs: [CONSTRUCTION_LIEN_NOTICE, acknowledgmentParagraph('NOTICE REQUIRED BY FLORIDA LAW: CONSTRUCTION LIEN', ['homeowner'])],
    },
    {
      id: 'fl-recovery-fund',
      title: "FLORIDA HOMEOWNERS' CONSTRUCTION RECOVERY FUND",
      source: FL_SOURCES.recoveryFund,
      conspicuous: true,
      paragraphs: [RECOVERY_FUND_NOTICE],
    },
  ];
}

function checks(ctx: RuleContext): RuleWarning[] {
  const { facts } = ctx;
  const out: RuleWarning[] = [];
  if (facts.totalCents !== undefined && facts.totalCents > NOTICES_OVER_CENTS) {
    out.push({
      id: 'fl-lien-notice',
      severity: 'info',
      message:
        "Florida residential contracts over $2,500 must carry the construction lien notice (12-point capitalised bold) and the Homeowners' Construction Recovery Fund notice. Both are included; check the Board's current address before sending.",
      source: `${FL_SOURCES.lien}; ${FL_SOURCES.recoveryFund}`,
    });
  }
  if (depositOverTenPercent(ctx) && facts.deposit) {
    out.push({
      id: 'fl-deposit-over-10',
      severity: 'warning',
      message: `The first payment (${describeDeposit(facts.deposit)}) is more than 10% of the price: Florida then requires the contractor to apply for permits within 30 days and start work within 90 days after the permits are issued.`,
      source: FL_SOURCES.deposit,
      field: facts.deposit.origin === 'paymentSchedule' ? 'paymentSchedule' : 'paymentTerms',
    });
  }
  if (!text(facts.form.providerLicense)) {
    out.push({
      id: 'license-missing',
      severity: 'info',
      message:
        "Most construction trades in Florida need a state certification or registration. Add the provider's license number if one applies.",
      source: 'Fla. Stat. ch. 489',
      field: 'providerLicense',
    });
  }
  return out;
}

export const florida: StateRules = {
  code: 'FL',
  name: 'Florida',
  licensing:
    "Contractors in Florida are certified or registered by the Florida Construction Industry Licensing Board (Department of Business and Professional Regulation). The Homeowner may check the Provider's license at www.myfloridalicense.com.",
  clauses,
  notices,
  checks,
};
