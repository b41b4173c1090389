import { queryOptions } from '@tanstack/react-query';
import type { Testimonial } from '../pages/marketing/testimonials';

/** The home page's featured testimonials (admin, GET /api/testimonials?featured=true). */
export const testimonialKeys = { featured: ['testimonials', 'featured'] as const };

/**
 * proto's TestimonialSchema, read leniently (a rating or id may come as a number), checked by hand: the carousel
 * is on the home page, whose first load must not pull in zod and the proto index (src/firstLoad.test.ts).
 */
function isTestimonial(value: unknown): value is Testimonial {
  if (!value || typeof value !== 'object') return false;
  const t = value as Record<string, unknown>;
  const textOrNumber = (v: unknown) => typeof v === 'string' || typeof v === 'number';
  return (
    textOrNumber(t.id) &&
    textOrNumber(t.rating) &&
    typeof t.content === 'string' &&
    typeof t.name === 'string' &&
    typeof t.title === 'string' &&
    (t.company === undefined || t.company === null || typeof t.company === 'string')
  );
}

/**
 * Featured testimonials, or [] when the endpoint answers non-OK, is unreachable
 * or sends something else: the carousel is optional decoration and must never
 * break the home page.
 */
async function fetchFeaturedTestimonials(): Promise<Testimonial[]> {
  try {
    const res = await fetch('/api/testimonials?featured=true', { credentials: 'include' });
    if (!res.ok) return [];
    const body: unknown = await res.json();
    return Array.isArray(body) && body.every(isTestimonial) ? body : [];
  } catch {
    return [];
  }
}

export const featuredTestimonialsQuery = () => queryOptions({ queryKey: testimonialKeys.featured, queryFn: fetchFeaturedTestimonials });
