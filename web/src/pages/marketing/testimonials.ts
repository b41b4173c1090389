/** A testimonial as GET /api/testimonials answers it (docs/product/public-site-accounts-dashboard.md#3-entities-and-their-fields). */
export interface Testimonial {
  id: string | number;
  content: string;
  /** Numeric string, e.g. "5" or "4.5". */
  rating: string | number;
  name: string;
  title: string;
  company?: string | null;
}

export const MAX_STARS = 5;
export const TESTIMONIAL_INTERVAL_MS = 5000;

/** Whole stars to fill: the rating rounded down, kept within 0..5. */
export function filledStars(rating: string | number): number {
  const value = typeof rating === 'number' ? rating : Number.parseFloat(rating);
  if (!Number.isFinite(value)) return 0;
  return Math.min(MAX_STARS, Math.max(0, Math.floor(value)));
}

/** The rating as shown next to the stars, e.g. "4.5/5". */
export function ratingLabel(rating: string | number): string {
  return `${String(rating).trim()}/${MAX_STARS}`;
}
