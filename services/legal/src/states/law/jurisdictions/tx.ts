import type { JurisdictionLaw } from '../types.ts';

// The homestead IMPORTANT NOTICE, the § 53.255 disclosure, the homestead lien and the conspicuous
// arbitration clause are written by hand in ../../texas.ts; this record adds the Chapter 27 notice and
// says plainly what e-signing cannot do for a homestead renovation lien.
const RCLA = 'Tex. Prop. Code § 27.007';

export const TX: JurisdictionLaw = {
  code: 'TX',
  name: 'Texas',
  confidence: 'high',
  statutes: ['Tex. Prop. Code §§ 41.007, 53.254, 53.255, 27.007', 'Tex. Bus. & Com. Code ch. 601', 'Tex. Const. art. XVI, § 50(a)(5)'],
  summary:
    'Texas has no statewide licence for general home-improvement contractors. A contract for improvements to a homestead carries the bold IMPORTANT NOTICE that the owner may lose ownership rights, the contractor must give the lien disclosure statement before the owner signs, and the contract carries the Chapter 27 construction-defect notice. A lien on a homestead for renovation cannot be created by e-signature: it must be signed at a lender’s, attorney’s or title company’s office.',
  cancellation: {
    businessDays: 3,
    saturdays: false,
    holidays: 'federal',
    when: { soldAtHome: true },
    rule: '3 business days for a consumer transaction solicited at the home (the bold statement next to the buyer’s signature and the cancellation form).',
    source: 'Tex. Bus. & Com. Code §§ 601.052-601.054',
    confidence: 'high',
  },
  terms: [],
  notices: [
    {
      id: 'tx-rcla-notice',
      title: 'NOTICE: CHAPTER 27 OF THE TEXAS PROPERTY CODE',
      verbatim: true,
      conspicuous: { pointSize: 10 },
      paragraphs: [
        'This contract is subject to Chapter 27 of the Texas Property Code. The provisions of that chapter may affect your right to recover damages arising from a construction defect. If you have a complaint concerning a construction defect and that defect has not been corrected as may be required by law or by contract, you must provide the notice required by Chapter 27 of the Texas Property Code to the contractor by certified mail, return receipt requested, not later than the 60th day before the date you file suit to recover damages in a court of law or initiate arbitration. The notice must refer to Chapter 27 of the Texas Property Code and must describe the construction defect. If requested by the contractor, you must provide the contractor an opportunity to inspect and cure the defect as provided by Section 27.004 of the Texas Property Code.',
      ],
      source: RCLA,
      confidence: 'high',
    },
  ],
  requiredFields: [],
  eSignLimits: [
    {
      id: 'tx-homestead-renovation-lien',
      when: { securedByHome: true },
      message:
        'This contract is secured by the home. In Texas a lien on a homestead for renovation or repair needs a written credit application at least 5 days before signing, a 3-day right to rescind, and signing at a lender’s, attorney’s or title company’s office. It cannot be created by signing electronically: sign the lien documents at one of those offices, or remove the security interest from this contract.',
      source: 'Tex. Const. art. XVI, § 50(a)(5)',
      confidence: 'medium',
    },
    {
      id: 'tx-homestead-spouse',
      message:
        'If the property is a homestead and the homeowner is married, the spouse must also sign for a lien to attach. HomePact collects two electronic signatures; the spouse signs the printed contract in the spouse’s block.',
      source: 'Tex. Prop. Code § 53.254',
      confidence: 'high',
    },
  ],
  unconfirmed: [
    '§ 41.007(a)(1)-(2) still refer to the abolished Texas Residential Construction Commission; those items are not encoded.',
    'Whether trade licence numbers must appear on the contract was not confirmed.',
  ],
};
