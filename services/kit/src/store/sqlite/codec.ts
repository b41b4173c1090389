import { isPlainObject } from '../filter.ts';

/**
 * How documents are written as JSON text. JSON has no Date, and a Date must
 * compare and sort as a Date inside SQL (json_extract sees only text), so a
 * Date is written as a tagged ISO string: `$date:2024-05-06T07:08:09.010Z`.
 * Those strings sort in time order among themselves, and a range on Dates is
 * a range on that text, which an index serves. A real string that happens to
 * start with a tag is escaped with `$str:`, so nothing is read back as
 * something it was not.
 */
export const DATE_TAG = '$date:';
/** The first string after every tagged Date: `$date;` (';' follows ':'). */
export const DATE_END = '$date;';
const STR_TAG = '$str:';

const encodeString = (s: string) => (s.startsWith(DATE_TAG) || s.startsWith(STR_TAG) ? STR_TAG + s : s);

/** A scalar as it is stored (and so as SQL compares it). */
export function encodeScalar(v: string | Date): string {
  return typeof v === 'string' ? encodeString(v) : DATE_TAG + v.toISOString();
}

/**
 * A stored copy of `value`: Dates tagged, undefined fields dropped (as
 * MongoDB's driver does). Every dotted path that holds an array (in this
 * document) is added to `arrayPaths`: queries on those paths need MongoDB's
 * array semantics, which plain SQL comparisons do not give.
 */
export function encode(value: unknown, arrayPaths: Set<string>, path = ''): unknown {
  if (typeof value === 'string') return encodeString(value);
  if (value instanceof Date) return DATE_TAG + value.toISOString();
  if (Array.isArray(value)) {
    if (path) arrayPaths.add(path);
    return value.map((v) => (v === undefined ? null : encode(v, arrayPaths, path)));
  }
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (v !== undefined) out[k] = encode(v, arrayPaths, path ? `${path}.${k}` : k);
    }
    return out;
  }
  return value;
}

function decodeString(s: string): unknown {
  if (s.startsWith(DATE_TAG)) return new Date(s.slice(DATE_TAG.length));
  if (s.startsWith(STR_TAG)) return s.slice(STR_TAG.length);
  return s;
}

/** Turns tagged strings back into what they were, in place; returns the value. */
function revive(value: unknown): unknown {
  if (typeof value === 'string') return value.charCodeAt(0) === 36 /* $ */ ? decodeString(value) : value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = revive(value[i]);
    return value;
  }
  if (value !== null && typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    for (const k of Object.keys(obj)) obj[k] = revive(obj[k]);
  }
  return value;
}

/** Parses stored JSON text; the walk that revives tags runs only when the text may hold one. */
export function decode(text: string): unknown {
  const parsed: unknown = JSON.parse(text);
  return text.includes('"$') ? revive(parsed) : parsed;
}

/** An already-encoded value, revived (used on the fresh copy encode made, to answer a write). */
export const reviveEncoded = revive;
