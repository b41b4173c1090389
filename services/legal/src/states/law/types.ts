/**
 * A jurisdiction's home-improvement contract law, written as data.
 *
 * Every rule carries the statute or regulation it comes from and how sure the
 * research behind it is (docs/product/legal-states.md: high = the statute's own text
 * was seen, medium = a secondary source citing the statute, low = thin
 * sources). Only confirmed rules are encoded; what the research could not
 * confirm is listed in `unconfirmed` so the state page can say so, and never
 * reaches a contract.
 *
 * The engine (`../from-law.ts`) turns a record into the contract's clauses,
 * notices, separately signed acknowledgments, cancellation right, deposit cap
 * and Review checks; the state page and the table of rules (docs/legal-rules.md) read the
 * same records, so what a person is told and what the contract does cannot
 * drift apart.
 */
import type { ContractForm } from '@homepact/proto';
import type { SectionId } from '../../types.ts';

export type Confidence = 'high' | 'medium' | 'low';

/** Where a rule comes from. */
export interface Cited {
  /** The citation as a lawyer would write it ("Md. Code, Bus. Reg. § 8-501"). */
  source: string;
  confidence: Confidence;
}

/**
 * When a rule applies. Every condition given must hold; an absent condition
 * does not restrict. A price not yet known counts as over every threshold and
 * an unanswered yes/no question as "maybe", so a notice is never left out for
 * want of an answer (leaving one out is the costlier mistake).
 */
export interface Condition {
  /** The price is strictly more than this, in cents. */
  overCents?: number;
  /** The price is at least this, in cents. */
  atLeastCents?: number;
  /** The sale was (or may have been) made at the buyer's home. */
  soldAtHome?: boolean;
  /** The buyer is 65 or older. */
  senior?: boolean;
  /** An insurance claim pays for the work (roofing and exterior storm work). */
  insuranceClaim?: boolean;
  /** The work is roofing (read from the service type and description). */
  roofing?: boolean;
  /** Payment is secured by a lien, mortgage or security interest on the home (financing secured by it, say). */
  securedByHome?: boolean;
  /** The contract chooses binding arbitration. */
  arbitration?: boolean;
}

/** Who licenses or registers home-improvement contractors, and what the contract must show. */
export interface LicensingLaw extends Cited {
  agency: string;
  /** Public phone number, as the agency prints it. */
  phone?: string;
  /** Website without the scheme ("www.dllr.state.md.us/license/mhic"). */
  website?: string;
  /** The contract must show the licence or registration number. */
  numberRequired: boolean;
  /** The contract cannot be enforced against the owner without the number (CT, PA). */
  unenforceableWithout?: boolean;
  /** Plain words on who needs a licence ("for work over $10,000"). */
  note?: string;
  /** Applies only when this holds (e.g. roofing only). */
  when?: Condition;
}

/** Which contracts must be in writing. */
export interface WrittenContractLaw extends Cited {
  when: Condition;
  /** Plain words ("Home improvement contracts over $500 must be in writing."). */
  rule: string;
}

/** How business days are counted for a cancellation period. */
export interface BusinessDayCount {
  /** Saturdays are business days (the FTC rule, Florida). */
  saturdays: boolean;
  /**
   * Which holidays are not business days: the FTC rule's nine (16 C.F.R.
   * § 429.0) or every federal legal public holiday (5 U.S.C. § 6103).
   */
  holidays: 'ftc' | 'federal';
}

/** A right to cancel given by the state. */
export interface CancellationLaw extends Cited, BusinessDayCount {
  /** Business days to cancel (1 for Oregon's "end of the next business day"). */
  businessDays: number;
  /** Business days for a buyer 65 or older (CA 5, MD 7). */
  seniorBusinessDays?: number;
  /** Days after a declared disaster (CA 7). */
  disasterBusinessDays?: number;
  /** The right applies wherever the contract is signed, not only in a home solicitation (PA, OR). */
  whereverSigned?: boolean;
  /** The Notice of Cancellation is a form separate from the contract (MD). */
  separateForm?: boolean;
  /** No work may be performed until the period ends (OH). */
  noWorkDuringPeriod?: boolean;
  /** The right applies only when this holds (a minimum price, say). */
  when?: Condition;
  /** Plain words for the state page ("3 business days, counting Saturdays"). */
  rule: string;
}

/** The right to cancel an insurance-paid roofing or exterior contract after the insurer denies the claim. */
export interface InsuranceCancellationLaw extends Cited {
  /** "72 hours" or "5 business days" (after the insurer's written denial). */
  period: string;
  /** No advance payment may be taken during the period (KY). */
  noAdvancePayment?: boolean;
  /** The contractor may not pay or rebate the insurance deductible (CO, GA, IA, NE). */
  deductibleRebateBan?: boolean;
  /** The notice the contract carries, in the law's words where it prescribes them. */
  notice: string;
  conspicuous?: boolean;
}

