import type { ServiceApp } from '@homepact/kit';
import { EmailLogExportSchema, ErrorBodySchema, ExportRequestSchema } from '@homepact/proto';
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
        response: { 200: EmailLogExportSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (req) => exportEmailLog({ c }, req.body.email),
  );
}
