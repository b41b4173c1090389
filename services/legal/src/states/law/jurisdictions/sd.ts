import type { JurisdictionLaw } from '../types.ts';

const DOOR_TO_DOOR = 'SDCL 37-24-5.3';
const ROOFING = 'SDCL 37-24-51';

export const SD: JurisdictionLaw = {
  code: 'SD',
  name: 'South Dakota',
  confidence: 'medium',
  statutes: ['SDCL 37-24-5.1 to 37-24-5.7 (door-to-door sales)', 'SDCL 37-24-51 (storm damage roofing)'],
  summary:
    'South Dakota has no statewide contractor licence (some cities license contractors) and no home improvement contract statute or deposit limit. A door-to-door sale may be cancelled until midnight of the third business day; the seller must say so in bold type next to the buyer’s signature and tell the buyer out loud. A storm damage roofing contract may be cancelled within 72 hours after signing or after the insurer denies coverage, and the contractor must give a bold statement of that right and a Notice of Cancellation form before the contract is signed.',
  cancellation: {
    businessDays: 3,
    saturdays: false,
    holidays: 'federal',
    when: { soldAtHome: true },
    rule: '3 business days (until midnight of the third business day) for a door-to-door sale; the seller gives a bold statement of the right, a Notice of Cancellation form in duplicate, and oral notice of the right.',
    source: 'SDCL 37-24-5.3, 37-24-5.4',
    confidence: 'medium',
  },
  insuranceCancellation: {
    period: '72 hours after signing, or 72 hours after being notified that the insurer has denied coverage in whole or in part',
    notice:
      'If this contract is for residential roofing goods and services to repair storm damage, the Homeowner may cancel it within 72 hours after signing it, or within 72 hours after being notified that the Homeowner’s property insurer has denied coverage for the claim in whole or in part, by written notice to the Provider at the address stated in this contract. A notice sent by mail takes effect when it is deposited in a mailbox, properly addressed and with postage prepaid. On cancellation the Homeowner pays only any reasonable documented restocking fee charged by the third-party supplier of the roofing materials and the agreed or reasonable cost of emergency repairs the Provider has already performed.',
    source: ROOFING,
    confidence: 'medium',
  },
  terms: [],
  notices: [
    // http://kirschenbaumesq.com/article/s-d-codified-laws-37-24-53-2006 ; https://lawserver.com/law/state/south-dakota/sd-laws/south_dakota_laws_37-24-5-3
    {
      id: 'sd-door-to-door-right-to-cancel',
      title: 'BUYER’S RIGHT TO CANCEL',
      verbatim: true,
      conspicuous: { pointSize: 10 },
      when: { soldAtHome: true },
      paragraphs: [
        'YOU, THE BUYER, MAY CANCEL THIS TRANSACTION AT ANY TIME PRIOR TO MIDNIGHT OF THE THIRD BUSINESS DAY AFTER THE DATE OF THIS TRANSACTION. SEE THE ATTACHED NOTICE OF CANCELLATION FORM FOR AN EXPLANATION OF THIS RIGHT.',
      ],
      source: DOOR_TO_DOOR,
      confidence: 'medium',
    },
    // https://instalawyer.io/laws/south-dakota-codified-laws/section-37-24-51-cancellation-of ; https://lawserver.com/law/state/south-dakota/sd-laws/south_dakota_laws_37-24-51
    {
      id: 'sd-roofing-right-to-cancel',
      title: 'RIGHT TO CANCEL THIS STORM DAMAGE ROOFING CONTRACT',
      verbatim: true,
      conspicuous: { pointSize: 10 },
      beforeSigning: true,
      when: { roofing: true },
      paragraphs: [
        'YOU MAY CANCEL THIS CONTRACT WITHIN SEVENTY-TWO HOURS AFTER YOU:',
        '(A) HAVE ENTERED INTO THE CONTRACT; OR',
        '(B) HAVE BEEN NOTIFIED THAT YOUR PROPERTY INSURANCE CARRIER HAS DENIED COVERAGE FOR YOUR CLAIM, IN WHOLE OR IN PART, TO PAY FOR THE GOODS AND SERVICES TO BE PROVIDED UNDER THIS CONTRACT.',
        'SEE ATTACHED NOTICE OF CANCELLATION FORM FOR AN EXPLANATION OF THIS RIGHT.',
      ],
      source: `${ROOFING}(1)`,
      confidence: 'medium',
    },
    {
      id: 'sd-roofing-notice-of-cancellation',
      title: 'NOTICE OF CANCELLATION (STORM DAMAGE ROOFING)',
      verbatim: false,
      beforeSigning: true,
      when: { roofing: true },
      paragraphs: [
        'Date of transaction: the date this contract is signed.',
        'You may cancel this contract within 72 hours after you sign it, or within 72 hours after your property insurance carrier notifies you that it has denied coverage for your claim, in whole or in part.',
        'To cancel, give written notice to {providerName} at {providerAddress}. A notice sent by mail takes effect when it is deposited in a mailbox, properly addressed and with postage prepaid. Any written statement that you do not wish to be bound by the contract is enough.',
        'If you cancel, you must pay any reasonable documented restocking fee charged by the third-party supplier of the roofing materials and the agreed or reasonable cost of any emergency repairs the contractor has already performed.',
      ],
      source: `${ROOFING}(2)`,
      confidence: 'medium',
    },
  ],
  requiredFields: [
    {
      field: 'providerAddress',
      when: { soldAtHome: true },
      message: 'South Dakota door-to-door sales contracts must show the seller’s name and address. Add the provider’s address.',
      severity: 'warning',
      source: DOOR_TO_DOOR,
      confidence: 'medium',
    },
    {
      field: 'providerAddress',
      when: { roofing: true },
      message:
        'South Dakota storm damage roofing contracts are cancelled by written notice to the contractor at the address stated in the contract. Add the provider’s address.',
      severity: 'warning',
      source: ROOFING,
      confidence: 'medium',
    },
  ],
  eSignLimits: [
    {
      id: 'sd-oral-notice',
      when: { soldAtHome: true },
      message:
        'South Dakota requires the seller to tell the buyer out loud, when the buyer signs, about the right to cancel a door-to-door sale. HomePact cannot give that oral notice: the provider must tell the homeowner before the homeowner signs.',
      source: `${DOOR_TO_DOOR}(2)`,
      confidence: 'medium',
    },
  ],
  unconfirmed: [
    'The full prescribed wording of the storm damage roofing NOTICE OF CANCELLATION form (SDCL 37-24-51(2)) was not found; the form above states what the law requires in plain words and should be replaced by the statutory text.',
    'Whether the federal Notice of Cancellation HomePact attaches satisfies the door-to-door form of SDCL 37-24-5.4 (see SDCL 37-24-5.7) was not checked.',
    'A secondary source reports a ban on roofers paying or rebating insurance deductibles (SDCL 58-33-66); not checked.',
  ],
};
