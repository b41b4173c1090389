import { documentsToDeliver } from '@homepact/legal';
import type { ContractRecord } from '@homepact/proto';
import type { SigningInfo } from './parties';

export const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789';

export const CONTRACT_TEXT = [
  'HOME SERVICE CONTRACT',
  'Kitchen faucet at 12 Elm Street, Austin',
  '',
  '1. PARTIES',
  'Homeowner: Hana Owens',
  'Provider: Ace Plumbing',
  '',
  '2. SCOPE OF WORK',
  'Replace the kitchen faucet and supply lines.',
  'What happens next:',
  '- We sign.',
  '',
  'I HEREBY CANCEL THIS TRANSACTION.',
  '',
  '3. SIGNATURES',
  'HOMEOWNER',
  'Signature: ______________________________',
  'Name: Hana Owens',
  'Date: ________________',
  '',
  'SERVICE PROVIDER',
  'Signature: ______________________________',
  'Name: Ace Plumbing',
  'Date: ________________',
  '',
].join('\n');

export function record(overrides: Partial<ContractRecord> = {}): ContractRecord {
  return {
    id: 'c1',
    serviceType: 'Kitchen faucet',
    providerName: 'Ace Plumbing',
    createdAt: '2025-01-05T12:00:00Z',
    updatedAt: '2025-01-05T12:00:00Z',
    status: 'pending_signatures',
    workflowStage: 'sent_for_signature',
    totalAmount: '1500.00',
    homeownerFirstName: 'Hana',
    homeownerLastName: 'Owens',
    createdBy: 'u1',
    serviceDescription: 'Replace the kitchen faucet and supply lines.',
    homeownerEmail: 'hana@example.com',
    homeownerPhone: '5551234567',
    homeownerAddress: '12 Elm Street, Austin',
    homeownerState: 'TX',
    providerEmail: 'ace@example.com',
    providerPhone: '5559876543',
    providerAddress: null,
    providerLicense: 'PL-1234',
    hasInsurance: false,
    hasBonding: false,
    insuranceDetails: null,
    projectStartDate: '2026-09-01',
    projectEndDate: '2026-09-05',
    paymentSchedule: 'completion',
    paymentTerms: 'Paid in full on completion.',
    contractData: {},
    finalContract: CONTRACT_TEXT,
    editedContractContent: null,
    aiGeneratedScope: null,
    homeownerSignedAt: null,
    providerSignedAt: null,
    homeownerSignature: null,
    providerSignature: null,
    invitesSent: true,
    lastInviteSentAt: '2025-01-05T12:00:00Z',
    ...overrides,
  };
}

export function signingInfo(
  overrides: {
    homeownerSignedAt?: string | null;
    providerSignedAt?: string | null;
    yourRole?: SigningInfo['yourRole'];
    youManage?: boolean;
    elections?: SigningInfo['elections'];
    acknowledgments?: SigningInfo['acknowledgments'];
    homeownerElections?: SigningInfo['parties']['homeowner']['elections'];
    disclosures?: SigningInfo['disclosures'];
    homeownerDisclosures?: SigningInfo['parties']['homeowner']['disclosures'];
    deliver?: SigningInfo['deliver'];
  } = {},
): SigningInfo {
  const h = overrides.homeownerSignedAt ?? null;
  const p = overrides.providerSignedAt ?? null;
  return {
    disclosure: {
      version: 'esign-test-1',
      text: 'Consent to use electronic records and signatures\n\nYou may ask for paper.\n\nYou may withdraw.',
    },
    parties: {
      homeowner: {
        name: 'Hana Owens',
        email: 'hana@example.com',
        signed: Boolean(h),
        signedAt: h,
        signature: h ? { kind: 'typed', text: 'Hana Owens', font: 'Caveat', image: null } : null,
        elections: overrides.homeownerElections ?? [],
        disclosures: overrides.homeownerDisclosures ?? [],
      },
      provider: {
        name: 'Ace Plumbing',
        email: 'ace@example.com',
        signed: Boolean(p),
        signedAt: p,
        signature: p ? { kind: 'drawn', text: null, font: null, image: 'data:image/png;base64,iVBORw0KGgo=' } : null,
        elections: [],
        disclosures: [],
      },
    },
    yourRole: overrides.yourRole ?? null,
    youManage: overrides.youManage ?? false,
    textSha256: 'a'.repeat(64),
    elections: overrides.elections ?? [],
    acknowledgments: overrides.acknowledgments ?? [],
    disclosures: overrides.disclosures ?? [],
    deliver: overrides.deliver ?? [],
  };
}

/** What signing-info gives for an Illinois contract over $1,000: the pamphlet of 815 ILCS 513/20, from the law record. */
export const IL_DELIVER: SigningInfo['deliver'] = documentsToDeliver({
  homeownerState: 'IL',
  governingLaw: 'Illinois',
  totalAmount: '12500',
});

/** The Illinois elections and acknowledgment lines as signing-info lists them for an IL contract with arbitration. */
export const IL_ELECTIONS: SigningInfo['elections'] = [
  {
    id: 'binding-arbitration-clause',
    label: 'Binding arbitration clause',
    help: 'Illinois law gives the Homeowner the choice to accept or reject the binding arbitration clause and the jury-trial waiver, each separately, before signing.',
  },
  {
    id: 'waiver-of-trial-by-jury',
    label: 'Waiver of trial by jury',
    help: 'Illinois law gives the Homeowner the choice to accept or reject the binding arbitration clause and the jury-trial waiver, each separately, before signing.',
  },
];
export const IL_ACKNOWLEDGMENTS: SigningInfo['acknowledgments'] = [
  { party: 'homeowner', form: 'CONSUMER RIGHTS ACKNOWLEDGMENT FORM' },
  { party: 'provider', form: 'CONSUMER RIGHTS ACKNOWLEDGMENT FORM' },
];

/** The homeowner's choices on those elections, as signing-info reports them once she signed. */
export const IL_CHOICES_MADE: SigningInfo['parties']['homeowner']['elections'] = [
  { id: 'binding-arbitration-clause', label: 'Binding arbitration clause', choice: 'accept' },
  { id: 'waiver-of-trial-by-jury', label: 'Waiver of trial by jury', choice: 'reject' },
];

/** The Texas residential construction disclosure statement (Tex. Prop. Code § 53.255), as signing-info lists it for a TX contract. */
export const TX_DISCLOSURES: SigningInfo['disclosures'] = [
  { id: 'residential-construction-disclosure-statement', title: 'RESIDENTIAL CONSTRUCTION DISCLOSURE STATEMENT' },
];

/** The homeowner's confirmation of it, as signing-info reports it once she signed. */
export const TX_CONFIRMED: SigningInfo['parties']['homeowner']['disclosures'] = [
  {
    id: 'residential-construction-disclosure-statement',
    title: 'RESIDENTIAL CONSTRUCTION DISCLOSURE STATEMENT',
    confirmedAt: '2025-01-06T12:00:00.000Z',
  },
];
