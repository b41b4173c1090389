import {
  SigningInfoSchema,
  type ContractRecord,
  type SignBody,
  type SignerRole,
  type SigningInfo,
  type SigningParty,
} from '@homepact/proto';
import { apiRequest } from '../../lib/queryClient';

/** The sign page's calls. A `token` from the invitation link goes with every one of them. */

export type { AdoptedMark, SigningInfo } from '@homepact/proto';
export type PartyInfo = SigningParty;

export interface SignResult {
  contract: ContractRecord;
  fullyExecuted: boolean;
}

const contractPath = (id: string) => `/api/contracts/${encodeURIComponent(id)}`;
const withToken = (url: string, token: string | null) => (token ? `${url}?token=${encodeURIComponent(token)}` : url);

export const signContractKey = (id: string, token: string | null) => ['sign', id, token, 'contract'] as const;
export const signingInfoKey = (id: string, token: string | null) => ['sign', id, token, 'signing-info'] as const;

export async function fetchContract(id: string, token: string | null): Promise<ContractRecord> {
  const res = await apiRequest('GET', withToken(contractPath(id), token));
  return (await res.json()) as ContractRecord;
}

export async function fetchSigningInfo(id: string, token: string | null): Promise<SigningInfo> {
  const res = await apiRequest('GET', withToken(`${contractPath(id)}/signing-info`, token));
  return SigningInfoSchema.parse(await res.json());
}

export async function signContract(id: string, body: SignBody): Promise<SignResult> {
  const res = await apiRequest('POST', `${contractPath(id)}/sign`, body);
  return (await res.json()) as SignResult;
}

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
