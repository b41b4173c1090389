import type { DeliverDocumentLaw, JurisdictionLaw } from '../types.ts';

const PAMPHLET = '815 ILCS 513/20';

/**
 * The pamphlet 815 ILCS 513/20(c) prescribes: "The pamphlet must be a separate document, in at least 12 point type,
 * and in legible ink. The pamphlet shall read as follows: ..." Where each part's wording was seen:
 * - the statute's own text (ilga.gov, 815 ILCS 513/20; P.A. 101-0264) up to "... protect yourself and": the title and
 *   the opening paragraph (its end, "minimize the possibility that a misunderstanding may occur", from the statute as
 *   quoted at attywilliamconnor.com/2016/05/16/construction-law-for-the-little-guy/);
 * - the warning signs (1)-(5), quoted from the statute on the same page; (6) and the ending of (5) from the Attorney
 *   General's printed pamphlet (02/14, reproduced at dokumen.tips and by the City of Rolling Meadows);
 * - "Contracts" (1)-(10): the Attorney General's pamphlet as a contractor reproduces it
 *   (petersonroofinginc.com/know-your-rights/), not compared with the statute's text;
 * - the basic terms of a contract: as reproduced at candsremodeling.com/contract-basic-terms/, not compared with the
 *   statute's text;
 * - the closing advice and the hotlines: the Attorney General's printed pamphlet (02/14).
 * So the parts below the opening are marked medium and not verbatim where the statute's own wording was not seen.
 */
const IL_PAMPHLET: DeliverDocumentLaw = {
  id: 'il-home-repair-pamphlet',
  title: 'Home Repair: Know Your Consumer Rights',
  kind: 'pamphlet',
  reason:
    'Illinois law (815 ILCS 513/20) requires the contractor to give the homeowner this pamphlet before a home repair and remodeling contract is signed; over $1,000 the homeowner also signs the Consumer Rights Acknowledgment Form in the contract.',
  minPointSize: 12,
  source: PAMPHLET,
  confidence: 'medium',
  sections: [
    {
      heading: 'HOME REPAIR: KNOW YOUR CONSUMER RIGHTS',
      paragraphs: [
        'As you plan for your home repair/improvement project, it is important to ask the right questions in order to protect your investment. The tips in this fact sheet should allow you to protect yourself and minimize the possibility that a misunderstanding may occur.',
      ],
      verbatim: true,
      source: `${PAMPHLET}(c)`,
      confidence: 'high',
    },
    {
      heading: 'AVOIDING HOME REPAIR FRAUD',
      paragraphs: [
        'Please use extreme caution when confronted with the following warning signs of a potential scam:',
        '(1) Door-to-door salespersons with no local connections who offer to do home repair work for substantially less than the market price.',
        '(2) Solicitations for repair work from a company that lists only a telephone number or a post-office box number to contact, particularly if it is an out-of-state company.',
        '(3) Contractors who fail to provide customer references when requested.',
        '(4) Persons offering to inspect your home for free. Do not admit anyone into your home unless he or she can present authentic identification establishing his or her business status. When in doubt, do not hesitate to call the worker’s employer to verify his or her identity.',
        '(5) Contractors demanding cash payment for a job or who ask you to make a check payable to a person other than the owner or company name.',
        '(6) Offers from a contractor to drive you to the bank to withdraw funds to pay for the work.',
      ],
      verbatim: true,
      source: `${PAMPHLET}(c)`,
      confidence: 'medium',
    },
    {
      heading: 'CONTRACTS',
      paragraphs: [
        '(1) Get all estimates in writing.',
        '(2) Do not be induced into signing a contract by high-pressure sales tactics.',
        '(3) Never sign a contract with blank spaces or one you do not fully understand. If you are financing the work through a loan, do not sign the contract until your financing has been approved.',
        '(4) Remember, you have 3 business days to cancel any contract if the sale is made at your home. The contractor cannot deprive you of this right by initiating work, selling your contract to a lender, or any other tactic.',
        '(5) If the contractor does business under a name other than the contractor’s real name, the business must either be incorporated or registered under the Assumed Business Name Act. Check with the Secretary of State to see if the business has registered under this Act.',
        '(6) Homeowners should check with local and county units of government to determine if permits or inspections are required.',
        '(7) Determine whether the contractor will guarantee his or her work and products. (These guarantees should be in writing.)',
        '(8) Determine whether the contractor has the proper insurance.',
        '(9) Do not sign a certificate of completion or make your final payment until the work is done to your satisfaction.',
        '(10) Remember, homeowners should know who provides supplies and labor for work performed on your home. Suppliers and subcontractors have a right to file a lien against your property if the general contractor fails to pay them. To protect your property, request lien waivers from the general contractor.',
      ],
      verbatim: false,
      source: `${PAMPHLET}(c) (the Attorney General’s pamphlet as published)`,
      confidence: 'medium',
    },
    {
      heading: 'BASIC TERMS TO BE INCLUDED IN A CONTRACT',
      paragraphs: [
        '(1) Contractor’s full name, address, and telephone number. Illinois law requires that persons selling home repair and improvement services provide their customers with notice of any change to their business name or address that comes about prior to the agreed dates for beginning or completing the work.',
        '(2) A description of the work to be performed.',
        '(3) Starting and estimated completion dates.',
        '(4) Total cost of work to be performed.',
        '(5) Schedule and method of payment, including down payment, subsequent payments, and final payment.',
        '(6) A provision stating the grounds for termination of the contract by either party. However, the homeowner must pay the contractor for work completed. If the contractor fails to commence or complete work within the contracted time period, the homeowner may cancel and may be entitled to a refund of any down payment or other payments made towards the work, upon written demand by certified mail.',
        'Keep a copy of the signed contract in a safe place for reference as needed.',
      ],
      verbatim: false,
      source: `${PAMPHLET}(c) (the Attorney General’s pamphlet as published)`,
      confidence: 'medium',
    },
    {
      heading: 'IF YOU THINK YOU HAVE BEEN DEFRAUDED',
      paragraphs: [
        'If you think you have been defrauded by a contractor or have any questions, please bring your concerns to the attention of your State’s Attorney or the Illinois Attorney General’s Office.',
        'Attorney General’s Consumer Fraud Hotlines: Chicago 1-800-386-5438 (TTY: 1-800-964-3013); Springfield 1-800-243-0618 (TTY: 1-877-844-5461); Carbondale 1-800-243-0607 (TTY: 1-877-675-9339). www.IllinoisAttorneyGeneral.gov',
      ],
      verbatim: false,
      source: `${PAMPHLET}(c) (the Attorney General’s pamphlet, printed 02/14)`,
      confidence: 'medium',
    },
    {
      heading: 'CONSUMER RIGHTS ACKNOWLEDGMENT FORM',
      when: { overCents: 100_000 },
      paragraphs: [
        '“I, the homeowner, have received from the contractor a copy of the pamphlet entitled ‘Home Repair: Know Your Consumer Rights.’”',
        'The homeowner and the contractor sign and date this acknowledgment in the contract (its Notices section), with the contractor’s business name and address; the executed contract the homeowner receives is her copy, kept with this pamphlet.',
      ],
      verbatim: false,
      source: `${PAMPHLET}(a)`,
      confidence: 'high',
    },
  ],
  unconfirmed: [
    'Only the title and the opening paragraph were read in the statute itself (815 ILCS 513/20(c)); the warning signs were read as the statute is quoted by a law firm, and the “Contracts”, “Basic terms” and closing parts as the Attorney General’s pamphlet is reproduced by others. Their exact statutory wording, and any change since, should be checked against 815 ILCS 513/20(c) and the Attorney General’s current pamphlet.',
    'The end of “Contracts” item (10) (“request lien waivers from the general contractor”) was seen cut off in its source; the hotline numbers are from the pamphlet printed in February 2014.',
  ],
};

