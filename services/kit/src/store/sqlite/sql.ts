import type { SQLInputValue } from 'node:sqlite';
import type { RawFilter as Filter } from '../types.ts';
import { DATE_END, DATE_TAG, encodeScalar } from './codec.ts';
import { isOperatorObject } from './match.ts';

/**
 * A filter as SQL over the stored JSON. `where` always holds for every
 * document the filter matches (it may hold for more); when `exact`, it holds
 * for exactly those, so counting, skipping and limiting can happen in SQL.
 * Parts SQL cannot state exactly (array semantics, $size, sub-document
 * equality) become `1` and are left to the in-memory matcher.
 *
 * A condition on a path where some document ever held an array is never
 * stated in SQL: `{ tags: 'red' }` matches an element in MongoDB, which
 * `json_extract(doc, '$.tags') = 'red'` would not. Every other path holds
 * scalars or sub-documents only, where SQL comparison is MongoDB's (with the
 * JSON type checked, so 1 never equals true or '1').
 */
export interface SqlFilter {
  where: string;
  params: SQLInputValue[];
  exact: boolean;
}

const TRUE = '1';
const sqlString = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** The JSON path of a dotted field, quoted where needed. */
export function jsonPath(dotted: string): string {
  return (
    '$' +
    dotted
      .split('.')
      .map((k) => (/^[A-Za-z_][A-Za-z0-9_]*$/.test(k) ? `.${k}` : `."${k.replace(/(["\\])/g, '\\$1')}"`))
      .join('')
  );
}

/** The SQL expression of a field's value: the id column for `_id`. Index expressions use the same text. */
export function fieldExpr(dotted: string): string {
  return dotted === '_id' ? 'id' : `json_extract(doc, ${sqlString(jsonPath(dotted))})`;
}
const typeExpr = (dotted: string) => `json_type(doc, ${sqlString(jsonPath(dotted))})`;

type Part = { sql: string; params: SQLInputValue[]; exact: boolean };
const loose: Part = { sql: TRUE, params: [], exact: false };
const sure = (sql: string, params: SQLInputValue[] = []): Part => ({ sql, params, exact: true });

const isText = (v: unknown): v is string | Date => typeof v === 'string' || v instanceof Date;
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** Equality with one scalar on a path without arrays (never NULL, so NOT applies cleanly). */
function equals(path: string, v: unknown): Part {
  const x = fieldExpr(path);
  if (path === '_id') return typeof v === 'string' ? sure('id = ?', [v]) : loose;
  if (v === null) return sure(`${x} IS NULL`);
  if (isText(v)) return sure(`(${x} = ? AND ${typeExpr(path)} IS 'text')`, [encodeScalar(v)]);
  if (isNumber(v)) return sure(`(${x} = ? AND ${typeExpr(path)} IN ('integer', 'real'))`, [v]);
  // json_extract gives 1 / 0 for true / false: compared so, an index on the field serves it.
  if (typeof v === 'boolean') return sure(`(${x} = ${v ? 1 : 0} AND ${typeExpr(path)} IS '${v ? 'true' : 'false'}')`);
  return loose;
}

function oneOf(path: string, values: unknown): Part {
  if (!Array.isArray(values)) return loose;
  if (path === '_id') {
    if (!values.every((v) => typeof v === 'string')) return loose;
    return values.length === 0 ? sure('0') : sure(`id IN (${values.map(() => '?').join(', ')})`, values);
  }
  const x = fieldExpr(path);
  const texts = values.filter(isText).map(encodeScalar);
  const numbers = values.filter(isNumber);
  const rest = values.filter((v) => !isText(v) && !isNumber(v));
  const ors: Part[] = [];
  const list = (n: number) => Array.from({ length: n }, () => '?').join(', ');
  if (texts.length) ors.push(sure(`(${x} IN (${list(texts.length)}) AND ${typeExpr(path)} IS 'text')`, texts));
  if (numbers.length) ors.push(sure(`(${x} IN (${list(numbers.length)}) AND ${typeExpr(path)} IN ('integer', 'real'))`, numbers));
  for (const v of rest) ors.push(equals(path, v));
  return any(ors);
}

const RANGE: Record<string, string> = { $gt: '>', $gte: '>=', $lt: '<', $lte: '<=' };

