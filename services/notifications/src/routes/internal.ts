import type { ServiceApp } from '@homepact/kit';
import { errorResponses } from '@homepact/kit/http';
import { z } from 'zod';
import { ContractEmailLogSchema, EmailLogExportSchema, ExportRequestSchema } from '@homepact/proto';
import type { NotificationRepositories } from '../store/repositories.ts';
import { contractEmailLog } from '../use-cases/contract-email-log.ts';
import { exportEmailLog } from '../use-cases/export-email-log.ts';

/**
 * Calls from our other services only: the gateway never routes /internal,
 * and the kit refuses a call without a service signature (401).
 */
export function internalRoutes(app: ServiceApp, repos: NotificationRepositories) {
  // identity's data export (GET /api/auth/export): the e-mails we sent to the user's address.
  app.post(
    '/internal/exports/email-log',
    {
      schema: {
        hide: true,
        body: ExportRequestSchema,
        response: { 200: EmailLogExportSchema, ...errorResponses(400, 401) },
      },
    },
    async (req) => exportEmailLog({ repos }, req.body.email),
  );

  // contracts' evidence record: the e-mails about one contract and what the relay answered.
  app.get(
    '/internal/contracts/:id/email-log',
    {
      schema: {
        hide: true,
        params: z.strictObject({ id: z.string().min(1).max(100) }),
        querystring: z.strictObject({}),
        response: { 200: ContractEmailLogSchema, ...errorResponses(400, 401) },
      },
    },
    async (req) => contractEmailLog({ repos }, req.params.id),
  );
}
