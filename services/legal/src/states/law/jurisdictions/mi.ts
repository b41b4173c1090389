import type { JurisdictionLaw } from '../types.ts';

const CANCEL = 'Mich. Comp. Laws § 445.112';
const FINANCE = 'Mich. Comp. Laws § 445.1202';

export const MI: JurisdictionLaw = {
  code: 'MI',
  name: 'Michigan',
  confidence: 'medium',
  statutes: [
    'Mich. Comp. Laws §§ 339.2401 et seq. (Occupational Code art. 24)',
    'Mich. Comp. Laws §§ 445.111–445.117 (Home Solicitation Sales Act)',
    'Mich. Comp. Laws § 445.1101 et seq. (Home Improvement Finance Act)',
  ],
  summary:
    'Residential builders and maintenance and alteration contractors in Michigan are licensed by the Department of Licensing and Regulatory Affairs. A sale made at the home may be cancelled until midnight of the third business day, and the seller may not send a courier to collect payment during that time. A home improvement installment (financed) contract must carry the statutory Notice to Buyer, which lets the buyer rescind until 5 p.m. on the next business day.',
  licensing: {
    agency: 'Michigan Department of Licensing and Regulatory Affairs (LARA)',
    numberRequired: false,
    note: 'Residential Builder or Maintenance & Alteration Contractor licence for residential work of $600 or more.',
    source: 'Mich. Comp. Laws § 339.2401 et seq.',
    confidence: 'medium',
  },
  cancellation: {
    businessDays: 3,
    saturdays: false,
    holidays: 'federal',
    when: { soldAtHome: true },
    rule: 'A home solicitation sale may be cancelled until midnight of the third business day after the buyer signs; the seller may not have a courier or other third party collect the buyer’s payment at the home during that period. An emergency waiver needs a separate, dated statement in the buyer’s own handwriting.',
    source: CANCEL,
    confidence: 'medium',
  },
  terms: [
    {
      id: 'mi-no-courier-payment',
      section: 'payment',
      when: { soldAtHome: true },
      text: 'Until the Homeowner’s right to cancel this home solicitation sale has expired, the Provider will not have an independent courier service or any other third party pick up the Homeowner’s payment at the Homeowner’s residence.',
      source: `${CANCEL}(1)`,
      confidence: 'medium',
    },
  ],
  notices: [
    // https://legislature.mi.gov/Home/RenderDoc?objectName=mcl-332-1965-2
    // The words "home improvement installment contract" must be in 10-point bold at the top of the
    // contract or directly above the buyer’s signature; the notice itself in at least 8-point bold.
    {
      id: 'mi-installment-notice-to-buyer',
      title: 'HOME IMPROVEMENT INSTALLMENT CONTRACT: NOTICE TO BUYER',
      verbatim: true,
      conspicuous: { pointSize: 10 },
      when: { securedByHome: true },
      paragraphs: [
        'NOTICE TO BUYER: (1) DO NOT SIGN THIS CONTRACT BEFORE YOU READ IT. (2) YOU ARE ENTITLED TO A COMPLETELY FILLED-IN COPY OF THIS CONTRACT. (3) UNDER THE LAW, YOU HAVE THE RIGHT TO PAY OFF IN ADVANCE THE FULL AMOUNT DUE AND, UNDER CERTAIN CONDITIONS, TO OBTAIN A PARTIAL REFUND OF THE FINANCE CHARGE.',
        '(4) YOU MAY RESCIND OR CANCEL THIS CONTRACT, NOT LATER THAN 5 P.M. ON THE BUSINESS DAY FOLLOWING THE DATE THEREOF BY GIVING WRITTEN NOTICE OF RESCISSION TO THE CONTRACTOR OR HIS AGENT AT HIS PLACE OF BUSINESS GIVEN IN THE CONTRACT OR BY MAILING THE NOTICE OR CANCELLATION TO THE CONTRACTOR TO HIS PLACE OF BUSINESS GIVEN IN THE CONTRACT BY DEPOSITING A PROPERLY ADDRESSED CERTIFIED LETTER IN A UNITED STATES POST OFFICE OR MAIL BOX, BUT IF YOU RESCIND AFTER 5 P.M. ON THE BUSINESS DAY FOLLOWING, YOU ARE STILL ENTITLED TO OFFER DEFENSES IN MITIGATION OF DAMAGES AND TO PURSUE ANY RIGHTS OF ACTION OR DEFENSES THAT ARISE OUT OF THE TRANSACTION.',
      ],
      source: FINANCE,
      confidence: 'high',
    },
  ],
  requiredFields: [
    {
      field: 'providerAddress',
      when: { securedByHome: true },
      message:
        'Michigan home improvement installment contracts let the buyer rescind at the contractor’s place of business given in the contract. Add the provider’s business address.',
      severity: 'warning',
      source: FINANCE,
      confidence: 'high',
    },
  ],
  eSignLimits: [
    {
      id: 'mi-emergency-waiver',
      when: { soldAtHome: true },
      message:
        'A buyer may give up the 3-day right to cancel for an emergency only with a separate, dated and signed statement in the buyer’s own handwriting that describes the emergency and waives the right. HomePact cannot capture a handwritten statement: the homeowner must write and sign it on paper and give it to the provider.',
      source: `${CANCEL}(5)`,
      confidence: 'medium',
    },
    {
      id: 'mi-installment-rescission-delivery',
      when: { securedByHome: true },
      message:
        'Under a Michigan home improvement installment contract the buyer rescinds by written notice delivered to the contractor’s place of business or sent there by certified letter. An email or an electronic click may not meet the statute: the homeowner should deliver or post the notice as the Notice to Buyer says.',
      source: FINANCE,
      confidence: 'high',
    },
  ],
  unconfirmed: [
    'Mich. Comp. Laws § 339.2408 (written contract or work order for residential work over $600, showing total cost, any estimate charge and the business name and street address) and the LARA “Home Repair and Remodeling” pamphlet: enactment of SB 1273 (2006) was inferred, not confirmed.',
    'Whether the contract must show the LARA licence number: claimed by a forms vendor, not found in the statute.',
  ],
};
