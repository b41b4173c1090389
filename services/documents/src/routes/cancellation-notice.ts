import type { ServiceApp } from '@homepact/kit';
import { errorResponses } from '@homepact/kit/http';
import { CancellationNoticePdfSchema, CancellationNoticeRequestSchema } from '@homepact/proto';
import type { DocumentsDeps } from '../use-cases/deps.ts';
import { renderCancellationNotice } from '../use-cases/render-cancellation-notice.ts';
import { NoQuerySchema } from './schemas.ts';

/** For notifications, which e-mails the notice of cancellation to both parties and the owner. Service-signed calls only (401 otherwise). */
export function cancellationNoticeRoutes(app: ServiceApp, deps: DocumentsDeps) {
  app.post(
    '/internal/notices/cancellation',
    {
      schema: {
        hide: true,
        querystring: NoQuerySchema,
        body: CancellationNoticeRequestSchema,
        response: { 200: CancellationNoticePdfSchema, ...errorResponses(400, 401, 429, 503) },
      },
    },
    async (req) => renderCancellationNotice(deps, req.body),
  );
}
