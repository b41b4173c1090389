/** Filter helpers shared by both document-store adapters. */

export const isPlainObject = (v: unknown): v is Record<string, unknown> => {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};

/**
 * An undefined value in a filter means null ("null or missing") on both
 * adapters. Left alone, MongoDB's driver (with ignoreUndefined) would drop the
 * condition and match every document: `deleteMany({ ownerId: undefined })`
 * must not empty a collection.
 */
export function undefinedToNull(value: unknown): unknown {
  if (value === undefined) return null;
  if (Array.isArray(value)) return value.map(undefinedToNull);
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, undefinedToNull(v)]));
  return value;
}

/** A sort's keys in order, without any whose direction is undefined. */
export function definedSort(sort: Partial<Record<string, 1 | -1>> | undefined): Record<string, 1 | -1> | undefined {
  if (!sort) return undefined;
  return Object.fromEntries(Object.entries(sort).filter((e): e is [string, 1 | -1] => e[1] !== undefined));
}
