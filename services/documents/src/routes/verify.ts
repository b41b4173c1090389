import { AppError, type ServiceApp } from '@homepact/kit';
import { SealCertificateInfoSchema, VerifyResultSchema } from '@homepact/proto';
import type { DocumentsDeps } from '../use-cases/deps.ts';
import { verifyDocument } from '../use-cases/verify-document.ts';
import { errors, NoQuerySchema } from './schemas.ts';

const HOUR = 3600_000;

/**
 * POST /api/verify: public (no sign-in; whoever holds a PDF may ask about it),
 * limited per client IP, the body the PDF itself (application/pdf or
 * application/octet-stream) up to VERIFY_BODY_LIMIT_BYTES. Nothing is stored.
 */
export function verifyRoutes(app: ServiceApp, deps: DocumentsDeps, opts: { bodyLimit: number }) {
  app.addContentTypeParser(
    ['application/pdf', 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: opts.bodyLimit },
    (_req, body, done) => done(null, body),
  );
  // What /verify shows before any file is chosen: the fingerprint to compare with a PDF reader's signature panel.
  app.get(
    '/api/verify/certificate',
    {
      schema: {
        tags: ['public'],
        summary:
          'HomePact’s seal certificate: SHA-256 fingerprint, subject, expiry, earlier certificates still accepted, and whether seals are timestamped',
        querystring: NoQuerySchema,
        response: { 200: SealCertificateInfoSchema, ...errors },
      },
    },
    async (_req, reply) =>
      reply.header('cache-control', 'public, max-age=300').send({
        fingerprint: deps.seal.certificate.fingerprint,
        subject: deps.seal.certificate.subject,
        notAfter: deps.seal.certificate.notAfter,
        previous: [...deps.seal.accepted].filter((f) => f !== deps.seal.certificate.fingerprint),
        timestamped: deps.seal.tsaUrl !== null,
      }),
  );

  app.post(
    '/api/verify',
    {
      bodyLimit: opts.bodyLimit,
      schema: {
        tags: ['public'],
        summary: 'Is this PDF an unaltered HomePact document? (the PDF is the body; limited per client IP; nothing is kept)',
        querystring: NoQuerySchema,
        response: { 200: VerifyResultSchema, ...errors },
      },
    },
    async (req, reply) => {
      if (!Buffer.isBuffer(req.body) || req.body.length === 0)
        throw new AppError('bad_request', 400, 'Send the PDF itself as the body, with Content-Type: application/pdf.');
      await deps.budgets.consume([
        {
          key: `verify:ip:${req.clientIp}`,
          limit: deps.verifyPerIpPerHour,
          windowMs: HOUR,
          message: 'Too many documents checked from this network. Please wait before checking another.',
        },
      ]);
      const result = await verifyDocument(deps, req.body);
      req.log.info({ verdict: result.verdict, sha256: result.sha256, size: result.size }, 'verify');
      return reply.header('cache-control', 'no-store').send(result);
    },
  );
}
