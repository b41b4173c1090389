import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedStore, type Doc } from '@homepact/kit';

/** Backups copy documents of every shape: these tests read them as they are. */
type Stored = Doc & Record<string, unknown>;
import { validContractBody } from '@homepact/proto/testing';
import { backupEmbedded, restoreEmbedded, RestoreRefused, verifyBackup } from '../../scripts/backup/embedded.ts';
import { devSecrets, startEmbeddedStack, type Stack } from '../../scripts/stack.ts';

/**
 * `make backup`, then what `make clean` does to the data (DATA_DIR removed), then `make restore`: the embedded
 * stack signs a contract end to end over HTTP (sign-in by the dev mailbox, create, Generate sends the
 * invitations, both parties sign from their links), is backed up while it runs, DATA_DIR is wiped, the backup
 * restored, the stack started again on it, and the contract, both signatures and every e-mail log are there.
 */
let root: string;
let dataDir: string;
let backupsDir: string;
let stack: Stack | undefined;

const OWNER = 'backup-owner@example.com';
const HOMEOWNER = 'backup-home@example.com';
const PROVIDER = 'backup-pro@example.com';
const json = { 'content-type': 'application/json' };

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'hp-backup-'));
  dataDir = path.join(root, 'data');
  backupsDir = path.join(root, 'backups');
});
afterAll(async () => {
  await stack?.stop();
  await rm(root, { recursive: true, force: true });
});

/** As `make dev` does: the secrets live in DATA_DIR/dev-secrets.json, so a restored DATA_DIR brings its own. */
async function start(): Promise<Stack> {
  const secretsFile = path.join(dataDir, 'dev-secrets.json');
  const secrets = JSON.parse(await readFile(secretsFile, 'utf8')) as Record<string, string>;
  return startEmbeddedStack({ dataDir, gatewayPort: 0, metrics: false, env: { ...secrets, AUTH_RATE_LIMIT_MAX: '1000' } });
}

