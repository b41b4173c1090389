import type { JurisdictionLaw } from '../types.ts';

const CONTRACT = 'Colo. Rev. Stat. § 6-22-103';
const RESCISSION = 'Colo. Rev. Stat. § 6-22-104';
const DEDUCTIBLE = 'Colo. Rev. Stat. § 6-22-105';

export const CO: JurisdictionLaw = {
  code: 'CO',
  name: 'Colorado',
  confidence: 'medium',
  statutes: ['Colo. Rev. Stat. §§ 6-22-101 to 6-22-105 (residential roofing)'],
  summary:
    'No general Colorado home improvement contract statute was found, and there is no statewide contractor licence (cities such as Denver and Colorado Springs license contractors; plumbers and electricians are licensed by the state). Residential roofing work needs a signed written contract before any work starts, with the roofer’s physical address, email, phone and insurers, a right to rescind and get the deposit back within 72 hours of signing, and a statement that the roofer cannot pay or rebate the insurance deductible. If insurance pays for the roof, the homeowner may also rescind within 72 hours after the insurer denies the claim in whole or in part.',
  writtenContract: {
    when: { roofing: true },
    rule: 'Before any roofing work on a residential property, the roofer must give the owner a written contract signed by both, stating the scope, materials, approximate dates and costs, the roofer’s contact details and insurers, and the cancellation and refund terms.',
    source: `${CONTRACT}(1)`,
    confidence: 'high',
  },
  insuranceCancellation: {
    period: '72 hours',
    deductibleRebateBan: true,
    notice:
      'If the roofing work is to be paid from the proceeds of a property and casualty insurance policy, the Homeowner may rescind this contract within 72 hours after receiving written notice from the insurer that the claim for the roofing work is denied in whole or in part. This right does not apply when the insurer denies a claim for supplemental roofing services that could not reasonably have been foreseen at the first inspection or when this contract was signed. The Homeowner may give notice of rescission electronically (effective when sent), by mail to the Provider’s physical address in this contract (effective when mailed, postage prepaid), or by personal delivery (effective when delivered). Within 10 days after rescission, the Provider will return the payments and deposits the Homeowner made, as Colo. Rev. Stat. § 6-22-104(2) provides. The Provider cannot pay, waive or rebate, or promise to pay, waive or rebate, any part of the insurance deductible.',
    source: `${RESCISSION}; ${DEDUCTIBLE}`,
    confidence: 'high',
  },
  terms: [
    {
      id: 'co-roofing-72-hour-rescission',
      section: 'termination',
      when: { roofing: true },
      text: 'The Homeowner may rescind this roofing contract within 72 hours after entering into it and receive a full refund of any deposit.',
      source: `${CONTRACT}(1)(f)(I)`,
      confidence: 'high',
    },
    {
      id: 'co-roofing-insurance-statements',
      section: 'payment',
      when: { roofing: true },
      text: 'If the Homeowner pays for the roofing work with the proceeds of a property and casualty insurance policy, the Homeowner may rescind this contract as Colo. Rev. Stat. § 6-22-104 provides: within 72 hours after receiving written notice that the insurer has denied the claim in whole or in part. If the Homeowner plans to pay for the roofing work with insurance proceeds, the Provider cannot pay, waive or rebate, or promise to pay, waive or rebate, all or part of any insurance deductible that applies to the claim.',
      source: `${CONTRACT}(1)(f)(II), (g); ${DEDUCTIBLE}`,
      confidence: 'high',
    },
  ],
  notices: [
    {
      id: 'co-roofing-payments-in-trust',
      title: 'NOTICE: PAYMENTS HELD IN TRUST',
      verbatim: false,
      // The statute wants this statement in bold face on the face of the contract; it names no type size.
      conspicuous: { pointSize: 10 },
      when: { roofing: true },
      paragraphs: [
        'THE PROVIDER WILL HOLD IN TRUST ANY PAYMENT FROM THE HOMEOWNER UNTIL THE PROVIDER HAS DELIVERED ROOFING MATERIALS TO THE JOB SITE OR HAS PERFORMED A MAJORITY OF THE ROOFING WORK ON THE PROPERTY.',
      ],
      source: `${CONTRACT}(2)`,
      confidence: 'medium',
    },
  ],
  requiredFields: [
    {
      field: 'providerAddress',
      when: { roofing: true },
      message: 'Colorado roofing contracts must give the roofer’s physical address. Add the provider’s street address.',
      severity: 'warning',
      source: `${CONTRACT}(1)(d)`,
      confidence: 'high',
    },
    {
      field: 'providerEmail',
      when: { roofing: true },
      message: 'Colorado roofing contracts must give the roofer’s email address. Add the provider’s email.',
      severity: 'warning',
      source: `${CONTRACT}(1)(d)`,
      confidence: 'high',
    },
    {
      field: 'providerPhone',
      when: { roofing: true },
      message: 'Colorado roofing contracts must give the roofer’s telephone number. Add the provider’s phone.',
      severity: 'warning',
      source: `${CONTRACT}(1)(d)`,
      confidence: 'high',
    },
    {
      field: 'insuranceDetails',
      when: { roofing: true },
      message:
        'Colorado roofing contracts must identify the roofer’s surety and liability insurer, with their contact information, where the roofer has them. Add the insurer and surety details.',
      severity: 'warning',
      source: `${CONTRACT}(1)(e)`,
      confidence: 'high',
    },
    {
      field: 'projectStartDate',
      when: { roofing: true },
      message: 'Colorado roofing contracts must state the approximate dates of service. Add the start date.',
      severity: 'warning',
      source: `${CONTRACT}(1)(b)`,
      confidence: 'high',
    },
    {
      field: 'projectEndDate',
      when: { roofing: true },
      message: 'Colorado roofing contracts must state the approximate dates of service. Add the end date.',
      severity: 'warning',
      source: `${CONTRACT}(1)(b)`,
      confidence: 'high',
    },
  ],
  eSignLimits: [],
  unconfirmed: [
    'The exact wording of the bold-face statement required on the face of a roofing contract (Colo. Rev. Stat. § 6-22-103(2)) was not found; secondary sources say it concerns holding the owner’s payments in trust until materials are delivered or most of the work is done, and the contract states that in plain words.',
    'A law-firm article says Colorado requires a deposit-refund clause in general remodeling contracts if work does not start within 15 days of the agreed date; no statute was found and it is not encoded.',
  ],
};
