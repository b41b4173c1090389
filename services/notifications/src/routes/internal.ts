import type { ServiceApp } from '@homepact/kit';
import { errorResponses } from '@homepact/kit/http';
import { EmailLogExportSchema, ExportRequestSchema } from '@homepact/proto';
import type { NotificationCollections } from '../store/collections.ts';
import { exportEmailLog } from '../use-cases/export-email-log.ts';

/**
 * Calls from our other services only: the gateway never routes /internal,
 * and the kit refuses a call without a service signature (401).
 */
export function internalRoutes(app: ServiceApp, c: NotificationCollections) {
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
    async (req) => exportEmailLog({ c }, req.body.email),
  );
}
