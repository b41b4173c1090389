import { readdir, rename } from 'node:fs/promises';
import path from 'node:path';
import Datastore from '@seald-io/nedb';
import type { Doc, DocumentStore } from '../types.ts';

const NEDB_SUFFIX = '.db';
export const MIGRATED_SUFFIX = '.db.migrated';

/** The old store's files in a namespace directory: one `<collection>.db` per collection. */
export async function nedbFiles(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names.filter((n) => n.endsWith(NEDB_SUFFIX)).sort();
}

/**
 * Copies every collection of the old nedb store in `dir` into `store`, then
 * renames the old files to `*.db.migrated` (kept, not deleted: they are the
 * way back). nedb itself reads its files, so its append-only format is
 * honoured exactly: later lines win, `$$deleted` lines remove, index lines
 * are skipped, `$$date` values come back as Dates. Each collection's rows go
 * in through the store's own insert, so indexes and array paths are built as
 * for any write.
 */
export async function importNedb(dir: string, store: DocumentStore, files: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const file of files) {
    const name = file.slice(0, -NEDB_SUFFIX.length);
    const old = new Datastore<Doc>({ filename: path.join(dir, file) });
    await old.loadDatabaseAsync();
    const docs = old.getAllData();
    const target = store.collection(name);
    for (const doc of docs) await target.insertOne(doc);
    counts[name] = docs.length;
  }
  return counts;
}

export async function retireNedbFiles(dir: string, files: string[]): Promise<void> {
  for (const file of files) await rename(path.join(dir, file), path.join(dir, file.slice(0, -NEDB_SUFFIX.length) + MIGRATED_SUFFIX));
}
