import { z } from 'zod';
import { queryOptions } from '@tanstack/react-query';
import {
  ContractCountsSchema,
  ContractRecordSchema,
  ContractSummarySchema,
  DeclineEsignResponseSchema,
  GenerateFinalContractResponseSchema,
  InvitationPreviewSchema,
  ResendResponseSchema,
  SignResponseSchema,
  SigningInfoSchema,
  type GenerateFinalContractBody,
  type SignBody,
  type SignerRole,
} from '@homepact/proto';
import { apiRequest, emailsSentHeader, parseAnswer, requestJson, withToken } from './http';

/**
 * Contracts (the contracts service, /api/contracts). One key scheme: every
 * contract query starts with ['contracts'], one contract's with
 * ['contracts', id], so invalidating `contractKeys.one(id)` reloads the
 * contract and everything hanging off it (signing details, change orders,
 * notes, timeline), and `contractKeys.all` every list and contract.
 */
export const contractKeys = {
  all: ['contracts'] as const,
  lists: ['contracts', 'list'] as const,
  list: (limit?: number) => ['contracts', 'list', limit ?? 'all'] as const,
  summary: ['contracts', 'summary'] as const,
  one: (id: string) => ['contracts', id] as const,
  /** The contract itself; a signing link's token is part of who asks, so it is part of the key. */
  detail: (id: string, token: string | null = null) => ['contracts', id, 'record', token] as const,
  signingInfo: (id: string, token: string | null) => ['contracts', id, 'signing-info', token] as const,
  invitationPreview: (id: string) => ['contracts', id, 'invitation-preview'] as const,
};

export const contractPath = (id: string) => `/api/contracts/${encodeURIComponent(id)}`;

/** GET /api/contracts (every contract: search and filter need all of it), or its first `limit`. */
export const contractListQuery = (limit?: number) =>
  queryOptions({
    queryKey: contractKeys.list(limit),
    queryFn: () => requestJson('GET', limit ? `/api/contracts?limit=${limit}` : '/api/contracts', z.array(ContractSummarySchema)),
  });

export const contractSummaryQuery = () =>
  queryOptions({ queryKey: contractKeys.summary, queryFn: () => requestJson('GET', '/api/contracts/summary', ContractCountsSchema) });

export const fetchContract = (id: string, token: string | null = null) =>
  requestJson('GET', withToken(contractPath(id), token), ContractRecordSchema);

/** One contract, by its owner or through a signing link. */
export const contractQuery = (id: string, token: string | null = null) =>
  queryOptions({ queryKey: contractKeys.detail(id, token), queryFn: () => fetchContract(id, token) });

export const signingInfoQuery = (id: string, token: string | null) =>
  queryOptions({
    queryKey: contractKeys.signingInfo(id, token),
    queryFn: () => requestJson('GET', withToken(`${contractPath(id)}/signing-info`, token), SigningInfoSchema),
  });

export const invitationPreviewQuery = (id: string) =>
  queryOptions({
    queryKey: contractKeys.invitationPreview(id),
    queryFn: () => requestJson('GET', `${contractPath(id)}/invitation-preview`, InvitationPreviewSchema),
  });

// ---------------------------------------------------------------- writing a draft

const CreatedSchema = ContractRecordSchema.pick({ id: true });

/** POST /api/contracts: the new draft's id. */
export async function createContract(body: unknown): Promise<string> {
  return (await requestJson('POST', '/api/contracts', CreatedSchema, body)).id;
}

/** PUT /api/contracts/:id: the whole draft again. */
export const replaceContract = async (id: string, body: unknown) => void (await apiRequest('PUT', contractPath(id), body));

/** PATCH /api/contracts/:id/content: the owner's edited text. */
export const saveContractText = async (id: string, text: string) =>
  void (await apiRequest('PATCH', `${contractPath(id)}/content`, { editedContractContent: text }));

/** POST /api/generate-final-contract: the contract text written from the wizard's answers. */
export const generateFinalContract = (body: GenerateFinalContractBody) =>
  requestJson('POST', '/api/generate-final-contract', GenerateFinalContractResponseSchema, body);

export const deleteContract = async (id: string) => void (await apiRequest('DELETE', contractPath(id)));

// ---------------------------------------------------------------- sending and signing

export interface GeneratedPdf {
  blob: Blob;
  /** The file name the server gave (Content-Disposition), if any. */
  disposition: string | null;
  emailsSent: boolean;
}

/**
 * POST /api/contracts/:id/generate: the PDF, and the invitations go out with
 * it. `confirm` sends what the owner confirmed (a text whose terms differ from
 * the form, changes to HomePact's words).
 */
export async function generateContract(
  id: string,
  confirm: { termsMismatch?: boolean; ownerChanges?: boolean } = {},
): Promise<GeneratedPdf> {
  const res = await apiRequest('POST', `${contractPath(id)}/generate`, {
    ...(confirm.termsMismatch ? { confirmTermsMismatch: true } : {}),
    ...(confirm.ownerChanges ? { confirmOwnerChanges: true } : {}),
  });
  return { blob: await res.blob(), disposition: res.headers.get('content-disposition'), emailsSent: emailsSentHeader(res) === true };
}

/** POST /api/contracts/:id/resend-emails: 'queued' when nobody confirmed yet that they went out (202). */
export async function resendInvitations(id: string, roles: SignerRole[]): Promise<'sent' | 'queued'> {
  const res = await apiRequest('POST', `${contractPath(id)}/resend-emails`, { roles });
  const body = await parseAnswer(res, ResendResponseSchema, `${contractPath(id)}/resend-emails`);
  return res.status === 202 || !body.emailsSent ? 'queued' : 'sent';
}

export const withdrawContract = async (id: string, reason: string) =>
  void (await apiRequest('POST', `${contractPath(id)}/withdraw`, { reason }));

export const setSigningDeadline = async (id: string, days: number) =>
  void (await apiRequest('POST', `${contractPath(id)}/deadline`, { days }));

export const signContract = (id: string, body: SignBody) => requestJson('POST', `${contractPath(id)}/sign`, SignResponseSchema, body);

export const declineEsign = (id: string, token: string | null) =>
  requestJson('POST', `${contractPath(id)}/decline-esign`, DeclineEsignResponseSchema, { ...(token ? { token } : {}), confirm: true });
