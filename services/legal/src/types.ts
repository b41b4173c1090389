import type { ContractDraft, ContractForm } from '@homepact/proto';

/** The contract's numbered sections, in the order they appear. */
export const SECTION_IDS = [
  'parties',
  'scope',
  'timeline',
  'payment',
  'materials',
  'licensing',
  'safety',
  'cleanup',
  'schedule',
  'warranties',
  'termination',
  'governing-law',
  'notices',
  'signatures',
] as const;
export type SectionId = (typeof SECTION_IDS)[number];

export interface ContractSection {
  number: number;
  id: SectionId;
  /** ALL CAPS, without the number ("PARTIES"). */
  heading: string;
  body: string;
}

/** Every notice or mandated clause the library can put into a contract. */
export type NoticeId =
  | 'not-legal-advice'
  | 'esign-consent'
  | 'ftc-cooling-off'
  | 'ftc-notice-of-cancellation'
  | 'ca-cslb'
  | 'ca-mechanics-lien-warning'
  | 'ca-change-orders'
  | 'ca-down-payment-cap'
  | 'ca-right-to-cancel'
  | 'ca-ueta-paper-notices'
  | 'tx-disclosure-statement'
  | 'tx-homestead-lien'
  | 'tx-homestead-important-notice'
  | 'tx-arbitration-conspicuous'
  | 'fl-construction-lien'
  | 'fl-recovery-fund'
  | 'fl-deposit-obligations'
  | 'ny-home-improvement-contract'
  | 'ny-mechanics-lien'
  | 'ny-deposit-escrow'
  | 'ny-esra'
  | 'il-written-contract'
  | 'il-consumer-rights'
  | 'il-arbitration-acceptance'
  // The data-driven states' ids: "<state code>-<rule>" ("md-mhic-notice").
  | (string & {});

export interface AssembledContract {
  title: string;
  sections: ContractSection[];
  /** The whole contract as plain text; headings are numbered and ALL CAPS ("1. PARTIES"). */
  text: string;
  /** Two-letter code of the property's state, or null when no state could be read from the draft. */
  stateCode: string | null;
  /** Ids of the notices included, in the order they appear. */
  notices: NoticeId[];
  /**
   * Passages the law wants conspicuous (at least 10-point bold). They already
   * appear in ALL CAPS in `text`; a renderer that can use bold type should.
   */
  conspicuous: string[];
}

export interface AssembleOptions {
  /** IANA time zone for the "prepared on" date; default UTC, so server and browser agree. */
  timeZone?: string;
  /**
   * The contract repairs damage from a declared disaster: California then gives
   * seven business days to cancel (Cal. Civ. Code § 1689.6, AB 2471).
   */
  declaredDisaster?: boolean;
}

export interface AssembleInput {
  form: ContractDraft;
  /** A scope of work to use instead of form.aiGeneratedScope (e.g. one just generated). */
  scope?: string;
  generatedAt: Date;
  options?: AssembleOptions;
}

export interface RuleWarning {
  id: string;
  severity: 'warning' | 'info';
  message: string;
  /** The statute or rule the check comes from. */
  source: string;
  field?: keyof ContractForm;
}
