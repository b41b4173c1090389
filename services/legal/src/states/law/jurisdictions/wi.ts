import type { JurisdictionLaw } from '../types.ts';

const CONTRACT = 'Wis. Admin. Code § ATCP 110.05';
const PERMITS = 'Wis. Admin. Code § ATCP 110.03';
const DELAYS = 'Wis. Admin. Code § ATCP 110.027';
const LIEN_NOTICE = 'Wis. Stat. § 779.02(2)(a)';

export const WI: JurisdictionLaw = {
  code: 'WI',
  name: 'Wisconsin',
  confidence: 'high',
  statutes: [
    'Wis. Admin. Code ch. ATCP 110 (§§ 110.02, 110.023, 110.025, 110.027, 110.03, 110.04, 110.05, 110.07)',
    'Wis. Stat. § 779.02(2)',
  ],
  summary:
    'Wisconsin’s Home Improvement Practices rules require a written contract, signed by everyone, whenever the contractor takes any payment before the work is finished or the sale began with the contractor’s own solicitation, and every change must be in writing too. The contract names the seller and the salesperson, describes the principal products by make, model and model year, and carries the construction lien notice in bold type; the contractor must tell the homeowner which permits the work needs and may not start before they are issued. Wisconsin has no general contractor licence, though a Dwelling Contractor credential is needed to pull permits for one- and two-family homes, and a homeowner hurt by a violation may sue for double damages.',
  writtenContract: {
    when: {},
    rule: 'A home improvement contract must be in writing and signed by all parties if the seller takes any payment before the work is completed, or if the sale began with the seller’s face-to-face solicitation away from its place of business or its mail, telephone or handbill solicitation; every change must also be in writing.',
    source: `${CONTRACT}(1)`,
    confidence: 'high',
  },
  terms: [
    {
      id: 'wi-changes-in-writing',
      section: 'scope',
      text: 'Every change to this contract, including any change to the work, the materials, the price or the dates, must be in writing.',
      source: `${CONTRACT}(1)`,
      confidence: 'high',
    },
    {
      id: 'wi-permits',
      section: 'licensing',
      text: 'Before this contract was signed, the Provider told the Homeowner of every building or construction permit the work requires. No work that requires a permit will begin until the permit has been issued, and the Provider will give the Homeowner copies of all inspection certificates required for the work before the Homeowner makes the final payment.',
      source: PERMITS,
      confidence: 'high',
    },
    {
      id: 'wi-delays',
      section: 'timeline',
      text: 'If the work will not start or be completed by a date in this contract, the Provider will notify the Homeowner of the delay. A date in this contract may be changed only with the Homeowner’s written agreement; an electronic record of that agreement is enough.',
      source: `${DELAYS}; Wis. Stat. § 137.15`,
      confidence: 'high',
    },
  ],
  notices: [
    // Statute text: https://docs.legis.wisconsin.gov/statutes/statutes/779/i/03 (seen up to "Claimant agrees to cooperate with the owne");
    // the rest of the last sentence was seen only in a public contract template reproducing the notice (see unconfirmed).
    {
      id: 'wi-lien-notice',
      title: 'NOTICE OF LIEN RIGHTS',
      verbatim: true,
      conspicuous: { pointSize: 8 },
      paragraphs: [
        'AS REQUIRED BY THE WISCONSIN CONSTRUCTION LIEN LAW, CLAIMANT HEREBY NOTIFIES OWNER THAT PERSONS OR COMPANIES PERFORMING, FURNISHING, OR PROCURING LABOR, SERVICES, MATERIALS, PLANS, OR SPECIFICATIONS FOR THE CONSTRUCTION ON OWNER’S LAND MAY HAVE LIEN RIGHTS ON OWNER’S LAND AND BUILDINGS IF NOT PAID. THOSE ENTITLED TO LIEN RIGHTS, IN ADDITION TO THE UNDERSIGNED CLAIMANT, ARE THOSE WHO CONTRACT DIRECTLY WITH THE OWNER OR THOSE WHO GIVE THE OWNER NOTICE WITHIN 60 DAYS AFTER THEY FIRST PERFORM, FURNISH, OR PROCURE LABOR, SERVICES, MATERIALS, PLANS, OR SPECIFICATIONS FOR THE CONSTRUCTION. ACCORDINGLY, OWNER PROBABLY WILL RECEIVE NOTICES FROM THOSE WHO PERFORM, FURNISH, OR PROCURE LABOR, SERVICES, MATERIALS, PLANS, OR SPECIFICATIONS FOR THE CONSTRUCTION, AND SHOULD GIVE A COPY OF EACH NOTICE RECEIVED TO THE MORTGAGE LENDER, IF ANY. CLAIMANT AGREES TO COOPERATE WITH THE OWNER AND THE OWNER’S LENDER, IF ANY, TO SEE THAT ALL POTENTIAL LIEN CLAIMANTS ARE DULY PAID.',
      ],
      source: LIEN_NOTICE,
      confidence: 'high',
    },
  ],
  requiredFields: [
    {
      field: 'providerAddress',
      message:
        'Wisconsin home improvement contracts must give the name and address of the seller and of the salesperson who sold the job. Add the provider’s address.',
      severity: 'warning',
      source: `${CONTRACT}(2)`,
      confidence: 'high',
    },
    {
      field: 'serviceDescription',
      message:
        'Wisconsin home improvement contracts must describe the work and the principal products and materials: the name, make, size, capacity, model and model year of the principal products, and the type, grade, quality, size and quantity of the principal materials. Add them to the description.',
      severity: 'warning',
      source: `${CONTRACT}(2)`,
      confidence: 'high',
    },
  ],
  eSignLimits: [],
  unconfirmed: [
    'The rest of the contract contents in ATCP 110.05(2) (start and completion dates, payment schedule, warranties, cancellation rights) was not fully seen; only the items above are encoded.',
    'The lien rules in ATCP 110.025, the warranty rules in ATCP 110.04 and the cancellation rules in ATCP 110.07 were not checked.',
    'The 3-day home solicitation right under ATCP 127 was not re-checked; only the federal 3-day right is applied.',
    'The right-to-cure notice for dwelling and remodeling contracts under Wis. Stat. § 895.07 was not seen and is not included.',
    'The final words of the lien notice (“… to see that all potential lien claimants are duly paid.”) were seen only in a secondary copy, not on the official statute page; check them against Wis. Stat. § 779.02(2)(a).',
  ],
};
