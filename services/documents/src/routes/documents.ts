import type { FastifyReply } from 'fastify';
import { signedInHook, signedInOrTokenHook, type ServiceApp } from '@homepact/kit';
import { signInToGenerate, signInToView } from '../domain/errors.ts';
import { attachment } from '../domain/filename.ts';
import type { DocumentsDeps } from '../use-cases/deps.ts';
import { downloadEvidenceRecord } from '../use-cases/download-evidence-record.ts';
import { downloadPdf } from '../use-cases/download-pdf.ts';
import { generatePdf } from '../use-cases/generate-pdf.ts';
import { viewContract } from '../use-cases/view-contract.ts';
import { ContractIdParamsSchema, errors, GenerateBodySchema, GenerateQuerySchema, ReadQuerySchema } from './schemas.ts';

/**
 * The view's policy: the document is self-contained, so it may load nothing
 * but inline styles and data: images, and only our own pages may frame it.
 */
export const VIEW_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";

/** The kit's route hooks: sign-in is checked before validation, so a signed-out caller always gets 401. */
const signedIn = signedInHook(signInToGenerate);

/** Signed in, or carrying a signing token (a party from an invitation link; the schema and contracts check it). */
const signedInOrToken = signedInOrTokenHook(signInToView);

function sendPdf(reply: FastifyReply, pdf: Buffer, filename: string, headers: Record<string, string> = {}) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', attachment(filename))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .headers(headers)
    .send(pdf);
}

export function documentRoutes(app: ServiceApp, deps: DocumentsDeps) {
  app.post(
    '/api/contracts/:id/generate',
    {
      onRequest: signedIn,
      schema: {
        tags: ['documents'],
        summary:
          'Render the draft to PDF, store it and send the invitations (answers the PDF; X-Emails-Sent tells whether both invitations went out)',
        params: ContractIdParamsSchema,
        querystring: GenerateQuerySchema,
        body: GenerateBodySchema,
        response: errors,
      },
    },
    async (req, reply) => {
      const confirmTermsMismatch = req.query.confirmTermsMismatch === true || req.body?.confirmTermsMismatch === true;
      const confirmOwnerChanges = req.query.confirmOwnerChanges === true || req.body?.confirmOwnerChanges === true;
      const deadlineDays = req.body?.deadlineDays;
      const out = await generatePdf(deps, req.user!, req.params.id, {
        confirmTermsMismatch,
        confirmOwnerChanges,
        ...(deadlineDays ? { deadlineDays } : {}),
      });
      return sendPdf(reply, out.pdf, out.filename, {
        'x-emails-sent': String(out.emailsSent),
        'x-document-id': out.documentId,
        etag: `"${out.sha256}"`,
      });
    },
  );

  app.get(
    '/api/contracts/:id/pdf',
    {
      onRequest: signedInOrToken,
      schema: {
        tags: ['documents'],
        summary: 'The contract’s PDF: the signed one with its certificate once executed, else the latest draft',
        params: ContractIdParamsSchema,
        querystring: ReadQuerySchema,
        response: errors,
      },
    },
    async (req, reply) => {
      const out = await downloadPdf(deps, req.params.id, { user: req.user, ...(req.query.token ? { token: req.query.token } : {}) });
      return sendPdf(reply, out.pdf, out.filename, { etag: `"${out.sha256}"`, 'x-document-kind': out.kind });
    },
  );

  app.get(
    '/api/contracts/:id/evidence-record.pdf',
    {
      onRequest: signedInOrToken,
      schema: {
        tags: ['documents'],
        summary:
          'The contract’s complete evidence record as a readable, sealed PDF (the JSON: GET /api/contracts/:id/evidence-record); the owner, admins and the parties',
        params: ContractIdParamsSchema,
        querystring: ReadQuerySchema,
        response: errors,
      },
    },
    async (req, reply) => {
      const out = await downloadEvidenceRecord(deps, req.params.id, {
        user: req.user,
        ...(req.query.token ? { token: req.query.token } : {}),
      });
      return sendPdf(reply, out.pdf, out.filename, { etag: `"${out.sha256}"`, 'referrer-policy': 'no-referrer' });
    },
  );

  app.get(
    '/api/contracts/:id/view',
    {
      onRequest: signedInOrToken,
      schema: {
        tags: ['documents'],
        summary: 'The contract as an HTML page (the document the PDF is printed from)',
        params: ContractIdParamsSchema,
        querystring: ReadQuerySchema,
        response: errors,
      },
    },
    async (req, reply) => {
      const html = await viewContract(deps, req.params.id, { user: req.user, ...(req.query.token ? { token: req.query.token } : {}) });
      return (
        reply
          .header('content-type', 'text/html; charset=utf-8')
          .header('content-security-policy', VIEW_CSP)
          .header('x-frame-options', 'SAMEORIGIN')
          .header('x-content-type-options', 'nosniff')
          .header('referrer-policy', 'no-referrer')
          .header('cache-control', 'private, no-store')
          // An HTML string, sent as it is (only the error answers have JSON schemas).
          .send(html as never)
      );
    },
  );
}
