import { z } from 'zod';
import { queryOptions } from '@tanstack/react-query';
import { TestimonialSchema } from '@homepact/proto';
import type { Testimonial } from '../pages/marketing/testimonials';

/** The home page's featured testimonials (admin, GET /api/testimonials?featured=true). */
export const testimonialKeys = { featured: ['testimonials', 'featured'] as const };

/** The proto shape, read leniently: a rating or id may come as a number. */
const FeaturedSchema = z.array(
  TestimonialSchema.extend({
    id: z.union([z.string(), z.number()]),
    rating: z.union([z.string(), z.number()]),
    company: z.string().nullish(),
  }),
);

/**
 * Featured testimonials, or [] when the endpoint answers non-OK, is unreachable
 * or sends something else: the carousel is optional decoration and must never
 * break the home page.
 */
async function fetchFeaturedTestimonials(): Promise<Testimonial[]> {
  try {
    const res = await fetch('/api/testimonials?featured=true', { credentials: 'include' });
    if (!res.ok) return [];
    const parsed = FeaturedSchema.safeParse(await res.json());
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export const featuredTestimonialsQuery = () => queryOptions({ queryKey: testimonialKeys.featured, queryFn: fetchFeaturedTestimonials });
