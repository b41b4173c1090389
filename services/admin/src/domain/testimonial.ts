import type { AdminTestimonial, Testimonial } from '@homepact/proto';

export interface TestimonialDoc {
  _id: string;
  content: string;
  /** Numeric text ("4.5"), as the spec reads it. */
  rating: string;
  name: string;
  title: string;
  company: string | null;
  imageUrl: string | null;
  featured: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** What the create and update schemas hand over (rating already a number). */
export interface TestimonialFields {
  content: string;
  rating: number;
  name: string;
  title: string;
  company: string | null;
  imageUrl: string | null;
  featured: boolean;
}

/** 5 -> "5", 4.5 -> "4.5". */
export const formatRating = (n: number) => String(n);

export function newTestimonial(id: string, f: TestimonialFields, now: Date): TestimonialDoc {
  return { _id: id, ...f, rating: formatRating(f.rating), createdAt: now, updatedAt: now };
}

export type TestimonialChanges = Partial<Omit<TestimonialDoc, '_id' | 'createdAt'>>;

/** The $set of a partial update: only the fields that were sent. */
export function testimonialChanges(f: Partial<TestimonialFields>, now: Date): TestimonialChanges {
  const set: TestimonialChanges = { updatedAt: now };
  for (const [k, v] of Object.entries(f)) {
    if (v === undefined) continue;
    (set as Record<string, unknown>)[k] = k === 'rating' ? formatRating(v as number) : v;
  }
  return set;
}

/** The public fields only (the home page carousel). */
export function toTestimonial(doc: TestimonialDoc): Testimonial {
  return { id: doc._id, content: doc.content, rating: doc.rating, name: doc.name, title: doc.title, company: doc.company };
}

export function toAdminTestimonial(doc: TestimonialDoc): AdminTestimonial {
  return {
    ...toTestimonial(doc),
    imageUrl: doc.imageUrl,
    featured: doc.featured,
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
}
