import type { ServiceApp } from '@homepact/kit';
import { errorResponses } from '@homepact/kit/http';
import type { DocumentsDeps } from '../use-cases/deps.ts';
import { getDocument } from '../use-cases/get-document.ts';
import { DocumentsInternal } from '@homepact/proto';
import { NoQuerySchema } from './schemas.ts';

/**
 * For notifications, which attaches the PDF to the invitations and to the
 * signed copy. Not routed by the gateway; the kit refuses a call without a
 * service signature (401).
 */
export function internalRoutes(app: ServiceApp, deps: Pick<DocumentsDeps, 'repos'>) {
  app.get(
    DocumentsInternal.getDocument.path,
    {
      schema: {
        hide: true,
        params: DocumentsInternal.getDocument.params,
        querystring: NoQuerySchema,
        response: { 200: DocumentsInternal.getDocument.answer, ...errorResponses(400, 401, 404) },
      },
    },
    async (req) => getDocument(deps, req.params.documentId),
  );
}
