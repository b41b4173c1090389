/**
 * The document-store port. Its query and update language is the subset of
 * MongoDB's that both adapters (mongoose and the embedded on-disk store)
 * implement identically; the shared contract suite pins that down.
 *
 * Filters: equality (also on dotted paths), $in, $nin, $ne, $gt, $gte, $lt,
 * $lte, $exists, $size, $or, $and.
 * Updates: $set, $unset, $inc, $push (with $each), $pull.
 */
export type Doc = { _id: string } & Record<string, unknown>;
export type Filter = Record<string, unknown>;
export interface Update {
  $set?: Record<string, unknown>;
  $unset?: Record<string, true | 1 | ''>;
  $inc?: Record<string, number>;
  $push?: Record<string, unknown>;
  $pull?: Record<string, unknown>;
}
export interface FindOptions {
  sort?: Record<string, 1 | -1>;
  limit?: number;
  skip?: number;
  /** Only these top-level fields (plus _id) come back: lists need not load whole documents. */
  fields?: string[];
}
export interface IndexSpec {
  fields: Record<string, 1 | -1>;
  unique?: boolean;
  /** Documents are removed this many seconds after the (date) field's value. */
  expireAfterSeconds?: number;
}

export interface Collection<T extends Doc = Doc> {
  readonly name: string;
  /** Throws AppError 409 (code 'duplicate') on a unique-key clash. */
  insertOne(doc: T): Promise<T>;
  findOne(filter: Filter): Promise<T | null>;
  find(filter: Filter, options?: FindOptions): Promise<T[]>;
  count(filter: Filter): Promise<number>;
  /** Atomic per document. Returns the document after the update, or null. */
  findOneAndUpdate(filter: Filter, update: Update, options?: { upsert?: boolean }): Promise<T | null>;
  /** Returns how many documents matched. */
  updateMany(filter: Filter, update: Update): Promise<number>;
  deleteOne(filter: Filter): Promise<boolean>;
  deleteMany(filter: Filter): Promise<number>;
  ensureIndexes(indexes: IndexSpec[]): Promise<void>;
}

export interface DocumentStore {
  readonly kind: 'mongo' | 'embedded';
  collection<T extends Doc = Doc>(name: string): Collection<T>;
  /** Ready for /readyz. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}
