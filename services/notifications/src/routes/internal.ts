import type { ServiceApp } from '@homepact/kit';
import { errorResponses } from '@homepact/kit/http';
import { z } from 'zod';
import { NotificationsInternal as R } from '@homepact/proto';
import type { NotificationRepositories } from '../store/repositories.ts';
import { contractEmailLog } from '../use-cases/contract-email-log.ts';
import { exportEmailLog } from '../use-cases/export-email-log.ts';

/**
 * Calls from our other services only: the gateway never routes /internal,
 * and the kit refuses a call without a service signature (401).
 */
/** None of these routes takes query parameters; an unknown one is a client bug worth a 400. */
const NoQuerySchema = z.strictObject({});

export function internalRoutes(app: ServiceApp, repos: NotificationRepositories) {
  // identity's data export (GET /api/auth/export): the e-mails we sent to the user's address.
  app.post(
    R.exportEmailLog.path,
    {
      schema: {
        hide: true,
        body: R.exportEmailLog.body,
        response: { 200: R.exportEmailLog.answer, ...errorResponses(400, 401) },
      },
    },
    async (req) => exportEmailLog({ repos }, req.body.email),
  );

  // contracts' evidence record: the e-mails about one contract and what the relay answered.
  app.get(
    R.contractEmailLog.path,
    {
      schema: {
        hide: true,
        params: R.contractEmailLog.params,
        querystring: NoQuerySchema,
        response: { 200: R.contractEmailLog.answer, ...errorResponses(400, 401) },
      },
    },
    async (req) => contractEmailLog({ repos }, req.params.id),
  );
}
