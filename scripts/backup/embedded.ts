/**
 * Backup and restore of the embedded store (`make backup` / `make restore`).
 *
 * The embedded store keeps each service's collections under DATA_DIR/<namespace>/. A backup is engine-neutral:
 * each collection's documents as JSON lines (dates as `{"$date": ISO}`), read and written through the store port
 * (`collection(name).find({})` / `insertOne`), so it restores into whichever engine the embedded store uses then.
 * Only finding the collections and snapshotting their files knows the on-disk layout (collectionFiles below).
 *
 * Consistency: each collection is read from a point-in-time copy of its file(s) taken at the start (a copy of an
 * append-only nedb file is a prefix of its history; an SQLite file is copied with SQLite's own online backup),
 * so every collection is internally consistent; collections (and services) are not one atomic snapshot. That is
 * the consistency the product already lives with across services: a change and its event are one document (the
 * outbox rides on it), an event not yet published is restored unpublished and goes out after the restore, and
 * consumers skip an event they have already handled. For a byte-exact cut, stop `make dev` first.
 */
import { createHash } from 'node:crypto';
import { constants, createReadStream } from 'node:fs';
import { chmod, copyFile, mkdir, mkdtemp, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { createEmbeddedStore, type Doc } from '@homepact/kit';

export const MANIFEST = 'manifest.json';
const FORMAT = 'homepact-embedded-backup/1';
/** Files beside the namespaces in DATA_DIR that `make dev` keeps (its secrets, the dev seal): restored as they were. */
const ROOT_FILES_DIR = 'files';

export interface ManifestEntry {
  /** Relative to the backup directory, with forward slashes. */
  path: string;
  sha256: string;
  bytes: number;
  /** Collections only. */
  namespace?: string;
  collection?: string;
  documents?: number;
}

export interface Manifest {
  format: typeof FORMAT;
  createdAt: string;
  source: string;
  consistency: string;
  collections: ManifestEntry[];
  files: ManifestEntry[];
}

const SQLITE_HEADER = 'SQLite format 3\0';

async function isSqliteFile(file: string): Promise<boolean> {
  const fh = await open(file, 'r');
  try {
    const buf = Buffer.alloc(16);
    const { bytesRead } = await fh.read(buf, 0, 16, 0);
    return bytesRead === 16 && buf.toString('latin1') === SQLITE_HEADER;
  } finally {
    await fh.close();
  }
}

/**
 * The collections of one namespace directory, whichever engine wrote it: the SQLite engine keeps one database
 * (`store.sqlite`, with `-wal` / `-shm` companions) holding a table per collection; the nedb engine before it kept
 * one `<collection>.db` file of JSON lines per collection. Where a namespace has an SQLite database, that is what
 * the store reads (old nedb files beside it were imported into it), so only its tables count.
 * Returns each collection's name and the file that holds it.
 */
export async function collectionFiles(nsDir: string): Promise<Array<{ collection: string; file: string }>> {
  const names = (await readdir(nsDir, { withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => e.name)
    .sort();
  const sqlite: Array<{ collection: string; file: string }> = [];
  const nedb: Array<{ collection: string; file: string }> = [];
  for (const name of names) {
    // Companions (-wal, -shm, an import's .importing, nedb's compaction~) go with their database or are not one.
    const m = /^(.+)\.(db|sqlite|sqlite3)$/.exec(name);
    if (!m) continue;
    const file = path.join(nsDir, name);
    if ((await stat(file)).size > 0 && (await isSqliteFile(file))) {
      for (const table of await sqliteTables(file)) sqlite.push({ collection: table, file: name });
    } else if (m[2] === 'db') nedb.push({ collection: m[1]!, file: name });
  }
  return sqlite.length > 0 ? sqlite : nedb;
}

async function sqliteTables(file: string): Promise<string[]> {
  const { DatabaseSync } = await import('node:sqlite');
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const rows = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as Array<{
      name: string;
    }>;
    return rows.map((r) => r.name).filter((n) => !n.startsWith('_'));
  } finally {
    db.close();
  }
}

/** A point-in-time copy of one store file: SQLite's online backup for SQLite files, a plain copy of nedb's append-only file. */
async function snapshotFile(src: string, dest: string): Promise<void> {
  if ((await stat(src)).size > 0 && (await isSqliteFile(src))) {
    const { DatabaseSync, backup } = await import('node:sqlite');
    const db = new DatabaseSync(src, { readOnly: true });
    try {
      await backup(db, dest);
    } finally {
      db.close();
    }
    return;
  }
  await copyFile(src, dest, constants.COPYFILE_FICLONE);
}

/** Dates survive the round trip as `{"$date": ISO}` (MongoDB's extended JSON); everything else is plain JSON. */
export const encodeDoc = (doc: Doc): string =>
  JSON.stringify(doc, function (this: Record<string, unknown>, key, value: unknown) {
    const raw = this[key];
    return raw instanceof Date ? { $date: raw.toISOString() } : value;
  });

export const decodeDoc = (line: string): Doc =>
  JSON.parse(line, (_key, value: unknown) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const keys = Object.keys(value);
      if (keys.length === 1 && keys[0] === '$date') return new Date((value as { $date: string }).$date);
    }
    return value;
  }) as Doc;

