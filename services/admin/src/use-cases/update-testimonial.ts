import { AppError } from '@homepact/kit';
import type { AdminTestimonial } from '@homepact/proto';
import { testimonialChanges, toAdminTestimonial, type TestimonialFields } from '../domain/testimonial.ts';
import type { AdminDeps } from './deps.ts';

/** Changes only the fields sent (featured, content, rating, name, title, company, imageUrl). */
export async function updateTestimonial(deps: AdminDeps, id: string, fields: Partial<TestimonialFields>): Promise<AdminTestimonial> {
  const updated = await deps.repos.testimonials.change(id, testimonialChanges(fields, deps.now()));
  if (!updated) throw AppError.notFound('Testimonial not found');
  return toAdminTestimonial(updated);
}
