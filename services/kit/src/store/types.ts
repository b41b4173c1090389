/**
 * The document-store port. Its query and update language is the subset of
 * MongoDB's that both adapters (mongoose and the embedded on-disk store)
 * implement identically; the shared contract suite pins that down.
 *
 * Filters: equality (also on dotted paths), $in, $nin, $ne, $gt, $gte, $lt,
 * $lte, $exists, $size, $or, $and.
 * Updates: $set, $unset, $inc, $push (with $each), $pull.
 *
 * Filters, updates and find options are typed over the document's own fields
 * and the dotted paths into them, so a misspelled field or a value of the
 * wrong type fails the type check (documents have no index signature, and
 * neither do these types, so an object literal's excess key is an error).
 * The adapters themselves work on the untyped forms (Raw*), which every typed
 * filter and update is.
 */
export type Doc = { _id: string };

/** Values a path stops at: nothing inside them is addressed by a dotted path. */
type Leaf = string | number | boolean | bigint | symbol | null | undefined | Date | Uint8Array | ((...args: never[]) => unknown);

/** Dotted paths reach this deep (a.b.c); deeper fields are set whole. Bounded to keep the type check fast. */
type Depth = [never, 0, 1, 2];

type ElementOf<V> = V extends readonly (infer E)[] ? E : never;

/**
 * Every addressable path of T mapped to its value: top-level keys, keys of
 * nested objects (`a.b`), and keys of the elements of arrays of objects
 * (`signers.email`, matching any element, as MongoDB does).
 */
type PathEntries<T, D extends number, Prefix extends string> = {
  [K in keyof T & string]-?: PathEntry<T[K], D, `${Prefix}${K}`>;
}[keyof T & string];

type PathEntry<V, D extends number, P extends string> =
  | [P, V]
  | ([D] extends [never]
      ? never
      : NonNullable<V> extends Leaf
        ? never
        : NonNullable<V> extends readonly unknown[]
          ? NonNullable<ElementOf<NonNullable<V>>> extends Leaf
            ? never
            : PathEntries<NonNullable<ElementOf<NonNullable<V>>>, Depth[D], `${P}.`>
          : PathEntries<NonNullable<V>, Depth[D], `${P}.`>);

type Entries<T> = PathEntries<T, 3, ''>;
/** Every path of T, top-level keys and dotted paths. */
type PathOf<T> = Entries<T>[0];
/** The value at path P of T. */
type At<T, P> = Extract<Entries<T>, [P, unknown]>[1];

/** What a condition on a field compares against: the field's value, or one element of an array field. */
type Operand<V> = NonNullable<V> extends readonly unknown[] ? NonNullable<V> | ElementOf<NonNullable<V>> : NonNullable<V>;

export interface Operators<V> {
  $in?: readonly (Operand<V> | null)[];
  $nin?: readonly (Operand<V> | null)[];
  $ne?: Operand<V> | null;
  $gt?: Operand<V>;
  $gte?: Operand<V>;
  $lt?: Operand<V>;
  $lte?: Operand<V>;
  $exists?: boolean;
  $size?: NonNullable<V> extends readonly unknown[] ? number : never;
}

/** A condition on one field: equality (null: null or missing; undefined counts as null), or operators. */
export type Condition<V> = Operand<V> | null | undefined | Operators<V>;

export type Filter<T> = { [P in PathOf<T>]?: Condition<At<T, P>> } & {
  $or?: Filter<T>[];
  $and?: Filter<T>[];
};

/** Paths whose value is a number (possibly optional): what $inc may move. */
type NumericPaths<T> = { [P in PathOf<T>]-?: NonNullable<At<T, P>> extends number ? P : never }[PathOf<T>];
/** Paths whose value is an array: what $push and $pull may change. */
type ArrayPaths<T> = { [P in PathOf<T>]-?: NonNullable<At<T, P>> extends readonly unknown[] ? P : never }[PathOf<T>];
type ElementAt<T, P> = ElementOf<NonNullable<At<T, P>>>;

export interface Update<T> {
  $set?: { [P in PathOf<T>]?: At<T, P> };
  $unset?: { [P in PathOf<T>]?: true | 1 | '' };
  $inc?: { [P in NumericPaths<T>]?: number };
  $push?: { [P in ArrayPaths<T>]?: ElementAt<T, P> | { $each: ElementAt<T, P>[] } };
  /** Removes the elements equal to the value, or (elements being documents) matching the filter. */
  $pull?: {
    [P in ArrayPaths<T>]?: ElementAt<T, P> extends Leaf ? ElementAt<T, P> | Operators<ElementAt<T, P>> : Filter<ElementAt<T, P>>;
  };
}

export interface FindOptions<T> {
  sort?: { [P in PathOf<T>]?: 1 | -1 };
  limit?: number;
  skip?: number;
  /** Only these top-level fields (plus _id) come back: lists need not load whole documents. */
  fields?: (keyof T & string)[];
}

/**
 * The untyped forms the adapters evaluate; every Filter<T>, Update<T> and
 * FindOptions<T> is one. (An optional key may hold undefined: the typed forms'
 * optional properties allow it.)
 */
export type RawFilter = Record<string, unknown>;
export interface RawUpdate {
  $set?: Record<string, unknown>;
  $unset?: Partial<Record<string, true | 1 | ''>>;
  $inc?: Partial<Record<string, number>>;
  $push?: Record<string, unknown>;
  $pull?: Record<string, unknown>;
}
export interface RawFindOptions {
  sort?: Partial<Record<string, 1 | -1>>;
  limit?: number;
  skip?: number;
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
  findOne(filter: Filter<T>): Promise<T | null>;
  find(filter: Filter<T>, options?: FindOptions<T>): Promise<T[]>;
  count(filter: Filter<T>): Promise<number>;
  /** Atomic per document. Returns the document after the update, or null. */
  findOneAndUpdate(filter: Filter<T>, update: Update<T>, options?: { upsert?: boolean }): Promise<T | null>;
  /** Returns how many documents matched. */
  updateMany(filter: Filter<T>, update: Update<T>): Promise<number>;
  deleteOne(filter: Filter<T>): Promise<boolean>;
  deleteMany(filter: Filter<T>): Promise<number>;
  ensureIndexes(indexes: IndexSpec[]): Promise<void>;
}

export interface DocumentStore {
  readonly kind: 'mongo' | 'embedded';
  collection<T extends Doc = Doc>(name: string): Collection<T>;
  /** Ready for /readyz. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}
