import { internalClient } from '@homepact/kit';
import { NotificationsInternal, type EvidenceEmail } from '@homepact/proto';

/** What the evidence record asks notifications for: the e-mails about one contract and the relay's answers. */
export interface EmailLogPort {
  forContract(contractId: string): Promise<EvidenceEmail[]>;
}

/** The notifications routes contracts asks (declared in proto/src/internal/notifications.ts). */
export const notificationsAsks = [NotificationsInternal.contractEmailLog];

/** notifications' signed internal API (GET /internal/contracts/:id/email-log), answer validated here. */
export function notificationsClient(opts: { baseUrl: string; secret: string; timeoutMs?: number }): EmailLogPort {
  const http = internalClient({ ...opts, caller: 'contracts' });
  return {
    forContract: async (contractId) => (await http.ask(NotificationsInternal.contractEmailLog, { params: { id: contractId } })).emails,
  };
}
