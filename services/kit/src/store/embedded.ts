import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { DocumentStore } from './types.ts';
import { importNedb, nedbFiles, retireNedbFiles } from './sqlite/migrate-nedb.ts';
import { openSqliteStore } from './sqlite/store.ts';

/** The namespace's database file under DATA_DIR/<namespace>/. */
export const SQLITE_FILE = 'store.sqlite';

/**
 * The embedded default: one SQLite database per namespace (owning service)
 * under DATA_DIR/<namespace>/store.sqlite, through node:sqlite.
 *
 * Why SQLite through node:sqlite: documents live on disk, not in the heap (the
 * nedb store before it kept every document, and its indexes, in memory: tens
 * of MB per thousand contracts, and major GC pauses that showed up as tail
 * latency); indexes are real B-trees, compound and sorted, so the dashboard's
 * page is an index range scan rather than a filter over every document; and
 * it is built into Node 24, so there is no native module to build or ship
 * (better-sqlite3) and no server to run (MongoDB stays the clustered choice).
 * Its statements are synchronous: each is kept cheap (indexed, prepared once),
 * and a read-modify-write holds a transaction without ever yielding, which
 * is what makes each single-document update atomic, as MongoDB's is.
 *
 * A namespace that still holds the old store's `<collection>.db` files and no
 * database yet is imported once on first open (see sqlite/migrate-nedb.ts).
 */
export async function createEmbeddedStore(dataDir: string, namespace: string): Promise<DocumentStore> {
  const dir = path.resolve(dataDir, namespace);
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, SQLITE_FILE);
  if (!existsSync(file)) {
    const old = await nedbFiles(dir);
    if (old.length > 0) await migrate(dir, file, old);
  }
  return openSqliteStore(file);
}

/**
 * Imports into a side file and renames it into place only once complete, so
 * a crash part-way leaves the old files in charge and the import starts over.
 */
async function migrate(dir: string, file: string, old: string[]): Promise<void> {
  const partial = `${file}.importing`;
  const removePartial = () => Promise.all(['', '-wal', '-shm'].map((s) => rm(partial + s, { force: true })));
  await removePartial();
  const store = openSqliteStore(partial);
  try {
    await importNedb(dir, store, old);
  } catch (e) {
    await store.close();
    await removePartial();
    throw e;
  }
  await store.close();
  await rename(partial, file);
  await retireNedbFiles(dir, old);
}
