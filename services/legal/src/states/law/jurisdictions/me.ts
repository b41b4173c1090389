import type { JurisdictionLaw } from '../types.ts';

const CONTRACTS = '10 M.R.S. § 1487';
const OVER_3000 = { overCents: 300_000 };

export const ME: JurisdictionLaw = {
  code: 'ME',
  name: 'Maine',
  confidence: 'high',
  statutes: ['10 M.R.S. §§ 1486–1490 (Home Construction Contracts Act)'],
  summary:
    'Maine does not license home contractors, but any home construction or repair contract for more than $3,000 must be in writing, signed by both parties, and copied to both before any work starts. It must carry the statutory warranty, a choice of one of three ways to settle disputes, a down payment of no more than one third of the price and signed written change orders, with the Attorney General’s consumer information attached and a notice pointing to the Attorney General’s website.',
  writtenContract: {
    when: OVER_3000,
    rule: 'A home construction contract for more than $3,000 in materials or labor must be in writing and signed by the contractor and the homeowner, and each must receive a copy of the signed contract before any work is performed.',
    source: CONTRACTS,
    confidence: 'high',
  },
  depositCap: {
    kind: 'fraction',
    numerator: 1,
    denominator: 3,
    rule: 'In a home construction contract for more than $3,000, the initial down payment may not exceed one third of the total contract price.',
    when: { overCents: 300_000 },
    source: `${CONTRACTS}(5)`,
    confidence: 'high',
  },
  terms: [
    {
      id: 'me-copy-before-work',
      section: 'timeline',
      when: OVER_3000,
      text: 'The Provider and the Homeowner will each receive a copy of this contract, signed by both, before any work is performed.',
      source: CONTRACTS,
      confidence: 'high',
    },
    {
      id: 'me-estimated-dates',
      section: 'timeline',
      when: OVER_3000,
      text: 'The start date and completion date in this contract are the estimated date of commencement of the work and the estimated date of substantial completion. They may also be changed if the work cannot begin or end because of circumstances beyond the Provider’s control, including the job site not being ready or building materials being unavailable.',
      source: `${CONTRACTS}(3)`,
      confidence: 'high',
    },
    {
      id: 'me-contract-price',
      section: 'payment',
      when: OVER_3000,
      text: 'The total contract price includes all costs to be incurred in the proper performance of the work.',
      source: `${CONTRACTS}(4)`,
      confidence: 'high',
    },
    {
      id: 'me-change-orders',
      section: 'scope',
      when: OVER_3000,
      text: 'Any change in the work or materials that changes the contract price must be made by a written change order signed by both the Provider and the Homeowner, stating the previous contract price, the revised contract price, and every change to the original contract that resulted in the change of price.',
      source: CONTRACTS,
      confidence: 'high',
    },
    // The statute prescribes this warranty statement word for word (“a warranty statement which reads:”).
    {
      id: 'me-statutory-warranty',
      section: 'warranties',
      when: OVER_3000,
      text: 'In addition to any additional warranties agreed to by the parties, the contractor warrants that the work will be free from faulty materials; constructed according to the standards of the building code applicable for this location; constructed in a skillful manner and fit for habitation or appropriate use. The warranty rights and remedies set forth in the Maine Uniform Commercial Code apply to this contract.',
      source: `${CONTRACTS}(7)`,
      confidence: 'high',
    },
    // The statement must “at a minimum” give this information. Its current wording was reconstructed by the research
    // from the 2009 amending act (http://www.mainelegislature.org/ros/LOM/LOM124th/124R1/PUBLIC173.asp) and not checked
    // against the current statute, so the clause gives the information in near-statutory words.
    {
      id: 'me-dispute-resolution',
      section: 'termination',
      when: OVER_3000,
      text: 'If a dispute arises concerning the provisions of this contract or the performance by the parties that may not be resolved through a small claims action, then the parties agree to settle this dispute by jointly paying for one of the following (check only one): (1) binding arbitration under the Maine Uniform Arbitration Act, in which the parties agree to accept as final the arbitrator’s decision ( ); (2) nonbinding arbitration, with the parties free to reject the arbitrator’s decision and to seek a solution through other means, including a lawsuit ( ); or (3) mediation, in which the parties negotiate through a neutral mediator in an effort to resolve their differences in advance of filing a lawsuit ( ). For such a dispute, the method checked here governs over any other dispute resolution method in this contract.',
      source: `${CONTRACTS}(8)`,
      confidence: 'medium',
    },
  ],
  notices: [
    // The statute requires “a clear and conspicuous notice that states that consumers are strongly advised to visit the
    // Attorney General's publicly accessible website to gather current information on how to enforce their rights when
    // constructing or repairing their homes, as well as the Attorney General's publicly accessible website address and
    // telephone number” (quoted at http://www.maine.gov/ag/news/article.shtml?id=48463). The website and the Consumer
    // Protection Division’s number are from https://www11.maine.gov/ag/consumer/housing/home_construction.shtml. No type
    // size is named; 10 points is used.
    {
      id: 'me-attorney-general-notice',
      title: 'NOTICE: MAINE ATTORNEY GENERAL CONSUMER INFORMATION',
      verbatim: false,
      conspicuous: { pointSize: 10 },
      when: OVER_3000,
      paragraphs: [
        'CONSUMERS ARE STRONGLY ADVISED TO VISIT THE MAINE ATTORNEY GENERAL’S PUBLICLY ACCESSIBLE WEBSITE TO GATHER CURRENT INFORMATION ON HOW TO ENFORCE THEIR RIGHTS WHEN CONSTRUCTING OR REPAIRING THEIR HOMES.',
        'MAINE ATTORNEY GENERAL: WWW.MAINE.GOV/AG. CONSUMER PROTECTION DIVISION TELEPHONE: 1-800-436-2131.',
      ],
      source: CONTRACTS,
      confidence: 'high',
    },
    {
      id: 'me-attorney-general-addendum',
      title: 'ADDENDUM: ATTORNEY GENERAL’S HOME CONSTRUCTION INFORMATION',
      verbatim: false,
      when: OVER_3000,
      paragraphs: [
        'The Maine Attorney General’s consumer protection information on home construction and repair (the “Maine Attorney General Home Construction Warning”) is attached to this contract as an addendum and forms part of it. The current version is published at www.maine.gov/ag/consumer/housing/home_construction.shtml.',
      ],
      source: CONTRACTS,
      confidence: 'high',
    },
  ],
  requiredFields: [
    {
      field: 'providerAddress',
      when: OVER_3000,
      message: 'Maine home construction contracts over $3,000 must show the contractor’s address. Add the provider’s address.',
      severity: 'warning',
      source: `${CONTRACTS}(1)`,
      confidence: 'high',
    },
    {
      field: 'providerPhone',
      when: OVER_3000,
      message: 'Maine home construction contracts over $3,000 must show the contractor’s phone number. Add the provider’s phone.',
      severity: 'warning',
      source: `${CONTRACTS}(1)`,
      confidence: 'high',
    },
    {
      field: 'projectStartDate',
      when: OVER_3000,
      message: 'Maine home construction contracts over $3,000 must state the estimated date the work will begin. Add the start date.',
      severity: 'warning',
      source: `${CONTRACTS}(3)`,
      confidence: 'high',
    },
    {
      field: 'projectEndDate',
      when: OVER_3000,
      message:
        'Maine home construction contracts over $3,000 must state the estimated date the work will be substantially completed. Add the end date.',
      severity: 'warning',
      source: `${CONTRACTS}(3)`,
      confidence: 'high',
    },
  ],
  eSignLimits: [
    {
      id: 'me-attach-attorney-general-addendum',
      when: OVER_3000,
      message:
        'Maine requires the Attorney General’s consumer information on home construction to be attached to the contract as an addendum. HomePact does not attach it: the provider must attach the current version from www.maine.gov/ag/consumer/housing/home_construction.shtml before the homeowner signs.',
      source: CONTRACTS,
      confidence: 'high',
    },
    {
      id: 'me-dispute-method-choice',
      when: OVER_3000,
      message:
        'Maine’s dispute-resolution statement has the parties check one of three methods. HomePact prints the choices but cannot record the check: the parties must agree on one and mark its box in the contract text (in the Edit step) before signing.',
      source: `${CONTRACTS}(8)`,
      confidence: 'high',
    },
  ],
  unconfirmed: [
    'The exact current wording of the dispute-resolution statement (10 M.R.S. § 1487(8), as amended by P.L. 2009, c. 173) was reconstructed from the amending act and not checked against the current statute; the clause gives the required information in near-statutory words.',
    'The parties may be able to agree in writing to exempt the contract from the one-third down-payment limit and other requirements (10 M.R.S. § 1488; the Attorney General says only if the contractor specifically informs the homeowner of these rights); the statute’s wording was not seen, so no waiver is offered.',
    'The energy-efficiency and insulation disclosures § 1487 requires where applicable were not researched and are not encoded.',
    'Maine’s door-to-door sales law (32 M.R.S. § 4661 et seq.) was not checked; only the federal 3-day right is applied.',
  ],
};
