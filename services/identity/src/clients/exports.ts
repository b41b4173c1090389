import { internalClient } from '@homepact/kit';
import { ContractsInternal, NotificationsInternal, type ContractsExport, type EmailLogExport, type ExportRequest } from '@homepact/proto';

/**
 * The parts of a user's data export other services hold, asked for over
 * their signed internal APIs (never their collections): contracts (their
 * contracts, signatures and annotations) and notifications (the e-mail log).
 * Each answer is bounded by the owner (EXPORT_LIMITS) and validated here.
 */
export interface ExportSources {
  contracts(input: ExportRequest): Promise<ContractsExport>;
  emailLog(input: ExportRequest): Promise<EmailLogExport>;
}

/** The routes the export asks (declared in proto/src/internal/). */
export const exportAsks = [ContractsInternal.exportContracts, NotificationsInternal.exportEmailLog];

export function exportSources(opts: { contractsUrl: string; notificationsUrl: string; secret: string; timeoutMs?: number }): ExportSources {
  // An export may read a few hundred contracts: more time than a lookup gets.
  const timeoutMs = opts.timeoutMs ?? 20_000;
  const contracts = internalClient({ baseUrl: opts.contractsUrl, secret: opts.secret, caller: 'identity', timeoutMs });
  const notifications = internalClient({ baseUrl: opts.notificationsUrl, secret: opts.secret, caller: 'identity', timeoutMs });
  return {
    contracts: (input) => contracts.ask(ContractsInternal.exportContracts, { body: input }),
    emailLog: (input) => notifications.ask(NotificationsInternal.exportEmailLog, { body: input }),
  };
}
