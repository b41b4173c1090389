/**
 * The MongoDB restore procedure of docs/runbooks/backup-and-restore.md, end to end on the deployed `mongo`
 * image (k8s/components/versions): documents written through the services' store adapter into two
 * services' databases, a backup by the chart's own script (charts/homepact/files/backup/mongodump.sh:
 * mongodump --oplog, gzip archive, SHA-256, pruning), the databases dropped, the archive checked and
 * restored with mongorestore as the runbook says, and every document compared. Run by `make
 * test-containers`; without a Docker engine it is skipped with one line.
 */
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore, type Doc, type DocumentStore } from '@homepact/kit';
import { deployedImage, dockerAvailable, skipLine } from '@homepact/kit/testing';
import type { StartedMongoDBContainer } from '@testcontainers/mongodb';

const root = resolve(import.meta.dirname, '../..');
const docker = await dockerAvailable();
if (!docker) console.warn(skipLine('MongoDB backup and restore', 'no Docker engine reachable (see make test-containers)'));

let container: StartedMongoDBContainer;
let url: string;
const IN_CONTAINER = 'mongodb://127.0.0.1:27017/?directConnection=true';

async function sh(script: string, env: Record<string, string> = {}) {
  const res = await container.exec(['bash', '-c', script], { env });
  if (res.exitCode !== 0) throw new Error(`${script}\nexit ${res.exitCode}\n${res.output}`);
  return res.output;
}

async function withStore<T>(namespace: string, fn: (s: DocumentStore) => Promise<T>): Promise<T> {
  const store = await createStore({ mongoUrl: url, dataDir: '', namespace });
  try {
    return await fn(store);
  } finally {
    await store.close();
  }
}

const DATA: Record<string, Record<string, Doc[]>> = {
  contracts: {
    contracts: Array.from({ length: 25 }, (_, i) => ({
      _id: `c-${String(i).padStart(3, '0')}`,
      createdBy: `u-${i % 3}`,
      status: i % 2 ? 'executed' : 'draft',
      createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      signatureEvidence: i % 2 ? [{ role: 'homeowner', signedAt: new Date(Date.UTC(2026, 1, i + 1)) }] : [],
    })),
  },
  notifications: {
    email_log: Array.from({ length: 40 }, (_, i) => ({
      _id: `m-${String(i).padStart(3, '0')}`,
      template: 'invite',
      sentAt: new Date(Date.UTC(2026, 2, 1, i)),
    })),
  },
};

beforeAll(async () => {
  if (!docker) return;
  const { MongoDBContainer } = await import('@testcontainers/mongodb');
  container = await new MongoDBContainer(deployedImage('mongo'))
    .withCopyFilesToContainer([{ source: resolve(root, 'charts/homepact/files/backup/mongodump.sh'), target: '/scripts/mongodump.sh' }])
    .start();
  const cs = container.getConnectionString();
  url = cs.includes('?') ? `${cs}&directConnection=true` : `${cs}/?directConnection=true`;
}, 180_000);
afterAll(async () => {
  await container?.stop();
});

describe.skipIf(!docker)('MongoDB backup and restore (deployed mongo image)', () => {
  it('mongodump by the chart script, drop, verify, mongorestore: every document is back', async () => {
    for (const [ns, collections] of Object.entries(DATA)) {
      await withStore(ns, async (s) => {
        for (const [name, docs] of Object.entries(collections)) for (const d of docs) await s.collection(name).insertOne(d);
      });
    }

    // The CronJob's container, as the chart runs it (target pvc: dump, checksum, prune).
    await sh('mkdir -p /backup');
    const out = await sh('bash /scripts/mongodump.sh', {
      BACKUP_DIR: '/backup',
      BACKUP_TARGET: 'pvc',
      KEEP_COUNT: '3',
      KEEP_DAYS: '30',
      MONGO_URI: IN_CONTAINER,
    });
    expect(out).toMatch(/wrote homepact-mongodb-.*\.archive\.gz/);
    const archive = (await sh('cd /backup && ls -1 homepact-mongodb-*.archive.gz')).trim();
    expect(archive.split('\n')).toHaveLength(1);

    // Lost.
    await sh(
      `mongosh --quiet "${IN_CONTAINER}" --eval "for (const n of ['homepact_contracts','homepact-contracts','homepact_notifications','homepact-notifications']) db.getSiblingDB(n).dropDatabase()"`,
    );
    expect(await withStore('contracts', (s) => s.collection('contracts').count({}))).toBe(0);

    // The runbook: check the archive, list it without writing, then restore.
    await sh(`cd /backup && sha256sum -c ${archive}.sha256`);
    await sh(`mongorestore --uri="${IN_CONTAINER}" --gzip --archive=/backup/${archive} --dryRun`);
    await sh(`mongorestore --uri="${IN_CONTAINER}" --gzip --archive=/backup/${archive} --oplogReplay --drop`);

    for (const [ns, collections] of Object.entries(DATA)) {
      await withStore(ns, async (s) => {
        for (const [name, docs] of Object.entries(collections))
          expect(await s.collection(name).find({}, { sort: { _id: 1 } })).toEqual(docs);
      });
    }

    // A corrupted archive fails the check before anything is restored.
    await sh(`cd /backup && printf x >> ${archive}`);
    await expect(sh(`cd /backup && sha256sum -c ${archive}.sha256`)).rejects.toThrow(/FAILED|exit 1/);
  }, 240_000);
});
