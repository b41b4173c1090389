import type { JurisdictionLaw } from '../types.ts';

const CONTRACT = 'N.J. Stat. Ann. § 56:8-151';
const REGS = 'N.J. Admin. Code § 13:45A-16.2';
const REGISTRATION = 'N.J. Stat. Ann. §§ 56:8-136 to 56:8-152';

export const NJ: JurisdictionLaw = {
  code: 'NJ',
  name: 'New Jersey',
  confidence: 'medium',
  statutes: [
    'N.J. Stat. Ann. §§ 56:8-136 to 56:8-152 (Contractors’ Registration Act)',
    'N.J. Admin. Code §§ 13:45A-16.1 to 16.2',
    'N.J. Admin. Code § 13:45A-17',
  ],
  summary:
    'Home improvement contractors in New Jersey register with the Division of Consumer Affairs, and every home improvement contract over $500 must be in writing, show the registration number and attach a certificate of the contractor’s liability insurance. The homeowner may cancel until midnight of the third business day after receiving a copy of the contract, by registered or certified mail or by hand delivery, and must be refunded within 30 days.',
  licensing: {
    agency: 'New Jersey Division of Consumer Affairs',
    numberRequired: true,
    note: 'Home improvement contractors register with the Division; the registration number (NJHIC#) goes on contracts, advertisements, vehicles and business documents, and municipalities may not issue permits to unregistered contractors.',
    source: REGISTRATION,
    confidence: 'medium',
  },
  writtenContract: {
    when: { overCents: 50_000 },
    rule: 'Home improvement contracts over $500, and every change to their terms, must be in writing and signed by all parties.',
    source: `${CONTRACT}(a)`,
    confidence: 'medium',
  },
  cancellation: {
    businessDays: 3,
    saturdays: false,
    holidays: 'federal',
    when: { overCents: 50_000 },
    rule: 'Until midnight of the third business day after the homeowner receives a copy of the contract, by a signed and dated written notice sent by registered or certified mail (return receipt requested) or delivered in person; the refund is due within 30 days of the contractor’s receipt of the notice.',
    source: `${CONTRACT}(b)`,
    confidence: 'medium',
  },
  terms: [
    {
      id: 'nj-insurance-certificate',
      section: 'licensing',
      when: { overCents: 50_000 },
      text: 'A copy of the Provider’s certificate of commercial general liability insurance, showing the insurer’s telephone number, is attached to this contract.',
      source: `${CONTRACT}(a); ${REGS}`,
      confidence: 'medium',
    },
    {
      id: 'nj-changes-in-writing',
      section: 'scope',
      when: { overCents: 50_000 },
      text: 'Any change to the terms and conditions of this contract must be in writing and signed by the Homeowner and the Provider.',
      source: `${CONTRACT}(a)`,
      confidence: 'medium',
    },
  ],
  notices: [
    // Statutory text as reprinted at http://www.brickchamber.com/localbusiness/putthedeal
    // (also http://www.newjerseyhomebuilders.net/contractor-requirements-nj.htm).
    {
      id: 'nj-notice-to-consumer',
      title: 'NOTICE TO CONSUMER',
      verbatim: true,
      conspicuous: { pointSize: 10 },
      when: { overCents: 50_000 },
      paragraphs: [
        'YOU MAY CANCEL THIS CONTRACT AT ANY TIME BEFORE MIDNIGHT OF THE THIRD BUSINESS DAY AFTER RECEIVING A COPY OF THIS CONTRACT. IF YOU WISH TO CANCEL THIS CONTRACT, YOU MUST EITHER:',
        '1. SEND A SIGNED AND DATED WRITTEN NOTICE OF CANCELLATION BY REGISTERED OR CERTIFIED MAIL, RETURN RECEIPT REQUESTED; OR',
        '2. PERSONALLY DELIVER A SIGNED AND DATED WRITTEN NOTICE OF CANCELLATION TO:',
        '{providerBusinessName}, {providerAddress}, {providerPhone}',
        'IF YOU CANCEL THIS CONTRACT WITHIN THE THREE-DAY PERIOD, YOU ARE ENTITLED TO A FULL REFUND OF YOUR MONEY. REFUNDS MUST BE MADE WITHIN 30 DAYS OF THE CONTRACTOR’S RECEIPT OF THE CANCELLATION NOTICE.',
      ],
      source: `${CONTRACT}(b)`,
      confidence: 'medium',
    },
  ],
  requiredFields: [
    {
      field: 'providerLicense',
      when: { overCents: 50_000 },
      message:
        'New Jersey home improvement contracts must show the contractor’s registration number (NJHIC#). Add the provider’s registration number.',
      severity: 'warning',
      source: `${CONTRACT}(a)`,
      confidence: 'medium',
    },
    {
      field: 'providerAddress',
      when: { overCents: 50_000 },
      message:
        'New Jersey home improvement contracts must show the contractor’s business address, where the homeowner delivers a cancellation. Add the provider’s business address.',
      severity: 'warning',
      source: `${CONTRACT}(a)`,
      confidence: 'medium',
    },
    {
      field: 'providerBusinessName',
      when: { overCents: 50_000 },
      message:
        'New Jersey home improvement contracts must show the contractor’s legal business name. Add the provider’s business name if the provider trades as a business.',
      severity: 'info',
      source: `${CONTRACT}(a)`,
      confidence: 'medium',
    },
    {
      field: 'projectStartDate',
      when: { overCents: 50_000 },
      message: 'New Jersey home improvement contracts must state the dates the work will start and be completed. Add the start date.',
      severity: 'warning',
      source: `${CONTRACT}(a)`,
      confidence: 'medium',
    },
    {
      field: 'projectEndDate',
      when: { overCents: 50_000 },
      message: 'New Jersey home improvement contracts must state the dates the work will start and be completed. Add the end date.',
      severity: 'warning',
      source: `${CONTRACT}(a)`,
      confidence: 'medium',
    },
    {
      field: 'insuranceDetails',
      when: { overCents: 50_000 },
      message:
        'New Jersey home improvement contracts must attach a copy of the contractor’s certificate of commercial general liability insurance, with the insurer’s telephone number. Add the insurer and its phone number, and attach the certificate.',
      severity: 'warning',
      source: `${CONTRACT}(a)`,
      confidence: 'medium',
    },
  ],
  eSignLimits: [
    {
      id: 'nj-cancellation-delivery',
      when: { overCents: 50_000 },
      message:
        'New Jersey’s cancellation must be a signed and dated written notice sent by registered or certified mail, return receipt requested, or delivered in person. An email or an electronic click does not meet the statute: the homeowner should mail or hand-deliver the notice.',
      source: `${CONTRACT}(b)`,
      confidence: 'medium',
    },
  ],
  unconfirmed: [
    'A county consumer-affairs office also lists the Division of Consumer Affairs’ phone number and the total price on the front page as required contract items; the number is reported inconsistently (888-656-2225 there, 1-888-656-6225 in a Division notice to contractors), so neither item is encoded.',
    'The text of the NOTICE TO CONSUMER comes from practitioners’ reprints of N.J. Stat. Ann. § 56:8-151(b), not from the official statute.',
    'Pending bills, not law: A551 (2024–2025) would allow 5 business days to cancel; S3572 (2026) would allow 5 business days for consumers 65 or older.',
    'A 2025 bill’s text of § 56:8-151 refers to home improvement contractors licensed under P.L.2023, c.237; whether licensing has replaced or added to registration was not checked.',
  ],
};
