import type { Collection, DocumentStore } from '@homepact/kit';
import type { TestimonialChanges, TestimonialDoc } from '../domain/testimonial.ts';

/** The home page's testimonials, curated by admins. */
export class TestimonialsRepository {
  private readonly testimonials: Collection<TestimonialDoc>;
  constructor(store: DocumentStore) {
    this.testimonials = store.collection<TestimonialDoc>('testimonials');
  }

  async ensureIndexes(): Promise<void> {
    await this.testimonials.ensureIndexes([{ fields: { featured: 1 } }, { fields: { createdAt: -1 } }]);
  }

  async add(doc: TestimonialDoc): Promise<void> {
    await this.testimonials.insertOne(doc);
  }

  /** Null when there is no such testimonial. */
  change(id: string, changes: TestimonialChanges): Promise<TestimonialDoc | null> {
    return this.testimonials.findOneAndUpdate({ _id: id }, { $set: changes });
  }

  /** False when there was no such testimonial. */
  remove(id: string): Promise<boolean> {
    return this.testimonials.deleteOne({ _id: id });
  }

  /** Newest first; only the featured ones when asked. */
  newestFirst(opts: { featuredOnly: boolean; limit: number }): Promise<TestimonialDoc[]> {
    return this.testimonials.find(opts.featuredOnly ? { featured: true } : {}, { sort: { createdAt: -1 }, limit: opts.limit });
  }
}
