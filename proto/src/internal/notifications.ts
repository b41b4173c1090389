import { z } from 'zod';
import { EmailLogExportSchema, ExportRequestSchema } from '../account.ts';
import { ContractEmailLogSchema } from '../evidence-record.ts';
import { internalRoute } from './route.ts';

/** notifications' /internal routes. */
export const NotificationsInternal = {
  /** identity's data export: the e-mails sent to the user's address. */
  exportEmailLog: internalRoute({
    method: 'POST',
    path: '/internal/exports/email-log',
    body: ExportRequestSchema,
    answer: EmailLogExportSchema,
  }),
  /** contracts' evidence record: the e-mails about one contract and what the relay answered. */
  contractEmailLog: internalRoute({
    method: 'GET',
    path: '/internal/contracts/:id/email-log',
    params: z.strictObject({ id: z.string().min(1).max(100) }),
    answer: ContractEmailLogSchema,
  }),
};