// The written-contract rule, the Consumer Rights Acknowledgment and the separate arbitration and
// jury-waiver elections are written by hand in ../../illinois.ts; this record adds roofing licensing.
export const IL: JurisdictionLaw = {
  code: 'IL',
  name: 'Illinois',
  confidence: 'high',
  statutes: ['815 ILCS 513/15, 513/15.1, 513/20', '225 ILCS 335/5, 335/5.5'],
  summary:
    'Illinois home repair and remodeling work over $1,000 needs a written contract before work begins, and the homeowner signs a Consumer Rights Acknowledgment for the Attorney General’s pamphlet “Home Repair: Know Your Consumer Rights”. An arbitration clause or jury waiver binds the homeowner only if she accepts each one separately. Roofers are licensed by the state and put their licence number on every contract.',
  licensing: {
    agency: 'Illinois Department of Financial and Professional Regulation (roofing contractors)',
    numberRequired: true,
    when: { roofing: true },
    note: 'There is no statewide licence for general home repair contractors; roofers are licensed by the state, and many cities license contractors locally.',
    source: '225 ILCS 335/5(a)',
    confidence: 'high',
  },
  terms: [],
  notices: [],
  requiredFields: [
    {
      field: 'providerEmail',
      when: { roofing: true },
      message: 'An Illinois roofing contract must give the roofer’s e-mail address. Add the provider’s e-mail.',
      severity: 'warning',
      source: '225 ILCS 335/5.5',
      confidence: 'high',
    },
    {
      field: 'providerPhone',
      when: { roofing: true },
      message: 'An Illinois roofing contract must give the roofer’s telephone number. Add the provider’s phone.',
      severity: 'warning',
      source: '225 ILCS 335/5.5',
      confidence: 'high',
    },
  ],
  eSignLimits: [],
  deliver: [IL_PAMPHLET],
  unconfirmed: [
    'The Illinois home-solicitation cancellation period (815 ILCS 505/2B) was not re-checked; the federal 3 business days apply.',
    'The liability insurance amounts required by 815 ILCS 513/25 were not re-checked.',
  ],
};
