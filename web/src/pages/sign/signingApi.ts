import { z } from 'zod';
import { SignerRoleSchema, type ContractRecord, type SignBody, type SignerRole } from '@homepact/proto';
import { apiRequest } from '../../lib/queryClient';

/** The sign page's calls. A `token` from the invitation link goes with every one of them. */

const AdoptedMarkSchema = z.object({
  kind: z.enum(['typed', 'drawn']),
  text: z.string().nullable(),
  font: z.string().nullable(),
  image: z.string().nullable(),
});
const PartyInfoSchema = z.object({
  name: z.string(),
  email: z.string(),
  signed: z.boolean(),
  signedAt: z.string().nullable().optional(),
  /** The signature they adopted, once signed. */
  signature: AdoptedMarkSchema.nullable().optional(),
});
export type AdoptedMark = z.infer<typeof AdoptedMarkSchema>;

export const SigningInfoSchema = z.object({
  disclosure: z.object({ version: z.string(), text: z.string() }),
  parties: z.object({ homeowner: PartyInfoSchema, provider: PartyInfoSchema }),
  yourRole: SignerRoleSchema.nullable().optional(),
  /** The caller created the contract (or is an admin). */
  youManage: z.boolean().optional(),
  /** SHA-256 of the text a signature covers now; sent back with the signature so the signer signs what they read. */
  textSha256: z.string().optional(),
});
export type SigningInfo = z.infer<typeof SigningInfoSchema>;
export type PartyInfo = z.infer<typeof PartyInfoSchema>;

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
    },
    provider: {
      name: contract.providerName,
      email: contract.providerEmail,
      signed: Boolean(contract.providerSignedAt),
      signedAt: contract.providerSignedAt,
    },
  };
}
