import { z } from 'zod';
import { internalClient } from '@homepact/kit';
import { ContractRecordSchema } from '@homepact/proto';

/** The part of GET /internal/contracts/:id that addresses the final e-mail (other fields are ignored). */
export const ContractPartiesSchema = ContractRecordSchema.pick({
  id: true,
  serviceType: true,
  totalAmount: true,
  homeownerFirstName: true,
  homeownerLastName: true,
  homeownerEmail: true,
  providerName: true,
  providerEmail: true,
  homeownerSignedAt: true,
  providerSignedAt: true,
  createdBy: true,
  cancellation: true,
}).extend({
  /** The homeowner's signed "Cancel this contract" link while the cancellation window is open (absent from older answers). */
  cancelUrl: z.string().nullable().optional(),
  /** The creator's address and profile name (absent from contracts' answers before they were added). */
  createdByEmail: z.string().nullable().optional(),
  createdByName: z.string().nullable().optional(),
});
export type ContractParties = z.infer<typeof ContractPartiesSchema>;

/** Reads contracts, signed as notifications. */
export function contractsClient(opts: { baseUrl: string; secret: string; timeoutMs?: number }) {
  const http = internalClient({ ...opts, caller: 'notifications' });
  return {
    async getContract(contractId: string): Promise<ContractParties> {
      return ContractPartiesSchema.parse(await http.get(`/internal/contracts/${encodeURIComponent(contractId)}`));
    },
  };
}
export type ContractsClient = ReturnType<typeof contractsClient>;
