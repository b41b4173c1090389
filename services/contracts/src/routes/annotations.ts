import { z } from 'zod';
import type { ServiceApp } from '@homepact/kit';
import { AnnotationSchema, CreateAnnotationBodySchema, UpdateAnnotationBodySchema } from '@homepact/proto';
import { deleteAnnotation, updateAnnotation } from '../use-cases/change-annotation.ts';
import { createAnnotation } from '../use-cases/create-annotation.ts';
import type { ContractsDeps } from '../use-cases/deps.ts';
import { listAnnotations } from '../use-cases/list-annotations.ts';
import { signedInOrToken, SMALL_BODY_LIMIT } from './hooks.ts';
import { errors, IdParamsSchema, TokenQuerySchema } from './schemas.ts';

/**
 * Annotations on the preview page. Whoever may read a contract may annotate
 * it (owner, admins, the parties, by sign-in or signing link: `?token=`);
 * editing and deleting belong to the author, the owner and admins.
 */
export function annotationRoutes(app: ServiceApp, deps: ContractsDeps) {
  app.get(
    '/api/contracts/:id/annotations',
    {
      onRequest: signedInOrToken,
      schema: {
        tags: ['annotations'],
        summary: 'A contract’s annotations, oldest first',
        params: IdParamsSchema,
        querystring: TokenQuerySchema,
        response: { 200: z.array(AnnotationSchema), ...errors },
      },
    },
    async (req) => listAnnotations(deps, { user: req.user, token: req.query.token }, req.params.id),
  );

  app.post(
    '/api/contracts/:id/annotations',
    {
      onRequest: signedInOrToken,
      bodyLimit: SMALL_BODY_LIMIT,
      schema: {
        tags: ['annotations'],
        summary: 'Annotate a section of a contract',
        params: IdParamsSchema,
        querystring: TokenQuerySchema,
        body: CreateAnnotationBodySchema,
        response: { 201: AnnotationSchema, ...errors },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await createAnnotation(deps, { user: req.user, token: req.query.token }, req.params.id, req.body)),
  );

  app.put(
    '/api/annotations/:id',
    {
      onRequest: signedInOrToken,
      bodyLimit: SMALL_BODY_LIMIT,
      schema: {
        tags: ['annotations'],
        summary: 'Change an annotation’s content, status or type (its author, the contract’s owner, admins)',
        params: IdParamsSchema,
        querystring: TokenQuerySchema,
        body: UpdateAnnotationBodySchema,
        response: { 200: AnnotationSchema, ...errors },
      },
    },
    async (req) => updateAnnotation(deps, { user: req.user, token: req.query.token }, req.params.id, req.body),
  );

  app.delete(
    '/api/annotations/:id',
    {
      onRequest: signedInOrToken,
      schema: {
        tags: ['annotations'],
        summary: 'Delete an annotation and its replies (its author, the contract’s owner, admins)',
        params: IdParamsSchema,
        querystring: TokenQuerySchema,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (req, reply) => {
      await deleteAnnotation(deps, { user: req.user, token: req.query.token }, req.params.id);
      return reply.status(204).send(null);
    },
  );
}
