import nedbModel from '@seald-io/nedb/lib/model.js';
import { isPlainObject } from '../filter.ts';
import type { RawFilter as Filter, RawUpdate as Update } from '../types.ts';

/**
 * Exact evaluation of the port's query and update language on one document
 * in memory. The SQL the store runs narrows the candidates (through indexes);
 * whatever part of a filter it cannot state exactly (array semantics, $size,
 * conditions on sub-documents) is decided here, on those candidates only.
 *
 * The evaluator is nedb's document model (a library of pure functions; nedb's
 * datastore is no longer used except to read old data for migration), with
 * the few forms where nedb's meaning differs from MongoDB's rewritten first.
 */
export function matches(doc: unknown, filter: Filter): boolean {
  return nedbModel.match(doc, translateFilter(filter));
}

/** The document after `update` (a new object; `doc` is left as it was). */
export function applyUpdate<T extends object>(doc: T, update: Update): T {
  return nedbModel.modify(doc, toNedbUpdate(update));
}

/** MongoDB's order of two values of one sort key. */
export const compareValues = (a: unknown, b: unknown): number => nedbModel.compareThings(a, b);

/** The value at a dotted path (undefined when missing). */
export const valueAt = (doc: unknown, path: string): unknown => nedbModel.getDotValue(doc, path);

/** nedb rejects an update object whose operators are empty; drop them. */
function toNedbUpdate(update: Update): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [op, value] of Object.entries(update)) {
    if (value && Object.keys(value).length > 0) out[op] = value;
  }
  if (Object.keys(out).length === 0) out.$set = {};
  return out;
}

export const isOperatorObject = (v: unknown): v is Record<string, unknown> =>
  isPlainObject(v) && Object.keys(v).length > 0 && Object.keys(v).every((k) => k.startsWith('$'));

/** `{ field: null }` in MongoDB matches a null value or a missing field. */
const nullOrMissing = (key: string): Filter => ({ $or: [{ [key]: null }, { [key]: { $exists: false } }] });

/**
 * Rewrites the few filter forms where nedb's meaning differs from MongoDB's:
 *  - `{ f: null }` (and `$in` holding null) also match a missing field;
 *  - `$ne` / `$nin` on an array field match only when no element matches
 *    (nedb: when any element differs), and match a missing field.
 * The filter has already had undefined turned into null (see undefinedToNull).
 */
function translateFilter(filter: Filter): Filter {
  const out: Filter = {};
  const extra: Filter[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$and' || key === '$or') {
      out[key] = (value as Filter[]).map(translateFilter);
      continue;
    }
    if (key.startsWith('$')) {
      out[key] = value;
      continue;
    }
    if (value === null) {
      extra.push(nullOrMissing(key));
      continue;
    }
    if (!isOperatorObject(value)) {
      out[key] = value;
      continue;
    }
    const kept: Record<string, unknown> = {};
    for (const [op, arg] of Object.entries(value)) {
      if (op === '$ne') extra.push({ $not: translateFilter({ [key]: arg }) });
      else if (op === '$nin') extra.push({ $not: translateFilter({ [key]: { $in: arg } }) });
      else if (op === '$in' && Array.isArray(arg) && arg.includes(null)) {
        extra.push({ $or: [{ [key]: { $in: arg } }, { [key]: { $exists: false } }] });
      } else kept[op] = arg;
    }
    if (Object.keys(kept).length > 0) out[key] = kept;
  }
  if (extra.length === 0) return out;
  return { ...out, $and: [...((out.$and as Filter[] | undefined) ?? []), ...extra] };
}

/** The document an upsert starts from: the filter's equality conditions, as MongoDB builds it. */
export function upsertBase(filter: Filter): Record<string, unknown> {
  const base: Record<string, unknown> = {};
  const visit = (f: Filter) => {
    for (const [key, value] of Object.entries(f)) {
      if (key === '$and') (value as Filter[]).forEach(visit);
      else if (key.startsWith('$') || isOperatorObject(value)) continue;
      else setPath(base, key, structuredClone(value));
    }
  };
  visit(filter);
  return base;
}

function setPath(target: Record<string, unknown>, dotted: string, value: unknown) {
  const parts = dotted.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    if (!isPlainObject(next)) node[part] = {};
    node = node[part] as Record<string, unknown>;
  }
  node[parts.at(-1)!] = value;
}
