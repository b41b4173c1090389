import type { ServiceApp } from '@homepact/kit';
import { errorResponses } from '@homepact/kit/http';
import { DocumentsInternal } from '@homepact/proto';
import type { DocumentsDeps } from '../use-cases/deps.ts';
import { renderCancellationNotice } from '../use-cases/render-cancellation-notice.ts';
import { NoQuerySchema } from './schemas.ts';

/** For notifications, which e-mails the notice of cancellation to both parties and the owner. Service-signed calls only (401 otherwise). */
export function cancellationNoticeRoutes(app: ServiceApp, deps: DocumentsDeps) {
  app.post(
    DocumentsInternal.cancellationNotice.path,
    {
      schema: {
        hide: true,
        querystring: NoQuerySchema,
        body: DocumentsInternal.cancellationNotice.body,
        response: { 200: DocumentsInternal.cancellationNotice.answer, ...errorResponses(400, 401, 429, 503) },
      },
    },
    async (req) => renderCancellationNotice(deps, req.body),
  );
}
