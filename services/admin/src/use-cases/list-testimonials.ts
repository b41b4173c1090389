import type { AdminTestimonial } from '@homepact/proto';
import { toAdminTestimonial } from '../domain/testimonial.ts';
import type { AdminDeps } from './deps.ts';

/** Every testimonial, newest first, for curating. */
export async function listTestimonials(deps: AdminDeps): Promise<AdminTestimonial[]> {
  const docs = await deps.repos.testimonials.newestFirst({ featuredOnly: false, limit: 1000 });
  return docs.map(toAdminTestimonial);
}