/** The most the homeowner may pay before work begins. */
export type DepositCapLaw = Cited & {
  rule: string;
  /** Applies only to prices that meet this (price thresholds only: the cap is applied where only the price is known). */
  when?: Pick<Condition, 'overCents' | 'atLeastCents'>;
} & (
    | { kind: 'lesser-of'; fixedCents: number; percent: number }
    | { kind: 'fraction'; numerator: number; denominator: number }
    /** A share of the price plus the cost of special-order materials (PA), or the greater of the two (MA). */
    | { kind: 'fraction-or-special-order'; numerator: number; denominator: number; combine: 'plus' | 'greater' }
  );

/** A paragraph the state requires in one of the ordinary sections. */
export interface LawTerm extends Cited {
  id: string;
  section: Exclude<SectionId, 'notices' | 'signatures'>;
  text: string;
  /** Printed in bold capitals. */
  conspicuous?: boolean;
  when?: Condition;
}

/** A notice the law requires, printed in the contract's notices section. */
export interface LawNotice extends Cited {
  id: string;
  /** ALL CAPS, as the heading of the notice. */
  title: string;
  paragraphs: string[];
  /** The law prescribes this wording, and `paragraphs` reproduce it as enacted. */
  verbatim: boolean;
  /**
   * The law wants it conspicuous: printed in bold capitals, at least this point size. `keepCase`: the law
   * prescribes upper and lower case with bold "where appropriate" (Washington), so the wording keeps its own
   * capitals and only its ALL-CAPS sentences print in bold.
   */
  conspicuous?: { pointSize: number; keepCase?: boolean };
  /** Parties who sign or initial this notice on its own, apart from the contract. */
  signedBy?: Array<'homeowner' | 'provider'>;
  /** The law wants it delivered before the contract is signed. */
  beforeSigning?: boolean;
  when?: Condition;
}

/**
 * A document the law wants handed to the consumer as a document of its own,
 * apart from the contract (Illinois's "Home Repair: Know Your Consumer Rights"
 * pamphlet, 815 ILCS 513/20). HomePact delivers each one: shown in full on the
 * sign page before the signature form, attached to the invitation, and
 * printed after the contract in the executed PDF.
 */
export interface DeliverDocumentLaw extends Cited {
  id: string;
  /** The document's title as the law names it ("Home Repair: Know Your Consumer Rights"). */
  title: string;
  /** What the law calls it, for a sentence ("pamphlet", "brochure", "notice"). */
  kind: string;
  /** Why it is delivered, in plain words, naming the law ("Illinois law (815 ILCS 513/20) requires ..."). */
  reason: string;
  /** Printed in at least this point size (IL: 12). */
  minPointSize?: number;
  sections: DeliverSection[];
  /** What in the wording could not be confirmed (shown with the document, so a reader knows). */
  unconfirmed: string[];
  when?: Condition;
}

/** A part of a delivered document: a heading and its paragraphs. */
export interface DeliverSection extends Cited {
  /** ALL CAPS as the document prints it; null for an untitled opening. */
  heading: string | null;
  paragraphs: string[];
  /** The law prescribes this wording, and `paragraphs` reproduce it as enacted (as far as `confidence` says it was seen). */
  verbatim: boolean;
  when?: Condition;
}

/** A form field the state requires the contract to carry. */
export interface RequiredField extends Cited {
  field: keyof ContractForm;
  /** Why, in the Review step's words ("Maryland contracts must show the MHIC licence number."). */
  message: string;
  severity: 'warning' | 'info';
  when?: Condition;
}

/** Something electronic signing cannot do here, said plainly with what the parties must do instead. */
export interface ESignLimit extends Cited {
  id: string;
  message: string;
  when?: Condition;
}

export interface JurisdictionLaw {
  code: string;
  name: string;
  /** The research's overall confidence for the jurisdiction. */
  confidence: Confidence;
  /** The main statutes, for the state page's header. */
  statutes: string[];
  /** Two or three sentences in plain words for a homeowner and a contractor. */
  summary: string;
  licensing?: LicensingLaw;
  writtenContract?: WrittenContractLaw;
  cancellation?: CancellationLaw;
  insuranceCancellation?: InsuranceCancellationLaw;
  depositCap?: DepositCapLaw;
  terms: LawTerm[];
  notices: LawNotice[];
  requiredFields: RequiredField[];
  eSignLimits: ESignLimit[];
  /** Documents the state wants delivered to the consumer apart from the contract (a pamphlet, say). */
  deliver?: DeliverDocumentLaw[];
  /** What the research reports but could not confirm; shown as open, never encoded. */
  unconfirmed: string[];
}
