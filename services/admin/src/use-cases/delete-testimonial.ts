import { AppError } from '@homepact/kit';
import type { AdminDeps } from './deps.ts';

export async function deleteTestimonial(deps: AdminDeps, id: string): Promise<void> {
  if (!(await deps.repos.testimonials.remove(id))) throw AppError.notFound('Testimonial not found');
}
