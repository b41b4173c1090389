/**
 * Consent to electronic records and signatures. ESIGN § 101(c) lets a record
 * the law requires "in writing" reach a consumer electronically only after
 * this disclosure and the consumer's consent.
 */
import type { ContractFacts } from '../facts.ts';
import { text } from '../facts.ts';
import { CA_SOURCES } from '../states/california.ts';
import { NY_SOURCES } from '../states/new-york.ts';
import { withSource } from '../text.ts';

export const ESIGN_SOURCES = {
  consent: '15 U.S.C. § 7001(c)',
  voluntary: '15 U.S.C. § 7001(b)(2)',
  retention: '15 U.S.C. § 7001(e)',
  signature: '15 U.S.C. § 7006(5)',
} as const;

export function esignConsentParagraphs(facts: ContractFacts): string[] {
  const form = facts.form;
  const providerEmail = text(form.providerEmail);
  const homeownerEmail = text(form.homeownerEmail);
  const writeTo = providerEmail
    ? `by e-mail to the Provider at ${providerEmail}`
    : 'by writing to the Provider at the contact details in Section 1';
  return [
    withSource(
      'The parties may sign this contract electronically. Using electronic records and signatures is optional: either party may instead ask for a paper copy to sign by hand. Before the Homeowner consents, the Homeowner is told the following.',
      ESIGN_SOURCES.voluntary,
    ),
    [
      `- Paper copies: the Homeowner may ask for a paper copy of this contract and of any notice in it at any time, free of charge, ${writeTo}.`,
      `- Withdrawing consent: the Homeowner may withdraw consent to electronic records at any time, free of charge, ${writeTo}. Withdrawal does not affect records signed before it; later notices will then be given on paper.`,
      '- What the consent covers: this contract, the notices it contains (including any notice of cancellation), change orders, notices of termination, and the signed copies of all of them.',
      `- Updating contact details: each party will tell the other of a new e-mail address or telephone number by e-mail${homeownerEmail ? ` (the Homeowner's current address is ${homeownerEmail})` : ''}.`,
      '- Hardware and software: a computer, tablet or phone with a current web browser, a program that opens PDF files, an e-mail account, and a printer or storage space to keep copies.',
      '- Access: by ticking the consent box on the page that shows this contract, the Homeowner confirms being able to open and read it electronically.',
    ].join('\n'),
    withSource(
      'Each party signs by typing its full name as this contract names it, adopting a signature (its name set in a script style, or drawn by hand) and pressing the button labelled to sign, intending that to be its signature. The signing record keeps the e-mail address used, the time, and the device details as evidence of who signed. Each party receives the signed contract as a PDF by e-mail and may download it again later.',
      `${ESIGN_SOURCES.consent}; ${ESIGN_SOURCES.signature}; ${ESIGN_SOURCES.retention}`,
    ),
  ];
}

/** California's UETA leaves home-solicitation cancellation notices out of electronic form. */
export function californiaPaperNotice(): string {
  return withSource(
    "California's electronic transactions law does not apply to the home-solicitation cancellation notices. The Provider will give the Homeowner the Notice of Cancellation forms on paper, and this contract should be reviewed before it is treated as fully electronic.",
    CA_SOURCES.ueta,
  );
}

/** New York has no UETA; its own statute gives e-signatures the effect of handwritten ones. */
export function newYorkEsraNotice(): string {
  return withSource(
    "Under New York's Electronic Signatures and Records Act, an electronic signature has the same validity and effect as a handwritten one.",
    NY_SOURCES.esra,
  );
}