const sha256File = async (file: string) => {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
};

const isDir = async (p: string) => (await stat(p).catch(() => null))?.isDirectory() ?? false;

/** The UTC timestamp a backup directory is named after: 2026-11-26T12-30-05Z (sortable, no colons). */
export const backupName = (now: Date) =>
  now
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-');

/**
 * Writes `<backupsDir>/<UTC timestamp>/`: `<namespace>/<collection>.jsonl` for every collection of every
 * namespace in dataDir, the root files of DATA_DIR under `files/`, and manifest.json (counts, SHA-256 of each
 * file). The directory is written under a temporary name and renamed when complete, so a half-written backup
 * is never taken for the latest.
 */
export async function backupEmbedded(opts: {
  dataDir: string;
  backupsDir: string;
  now?: Date;
}): Promise<{ dir: string; manifest: Manifest }> {
  const dataDir = path.resolve(opts.dataDir);
  if (!(await isDir(dataDir))) throw new Error(`DATA_DIR ${dataDir} does not exist: nothing to back up`);
  const now = opts.now ?? new Date();
  await mkdir(opts.backupsDir, { recursive: true, mode: 0o700 });
  const finalDir = path.join(path.resolve(opts.backupsDir), backupName(now));
  const workDir = `${finalDir}.partial`;
  await rm(workDir, { recursive: true, force: true });
  await mkdir(workDir, { recursive: true, mode: 0o700 });
  const snapshotRoot = await mkdtemp(path.join(tmpdir(), 'hp-backup-snap-'));
  const manifest: Manifest = {
    format: FORMAT,
    createdAt: now.toISOString(),
    source: dataDir,
    consistency:
      'per collection: a point-in-time copy of each collection taken at the start of the backup; not one atomic cut across collections',
    collections: [],
    files: [],
  };
  try {
    const entries = (await readdir(dataDir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name));
    // Snapshot every namespace's files first (a short window), then export from the copies at leisure.
    const namespaces: Array<{ ns: string; collections: Array<{ collection: string; file: string }> }> = [];
    for (const e of entries.filter((x) => x.isDirectory())) {
      const collections = await collectionFiles(path.join(dataDir, e.name));
      if (collections.length === 0) continue;
      const snapDir = path.join(snapshotRoot, e.name);
      await mkdir(snapDir);
      for (const file of new Set(collections.map((c) => c.file)))
        await snapshotFile(path.join(dataDir, e.name, file), path.join(snapDir, file));
      namespaces.push({ ns: e.name, collections });
    }
    for (const { ns, collections } of namespaces) {
      await mkdir(path.join(workDir, ns), { mode: 0o700 });
      const store = await createEmbeddedStore(snapshotRoot, ns);
      try {
        for (const { collection } of collections) {
          const docs = await store.collection(collection).find({}, { sort: { _id: 1 } });
          const rel = `${ns}/${collection}.jsonl`;
          const out = path.join(workDir, rel);
          await writeFile(out, docs.map((d) => encodeDoc(d) + '\n').join(''), { mode: 0o600 });
          manifest.collections.push({ path: rel, namespace: ns, collection, documents: docs.length, ...(await describe(out)) });
        }
      } finally {
        await store.close();
      }
    }
    const rootFiles = entries.filter((x) => x.isFile());
    if (rootFiles.length > 0) await mkdir(path.join(workDir, ROOT_FILES_DIR), { mode: 0o700 });
    for (const f of rootFiles) {
      const rel = `${ROOT_FILES_DIR}/${f.name}`;
      await copyFile(path.join(dataDir, f.name), path.join(workDir, rel));
      await chmod(path.join(workDir, rel), 0o600);
      manifest.files.push({ path: rel, ...(await describe(path.join(workDir, rel))) });
    }
    await writeFile(path.join(workDir, MANIFEST), JSON.stringify(manifest, null, 2) + '\n', { mode: 0o600 });
    await rename(workDir, finalDir);
    return { dir: finalDir, manifest };
  } catch (e) {
    await rm(workDir, { recursive: true, force: true });
    throw e;
  } finally {
    await rm(snapshotRoot, { recursive: true, force: true });
  }
}

async function describe(file: string) {
  return { sha256: await sha256File(file), bytes: (await stat(file)).size };
}

/** The newest complete backup in backupsDir (names sort by time), or null. */
export async function latestBackup(backupsDir: string): Promise<string | null> {
  const names = await readdir(backupsDir).catch(() => [] as string[]);
  for (const name of names
    .filter((n) => !n.endsWith('.partial'))
    .sort()
    .reverse()) {
    const dir = path.join(path.resolve(backupsDir), name);
    if (await stat(path.join(dir, MANIFEST)).catch(() => null)) return dir;
  }
  return null;
}

