import { randomUUID } from 'node:crypto';
import type { AdminTestimonial } from '@homepact/proto';
import { newTestimonial, toAdminTestimonial, type TestimonialFields } from '../domain/testimonial.ts';
import type { AdminDeps } from './deps.ts';

export async function createTestimonial(deps: AdminDeps, fields: TestimonialFields): Promise<AdminTestimonial> {
  const doc = newTestimonial(randomUUID(), fields, deps.now());
  await deps.repos.testimonials.add(doc);
  return toAdminTestimonial(doc);
}
