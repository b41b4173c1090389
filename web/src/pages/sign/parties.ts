import type { ContractRecord, SignerRole, SigningInfo, SigningParty } from '@homepact/proto';

/** The signing parties as the sign page shows them (the calls are in api/contracts.ts). */

export type { AdoptedMark, SigningInfo } from '@homepact/proto';
export type PartyInfo = SigningParty;

export const ROLE_LABEL: Record<SignerRole, string> = { homeowner: 'Homeowner', provider: 'Service Provider' };

/** Each party's name, e-mail and signature time: from signing-info when it loaded, else from the record. */
export function partiesOf(contract: ContractRecord, info: SigningInfo | undefined): Record<SignerRole, PartyInfo> {
  if (info) return info.parties;
  return {
    homeowner: {
      name: `${contract.homeownerFirstName} ${contract.homeownerLastName}`.trim(),
      email: contract.homeownerEmail,
      signed: Boolean(contract.homeownerSignedAt),
      signedAt: contract.homeownerSignedAt,
      // The record carries no picture of the signature (nor the choices or confirmations): the page shows the name and time.
      signature: null,
      elections: [],
      disclosures: [],
      paperRequestedAt: null,
    },
    provider: {
      name: contract.providerName,
      email: contract.providerEmail,
      signed: Boolean(contract.providerSignedAt),
      signedAt: contract.providerSignedAt,
      signature: null,
      elections: [],
      disclosures: [],
      paperRequestedAt: null,
    },
  };
}