/**
 * Checks a backup against its manifest: every file listed is there with its SHA-256 and size, every
 * collection has the number of documents the manifest counts, and nothing unlisted sits beside them.
 * Returns the problems found (empty when the backup is whole).
 */
export async function verifyBackup(dir: string): Promise<{ manifest: Manifest | null; problems: string[] }> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(path.join(dir, MANIFEST), 'utf8')) as Manifest;
  } catch (e) {
    return { manifest: null, problems: [`${MANIFEST} is missing or unreadable: ${(e as Error).message}`] };
  }
  if (manifest.format !== FORMAT) return { manifest, problems: [`unknown backup format ${String(manifest.format)}`] };
  const problems: string[] = [];
  const listed = new Set<string>([MANIFEST]);
  for (const entry of [...manifest.collections, ...manifest.files]) {
    listed.add(entry.path);
    const file = path.join(dir, ...entry.path.split('/'));
    const st = await stat(file).catch(() => null);
    if (!st) {
      problems.push(`${entry.path}: missing`);
      continue;
    }
    if (st.size !== entry.bytes) problems.push(`${entry.path}: ${st.size} bytes, the manifest says ${entry.bytes}`);
    const sum = await sha256File(file);
    if (sum !== entry.sha256) problems.push(`${entry.path}: SHA-256 ${sum} does not match the manifest's ${entry.sha256}`);
    if (entry.documents !== undefined) {
      const lines = await countLines(file);
      if (lines !== entry.documents) problems.push(`${entry.path}: ${lines} documents, the manifest says ${entry.documents}`);
    }
  }
  for (const rel of await listFiles(dir)) if (!listed.has(rel)) problems.push(`${rel}: not in the manifest`);
  return { manifest, problems };
}

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...(await listFiles(path.join(dir, e.name), rel)));
    else out.push(rel);
  }
  return out;
}

async function countLines(file: string): Promise<number> {
  let n = 0;
  const rl = readline.createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  for await (const line of rl) if (line.length > 0) n += 1;
  return n;
}

export class RestoreRefused extends Error {}

/**
 * Loads a verified backup into dataDir through the store port. A dataDir holding anything is refused unless
 * `force`, which first moves it aside to `<dataDir>.replaced-<timestamp>` (nothing is deleted). The data is
 * loaded into a sibling directory and renamed into place when complete, so a failed restore leaves no
 * half-filled DATA_DIR. Indexes are the services' own: each creates its indexes when it starts.
 */
export async function restoreEmbedded(opts: {
  dataDir: string;
  backupDir: string;
  force?: boolean;
  now?: Date;
}): Promise<{ manifest: Manifest; documents: number; movedAside: string | null }> {
  const dataDir = path.resolve(opts.dataDir);
  const { manifest, problems } = await verifyBackup(opts.backupDir);
  if (!manifest || problems.length > 0)
    throw new RestoreRefused(`the backup ${opts.backupDir} does not verify:\n  ${problems.join('\n  ')}`);
  const existing = await readdir(dataDir).catch(() => null);
  if (existing && existing.length > 0 && !opts.force) {
    throw new RestoreRefused(
      `DATA_DIR ${dataDir} is not empty (${existing.length} entries); restoring would overwrite it. Use FORCE=1 to move it aside first.`,
    );
  }
  const stamp = backupName(opts.now ?? new Date());
  const staging = `${dataDir}.restoring-${stamp}`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  let documents = 0;
  try {
    const byNamespace = new Map<string, ManifestEntry[]>();
    for (const entry of manifest.collections) byNamespace.set(entry.namespace!, [...(byNamespace.get(entry.namespace!) ?? []), entry]);
    for (const [ns, entries] of byNamespace) {
      const store = await createEmbeddedStore(staging, ns);
      try {
        for (const entry of entries) {
          const coll = store.collection(entry.collection!);
          const rl = readline.createInterface({
            input: createReadStream(path.join(opts.backupDir, ...entry.path.split('/'))),
            crlfDelay: Infinity,
          });
          for await (const line of rl) {
            if (!line) continue;
            await coll.insertOne(decodeDoc(line));
            documents += 1;
          }
        }
      } finally {
        await store.close();
      }
    }
    for (const f of manifest.files) {
      const dest = path.join(staging, path.basename(f.path));
      await copyFile(path.join(opts.backupDir, ...f.path.split('/')), dest);
      await chmod(dest, 0o600);
    }
  } catch (e) {
    await rm(staging, { recursive: true, force: true });
    throw e;
  }
  let movedAside: string | null = null;
  if (existing) {
    if (existing.length > 0) {
      movedAside = `${dataDir}.replaced-${stamp}`;
      await rename(dataDir, movedAside);
    } else await rm(dataDir, { recursive: true });
  }
  await rename(staging, dataDir);
  return { manifest, documents, movedAside };
}
