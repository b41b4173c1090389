import { internalClient } from '@homepact/kit';
import { ContractsInternal, type InternalContractAnswer } from '@homepact/proto';

/** GET /internal/contracts/:id, which addresses the final e-mail (declared in proto/src/internal/contracts.ts). */
export type ContractParties = InternalContractAnswer;

/** The contracts routes notifications asks. */
export const contractsAsks = [ContractsInternal.getContract];

/** Reads contracts, signed as notifications. */
export function contractsClient(opts: { baseUrl: string; secret: string; timeoutMs?: number }) {
  const http = internalClient({ ...opts, caller: 'notifications' });
  return {
    getContract: (contractId: string): Promise<ContractParties> => http.ask(ContractsInternal.getContract, { params: { id: contractId } }),
  };
}
export type ContractsClient = ReturnType<typeof contractsClient>;
