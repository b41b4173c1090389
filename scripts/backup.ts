/**
 * `make backup` / `make restore` for the embedded store (see scripts/backup/embedded.ts and
 * docs/runbooks/backup-and-restore.md).
 *
 *   tsx scripts/backup.ts backup              DATA_DIR (default .data) -> BACKUP_DIR/<UTC timestamp>/ (default backups/)
 *   tsx scripts/backup.ts restore             the newest backup in BACKUP_DIR -> DATA_DIR (refused if DATA_DIR holds anything)
 *   tsx scripts/backup.ts restore <dir>       that backup (BACKUP=<dir> in make); FORCE=1 moves a non-empty DATA_DIR aside first
 *   tsx scripts/backup.ts verify [<dir>]      checks a backup against its manifest, loads nothing
 */
import path from 'node:path';
import { backupEmbedded, latestBackup, RestoreRefused, restoreEmbedded, verifyBackup } from './backup/embedded.ts';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.resolve(root, process.env.DATA_DIR || '.data');
const backupsDir = path.resolve(root, process.env.BACKUP_DIR || 'backups');
const [command, arg] = process.argv.slice(2);
const say = (line: string) => process.stdout.write(line + '\n');
const fail = (line: string): never => {
  process.stderr.write(line + '\n');
  process.exit(1);
};

/** The services of `make dev` answer on 4001-4006: a restore under a running stack would be overwritten by it. */
async function stackRunning(): Promise<boolean> {
  try {
    await fetch('http://127.0.0.1:4001/healthz', { signal: AbortSignal.timeout(500) });
    return true;
  } catch {
    return false;
  }
}

async function chosenBackup(): Promise<string> {
  const chosen = arg || process.env.BACKUP;
  if (chosen) return path.resolve(root, chosen);
  return (await latestBackup(backupsDir)) ?? fail(`No backup in ${backupsDir} (make backup writes one; BACKUP=<dir> picks another).`);
}

if (command === 'backup') {
  const { dir, manifest } = await backupEmbedded({ dataDir, backupsDir }).catch((e: Error) => fail(`Backup failed: ${e.message}`));
  const docs = manifest.collections.reduce((n, c) => n + (c.documents ?? 0), 0);
  const namespaces = new Set(manifest.collections.map((c) => c.namespace)).size;
  say(
    `Backed up ${docs} documents in ${manifest.collections.length} collections of ${namespaces} services and ${manifest.files.length} files`,
  );
  say(`  from ${dataDir}`);
  say(`  to   ${dir}`);
  say('  (each collection a point-in-time copy; see docs/runbooks/backup-and-restore.md)');
} else if (command === 'verify') {
  const dir = await chosenBackup();
  const { manifest, problems } = await verifyBackup(dir);
  if (!manifest || problems.length > 0) fail(`${dir} does not verify:\n  ${problems.join('\n  ')}`);
  say(`${dir} verifies: ${manifest!.collections.length} collections and ${manifest!.files.length} files match the manifest.`);
} else if (command === 'restore') {
  if (await stackRunning()) fail('make dev is running (a service answers on 127.0.0.1:4001): stop it before restoring.');
  const dir = await chosenBackup();
  try {
    const { documents, manifest, movedAside } = await restoreEmbedded({ dataDir, backupDir: dir, force: process.env.FORCE === '1' });
    if (movedAside) say(`The previous DATA_DIR was moved to ${movedAside}.`);
    say(`Restored ${documents} documents in ${manifest.collections.length} collections and ${manifest.files.length} files`);
    say(`  from ${dir} (taken ${manifest.createdAt})`);
    say(`  to   ${dataDir}`);
  } catch (e) {
    if (e instanceof RestoreRefused) fail(`Restore refused: ${e.message}`);
    throw e;
  }
} else {
  fail('usage: tsx scripts/backup.ts backup | restore [<backup dir>] | verify [<backup dir>]');
}