/** A range condition, within the value's own type, as MongoDB compares. */
function range(path: string, op: string, v: unknown): Part {
  const x = fieldExpr(path);
  const cmp = RANGE[op]!;
  if (path === '_id') return typeof v === 'string' ? sure(`id ${cmp} ?`, [v]) : loose;
  if (isNumber(v)) return sure(`(${x} ${cmp} ? AND ${typeExpr(path)} IN ('integer', 'real'))`, [v]);
  if (v instanceof Date) {
    // Tagged Dates are a contiguous band of text: stay inside it (and on the index).
    const bound = cmp.startsWith('>') ? `${x} < ${sqlString(DATE_END)}` : `${x} >= ${sqlString(DATE_TAG)}`;
    return sure(`(${x} ${cmp} ? AND ${bound})`, [encodeScalar(v)]);
  }
  if (typeof v === 'string') {
    return sure(
      `(${x} ${cmp} ? AND ${typeExpr(path)} IS 'text' AND NOT (${x} >= ${sqlString(DATE_TAG)} AND ${x} < ${sqlString(DATE_END)}))`,
      [encodeScalar(v)],
    );
  }
  return loose;
}

const not = (p: Part): Part => (p.exact ? sure(`NOT coalesce(${p.sql}, 0)`, p.params) : loose);

function all(parts: Part[]): Part {
  const kept = parts.filter((p) => p.sql !== TRUE);
  return {
    sql: kept.length === 0 ? TRUE : kept.length === 1 ? kept[0]!.sql : kept.map((p) => `(${p.sql})`).join(' AND '),
    params: kept.flatMap((p) => p.params),
    exact: parts.every((p) => p.exact),
  };
}

function any(parts: Part[]): Part {
  if (parts.length === 0) return sure('0');
  if (parts.some((p) => p.sql === TRUE)) return { sql: TRUE, params: [], exact: parts.every((p) => p.exact) };
  return {
    sql: parts.length === 1 ? parts[0]!.sql : parts.map((p) => `(${p.sql})`).join(' OR '),
    params: parts.flatMap((p) => p.params),
    exact: parts.every((p) => p.exact),
  };
}

function condition(path: string, value: unknown, hasArray: (path: string) => boolean): Part {
  if (path !== '_id' && hasArray(path)) return loose;
  if (!isOperatorObject(value)) return equals(path, value);
  const parts: Part[] = [];
  for (const [op, arg] of Object.entries(value)) {
    if (op === '$in') parts.push(oneOf(path, arg));
    else if (op === '$nin') parts.push(not(oneOf(path, arg)));
    else if (op === '$ne') parts.push(not(equals(path, arg)));
    else if (op in RANGE) parts.push(range(path, op, arg));
    else if (op === '$exists') parts.push(path === '_id' ? sure(arg ? '1' : '0') : sure(`${typeExpr(path)} IS ${arg ? 'NOT ' : ''}NULL`));
    else parts.push(loose);
  }
  return all(parts);
}

/** The filter (undefined already turned into null) as SQL; see SqlFilter. */
export function toSql(filter: Filter, hasArray: (path: string) => boolean): SqlFilter {
  const parts: Part[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$and') parts.push(all((value as Filter[]).map((f) => partOf(f, hasArray))));
    else if (key === '$or') parts.push(any((value as Filter[]).map((f) => partOf(f, hasArray))));
    else if (key.startsWith('$')) parts.push(loose);
    else parts.push(condition(key, value, hasArray));
  }
  const p = all(parts);
  return { where: p.sql, params: p.params, exact: p.exact };
}

function partOf(filter: Filter, hasArray: (path: string) => boolean): Part {
  const s = toSql(filter, hasArray);
  return { sql: s.where, params: s.params, exact: s.exact };
}

/** ORDER BY for a sort (ties by _id), or null when a sort key may hold arrays (MongoDB sorts those by element: done in memory). */
export function orderBy(sort: Record<string, 1 | -1> | undefined, hasArray: (path: string) => boolean): string | null {
  if (!sort || Object.keys(sort).length === 0) return '';
  const keys = Object.entries(sort);
  if (keys.some(([k]) => k !== '_id' && hasArray(k))) return null;
  const terms = keys.map(([k, dir]) => `${fieldExpr(k)} ${dir === -1 ? 'DESC' : 'ASC'}`);
  // Ties in _id order, whatever order the documents were written in (a replayed read model reads back the same).
  if (!('_id' in sort)) terms.push('id ASC');
  return ` ORDER BY ${terms.join(', ')}`;
}

/**
 * The SELECT of a find whose filter is exact: the page (LIMIT ?, OFFSET ?)
 * and, with `fields`, only those fields (`doc -> path`: SQL NULL when
 * missing, JSON `null` when null), so big documents never leave SQLite whole.
 */
export function selectSql(table: string, where: string, order: string, fields?: string[]): string {
  const cols = fields ? fields.map((f, i) => `doc -> ${sqlString(jsonPath(f))} AS f${i}`).join(', ') || 'NULL AS none' : 'doc';
  return `SELECT id, ${cols} FROM ${table} WHERE ${where}${order} LIMIT ? OFFSET ?`;
}

/** A collection's table: its own name (tables starting with `_` are the store's own). */
export const tableOf = (collection: string) => `"${collection.replace(/"/g, '""')}"`;
