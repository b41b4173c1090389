import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ADMIN_AI_LOG_LIMIT, AdminTestimonialSchema, CreateTestimonialBodySchema, UpdateTestimonialBodySchema } from '@homepact/proto';
import { requireAdmin, type ServiceApp } from '@homepact/kit';
import { createTestimonial } from '../use-cases/create-testimonial.ts';
import { deleteTestimonial } from '../use-cases/delete-testimonial.ts';
import type { AdminDeps } from '../use-cases/deps.ts';
import { listTestimonials } from '../use-cases/list-testimonials.ts';
import { updateTestimonial } from '../use-cases/update-testimonial.ts';
import { panelDataRoutes } from './panel-data.ts';
import { errors, IdParamsSchema, NoQuerySchema } from './schemas.ts';

/** Role admin, from the gateway's signed user context: signed out 401, signed in without the role 403. */
const adminOnly = async (req: FastifyRequest) => {
  requireAdmin(req);
};

/** /api/admin/*: the main admin dashboard. */
export function adminRoutes(app: ServiceApp, deps: AdminDeps) {
  panelDataRoutes(app, deps, {
    prefix: '/api/admin',
    tag: 'admin',
    guard: adminOnly,
    aiLogLimit: ADMIN_AI_LOG_LIMIT,
    actor: (req) => ({ userId: requireAdmin(req).userId }),
  });

  app.get(
    '/api/admin/testimonials',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Every testimonial, newest first',
        querystring: NoQuerySchema,
        response: { 200: z.array(AdminTestimonialSchema), ...errors },
      },
    },
    async () => listTestimonials(deps),
  );

  app.post(
    '/api/admin/testimonials',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Add a testimonial',
        querystring: NoQuerySchema,
        body: CreateTestimonialBodySchema,
        response: { 201: AdminTestimonialSchema, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await createTestimonial(deps, req.body)),
  );

  app.patch(
    '/api/admin/testimonials/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Change a testimonial (only the fields sent; featured puts it on the home page)',
        params: IdParamsSchema,
        querystring: NoQuerySchema,
        body: UpdateTestimonialBodySchema,
        response: { 200: AdminTestimonialSchema, ...errors },
      },
    },
    async (req) => updateTestimonial(deps, req.params.id, req.body),
  );

  app.delete(
    '/api/admin/testimonials/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Delete a testimonial',
        params: IdParamsSchema,
        querystring: NoQuerySchema,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (req, reply) => {
      await deleteTestimonial(deps, req.params.id);
      return reply.status(204).send(null);
    },
  );
}
