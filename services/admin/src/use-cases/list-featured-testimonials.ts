import type { Testimonial } from '@homepact/proto';
import { toTestimonial } from '../domain/testimonial.ts';
import type { AdminDeps } from './deps.ts';

/** The public list: featured ones only (whatever the query asks), newest first, public fields only. */
export async function listFeaturedTestimonials(deps: AdminDeps): Promise<Testimonial[]> {
  const docs = await deps.repos.testimonials.newestFirst({ featuredOnly: true, limit: 50 });
  return docs.map(toTestimonial);
}
