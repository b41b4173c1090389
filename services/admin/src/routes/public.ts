import { z } from 'zod';
import type { ServiceApp } from '@homepact/kit';
import { ContactAcceptedSchema, ContactBodySchema, TestimonialListQuerySchema, TestimonialSchema } from '@homepact/proto';
import type { AdminDeps } from '../use-cases/deps.ts';
import { listFeaturedTestimonials } from '../use-cases/list-featured-testimonials.ts';
import { submitContact } from '../use-cases/submit-contact.ts';
import { CONTACT_BODY_LIMIT_BYTES, errors, NoQuerySchema } from './schemas.ts';

/** What visitors reach without signing in: the contact form and the home page's testimonials. */
export function publicRoutes(app: ServiceApp, deps: AdminDeps) {
  app.post(
    '/api/contact',
    {
      bodyLimit: CONTACT_BODY_LIMIT_BYTES,
      schema: {
        tags: ['public'],
        summary: 'Send the contact form (mailed to the support address; limited per client IP)',
        querystring: NoQuerySchema,
        body: ContactBodySchema,
        response: { 201: ContactAcceptedSchema, ...errors },
      },
    },
    async (req, reply) => {
      const { id } = await submitContact(deps, req.body, req.clientIp);
      return reply.status(201).send({ success: true as const, id });
    },
  );

  app.get(
    '/api/testimonials',
    {
      schema: {
        tags: ['public'],
        summary: 'Featured testimonials, newest first (only featured ones are ever public)',
        querystring: TestimonialListQuerySchema,
        response: { 200: z.array(TestimonialSchema), ...errors },
      },
    },
    async () => listFeaturedTestimonials(deps),
  );
}