async function waitFor<T>(what: string, fn: () => Promise<T | undefined>, tries = 400): Promise<T> {
  for (let i = 0; i < tries; i++) {
    const found = await fn();
    if (found !== undefined) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

function client(s: Stack) {
  const api = (p: string, init?: RequestInit) => fetch(s.gatewayUrl + p, { redirect: 'manual', ...init });
  const mails = async () => (await (await api('/api/dev/mailbox')).json()) as Array<{ to: string[]; subject: string; text: string }>;
  return {
    api,
    mails,
    post: (p: string, body: unknown, cookie?: string) =>
      api(p, {
        method: 'POST',
        headers: { ...(body === undefined ? {} : json), ...(cookie ? { cookie } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    async signIn(email: string): Promise<string> {
      const codes = async () =>
        (await mails()).filter((m) => m.to.includes(email) && /sign-in code/i.test(m.subject)).map((m) => /\b(\d{6})\b/.exec(m.text)![1]!);
      const seen = new Set(await codes());
      expect((await this.post('/api/auth/otp/request', { email })).status).toBe(200);
      const otp = await waitFor('the sign-in code', async () => (await codes()).find((code) => !seen.has(code)));
      const verified = await this.post('/api/auth/otp/verify', { email, otp });
      expect(verified.status).toBe(200);
      return verified.headers.getSetCookie()[0]!.split(';')[0]!;
    },
  };
}

/** Every document of one collection, read through the store port while no stack has the files open. */
async function readCollection(ns: string, name: string): Promise<Stored[]> {
  const store = await createEmbeddedStore(dataDir, ns);
  try {
    return await store.collection<Stored>(name).find({}, { sort: { _id: 1 } });
  } finally {
    await store.close();
  }
}

describe('make backup, make clean, make restore (embedded store)', () => {
  let contractId: string;
  let contractBefore: unknown;
  let signingBefore: unknown;
  let emailLogBefore: Stored[];
  let contractDocBefore: Stored[];
  let backupDir: string;

  it('a contract is signed end to end over HTTP and backed up while the stack runs', async () => {
    await import('node:fs/promises').then((fs) => fs.mkdir(dataDir, { recursive: true }));
    await writeFile(path.join(dataDir, 'dev-secrets.json'), JSON.stringify(devSecrets()), { mode: 0o600 });
    stack = await start();
    const c = client(stack);
    const cookie = await c.signIn(OWNER);
    expect(
      (await c.post('/api/auth/complete-user', { email: OWNER, firstName: 'Bea', lastName: 'Kup', userType: 'landlord' }, cookie)).status,
    ).toBe(200);
    const created = await c.post('/api/contracts', validContractBody({ homeownerEmail: HOMEOWNER, providerEmail: PROVIDER }), cookie);
    expect(created.status).toBe(201);
    contractId = ((await created.json()) as { id: string }).id;
    // Generate renders the PDF and sends both invitations, each with its party's link.
    const generated = await c.post(`/api/contracts/${contractId}/generate`, undefined, cookie);
    expect(generated.status, await generated.clone().text()).toBe(200);
    const tokensOf = async (email: string) => {
      const re = new RegExp(`/sign/${contractId}\\?token=([A-Za-z0-9_.-]+)`);
      return [...new Set((await c.mails()).filter((m) => m.to.includes(email)).flatMap((m) => re.exec(m.text)?.[1] ?? []))];
    };
    // Each party's newest link is the one that works: the first signature sends the other party a fresh one.
    const providerFirst = await waitFor('the provider invitation', async () => (await tokensOf(PROVIDER))[0]);
    for (const [role, email] of [
      ['homeowner', HOMEOWNER],
      ['provider', PROVIDER],
    ] as const) {
      const token =
        role === 'homeowner'
          ? await waitFor('the homeowner invitation', async () => (await tokensOf(HOMEOWNER))[0])
          : await waitFor('the provider fresh link', async () => (await tokensOf(PROVIDER)).find((t) => t !== providerFirst));
      const info = (await (await c.api(`/api/contracts/${contractId}/signing-info?token=${token}`)).json()) as {
        textSha256: string;
        parties: Record<typeof role, { name: string }>;
        elections: Array<{ id: string }>;
        disclosures: Array<{ id: string }>;
      };
      const homeowner = role === 'homeowner';
      const signed = await c.post(`/api/contracts/${contractId}/sign`, {
        signerEmail: email,
        signature: info.parties[role].name,
        signatureType: role,
        token,
        consent: true,
        textSha256: info.textSha256,
        ...(homeowner && info.elections.length > 0 ? { elections: Object.fromEntries(info.elections.map((e) => [e.id, 'accept'])) } : {}),
        ...(homeowner && info.disclosures.length > 0 ? { disclosuresReceived: info.disclosures.map((d) => d.id) } : {}),
      });
      expect(signed.status, await signed.clone().text()).toBe(200);
    }
    const contract = await waitFor('the executed contract', async () => {
      const body = (await (await c.api(`/api/contracts/${contractId}`, { headers: { cookie } })).json()) as { status: string };
      return body.status === 'executed' || body.status === 'completed' || body.status === 'signed' ? body : undefined;
    });
    // The executed copies are mailed to both parties: wait until the mail traffic settles before the backup.
    await waitFor('the executed copies', async () => {
      const box = await c.mails();
      return box.filter((m) => m.to.includes(HOMEOWNER)).length >= 2 && box.filter((m) => m.to.includes(PROVIDER)).length >= 2
        ? true
        : undefined;
    });
    let last = -1;
    await waitFor('a quiet mailbox', async () => {
      const n = (await c.mails()).length;
      const quiet = n === last;
      last = n;
      await new Promise((r) => setTimeout(r, 300));
      return quiet ? true : undefined;
    });
    contractBefore = contract;
    signingBefore = await (await c.api(`/api/contracts/${contractId}/signing-info`, { headers: { cookie } })).json();

    backupDir = (await backupEmbedded({ dataDir, backupsDir })).dir;
    await stack.stop();
    stack = undefined;
    emailLogBefore = await readCollection('notifications', 'email_log');
    contractDocBefore = await readCollection('contracts', 'contracts');
    expect(emailLogBefore.length).toBeGreaterThanOrEqual(4);
    const signedDoc = contractDocBefore.find((d) => d._id === contractId)!;
    expect(signedDoc.signatureEvidence).toHaveLength(2);
    expect(signedDoc.homeownerSignature).toEqual(expect.any(String));
    expect(signedDoc.providerSignature).toEqual(expect.any(String));
  }, 180_000);

  it('the backup verifies against its manifest, and a changed byte does not', async () => {
    const { manifest, problems } = await verifyBackup(backupDir);
    expect(problems).toEqual([]);
    const namespaces = new Set(manifest!.collections.map((e) => e.namespace));
    expect([...namespaces].sort()).toEqual(
      ['admin', 'ai', 'contracts', 'documents', 'identity', 'notifications'].filter((n) => namespaces.has(n)),
    );
    for (const ns of ['contracts', 'documents', 'identity', 'notifications']) expect(namespaces.has(ns)).toBe(true);
    expect(manifest!.collections.find((e) => e.path === 'contracts/contracts.jsonl')?.documents).toBe(contractDocBefore.length);
    expect(manifest!.collections.find((e) => e.path === 'notifications/email_log.jsonl')?.documents).toBe(emailLogBefore.length);
    expect(manifest!.files.map((f) => f.path)).toContain('files/dev-secrets.json');
    // The stored PDFs ride in documents' collection (base64), so they are in the backup too.
    expect(manifest!.collections.find((e) => e.path === 'documents/documents.jsonl')?.documents).toBeGreaterThanOrEqual(1);

    const log = path.join(backupDir, 'notifications', 'email_log.jsonl');
    const original = await readFile(log, 'utf8');
    await writeFile(log, original.replace(/"/, "'"));
    const tampered = await verifyBackup(backupDir);
    expect(tampered.problems.some((p) => p.startsWith('notifications/email_log.jsonl: SHA-256'))).toBe(true);
    await expect(restoreEmbedded({ dataDir: path.join(root, 'elsewhere'), backupDir })).rejects.toThrow(RestoreRefused);
    await writeFile(log, original);
    expect((await verifyBackup(backupDir)).problems).toEqual([]);
  });

  it('restore refuses a non-empty DATA_DIR unless forced; after a wipe it brings back every contract, signature and e-mail log', async () => {
    await expect(restoreEmbedded({ dataDir, backupDir })).rejects.toThrow(/is not empty/);

    // What `make clean` does to the data.
    await rm(dataDir, { recursive: true, force: true });
    const restored = await restoreEmbedded({ dataDir, backupDir });
    expect(restored.movedAside).toBeNull();
    expect(restored.documents).toBe(restored.manifest.collections.reduce((n, e) => n + e.documents!, 0));

    // Restored documents are the originals, dates included.
    expect(await readCollection('notifications', 'email_log')).toEqual(emailLogBefore);
    expect(await readCollection('contracts', 'contracts')).toEqual(contractDocBefore);

    // The product runs on it: the owner signs in again (same account) and sees the executed contract, both signatures.
    stack = await start();
    const c = client(stack);
    const cookie = await c.signIn(OWNER);
    expect(await (await c.api(`/api/contracts/${contractId}`, { headers: { cookie } })).json()).toEqual(contractBefore);
    expect(await (await c.api(`/api/contracts/${contractId}/signing-info`, { headers: { cookie } })).json()).toEqual(signingBefore);
    const list = await (await c.api('/api/contracts', { headers: { cookie } })).json();
    expect(JSON.stringify(list)).toContain(contractId);
    await stack.stop();
    stack = undefined;

    // Every e-mail log is still there (the new sign-in code added one of its own).
    const after = await readCollection('notifications', 'email_log');
    for (const row of emailLogBefore) expect(after).toContainEqual(row);
    expect(after.length).toBe(emailLogBefore.length + 1);

    // Forced: the current DATA_DIR is moved aside, not deleted.
    const forced = await restoreEmbedded({ dataDir, backupDir, force: true });
    expect(forced.movedAside).toMatch(/\.replaced-/);
    expect(await readCollection('notifications', 'email_log')).toEqual(emailLogBefore);
  }, 180_000);
});
