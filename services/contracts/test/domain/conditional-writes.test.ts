import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEmbeddedStore, type DocumentStore } from '@homepact/kit';
import type { SignatureEvidence } from '../../src/domain/signing.ts';
import type { SigningTokenDoc } from '../../src/domain/signing-token.ts';
import { collections, type ContractsCollections, type ContractStored } from '../../src/store/collections.ts';
import { ContractsRepository } from '../../src/store/contracts-repository.ts';

let dir: string;
let store: DocumentStore;
let stored: ContractsCollections;
let repo: ContractsRepository;
const now = new Date('2026-03-01T10:00:00Z');
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'hp-conditional-'));
  store = await createEmbeddedStore(dir, 'contracts');
  stored = collections(store);
  repo = new ContractsRepository(stored, () => now);
});
afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

/** Only the fields these writes read; a real contract has many more. */
const contract = (fields: Partial<ContractStored> = {}) =>
  ({ _id: 'c1', createdBy: 'u1', status: 'pending_signatures', createdAt: now, ...fields }) as ContractStored;
const token = (hash: string): SigningTokenDoc => ({
  hash,
  role: 'provider',
  createdAt: now,
  expiresAt: new Date(now.getTime() + 86_400_000),
});
const evidence = (role: 'homeowner' | 'provider') => ({ role, name: role, signedAt: now }) as unknown as SignatureEvidence;

describe('the contracts repository’s conditional writes', () => {
  it('markSigned lands once, only while the contract is as it was read, with the evidence and the other party’s new link', async () => {
    const read = contract();
    await repo.insertDraft(read, []);
    // The other party signed between the read and this write: the read no longer holds.
    await stored.contracts.findOneAndUpdate({ _id: 'c1' }, { $set: { providerSignedAt: now } });
    const sign = { fields: { homeownerSignedAt: now }, to: 'pending_signatures', evidence: evidence('homeowner'), tokens: [token('t1')] };
    expect(await repo.markSigned(read, 'homeowner', sign, [])).toBeNull();

    const fresh = (await repo.findLive('c1'))!;
    const last = { ...sign, to: 'signed', tokens: [] };
    expect(await repo.markSigned(fresh, 'homeowner', last, [])).toMatchObject({ status: 'signed', homeownerSignedAt: now });
    expect(await repo.markSigned(fresh, 'homeowner', last, [])).toBeNull();
    const after = (await repo.findLive('c1'))!;
    expect(after.signatureEvidence).toHaveLength(1);
    expect(after._signingTokens ?? []).toHaveLength(0);
  });

  it('markSigned refuses a contract whose edited text changed since it was read', async () => {
    const read = contract({ editedContractContent: 'Paint the fence' });
    await repo.insertDraft(read, []);
    await stored.contracts.findOneAndUpdate({ _id: 'c1' }, { $set: { editedContractContent: 'Paint the house' } });
    const sign = { fields: { homeownerSignedAt: now }, to: 'pending_signatures', evidence: evidence('homeowner'), tokens: [token('t1')] };
    expect(await repo.markSigned(read, 'homeowner', sign, [])).toBeNull();
  });

  it('recordReminder counts one reminder per scheduler job, and none once a party signed meanwhile', async () => {
    const read = contract();
    await repo.insertDraft(read, []);
    expect(await repo.recordReminder(read, 'job-1', [token('t1')], now, [])).toMatchObject({ _reminderCount: 1 });
    expect(await repo.recordReminder(read, 'job-1', [token('t2')], now, [])).toBeNull();
    expect(await repo.recordReminder(read, 'job-2', [token('t3')], now, [])).toMatchObject({ _reminderCount: 2 });
    await stored.contracts.findOneAndUpdate({ _id: 'c1' }, { $set: { homeownerSignedAt: now } });
    expect(await repo.recordReminder(read, 'job-3', [token('t4')], now, [])).toBeNull();
    expect((await repo.findLive('c1'))!._signingTokens?.map((t) => t.hash)).toEqual(['t1', 't3']);
  });

  it('cancel and closeCancellationWindow: whichever lands first, the other finds nothing to do', async () => {
    await repo.insertDraft(
      contract({ _id: 'a', status: 'signed', cancellationWindow: { closedAt: null } as ContractStored['cancellationWindow'] }),
      [],
    );
    await repo.insertDraft(
      contract({ _id: 'b', status: 'signed', cancellationWindow: { closedAt: null } as ContractStored['cancellationWindow'] }),
      [],
    );
    const notice = {} as Parameters<ContractsRepository['cancel']>[1];

    expect(await repo.closeCancellationWindow('a', now, [])).not.toBeNull();
    expect(await repo.cancel('a', notice, now, [])).toBeNull();
    expect(await repo.findLive('a')).toMatchObject({ status: 'signed' });

    expect(await repo.cancel('b', notice, now, [])).toMatchObject({ status: 'cancelled', cancelledAt: now });
    expect(await repo.closeCancellationWindow('b', now, [])).toBeNull();
  });

  it('saveDraftEdits only changes an unsigned draft; extendDeadline reopens only an expired contract', async () => {
    await repo.insertDraft(contract({ _id: 'd', status: 'draft' }), []);
    expect(await repo.saveDraftEdits('d', { serviceDescription: 'Roof' }, now, [])).toMatchObject({ serviceDescription: 'Roof' });
    await stored.contracts.findOneAndUpdate({ _id: 'd' }, { $set: { providerSignedAt: now } });
    expect(await repo.saveDraftEdits('d', { serviceDescription: 'Deck' }, now, [])).toBeNull();

    await repo.insertDraft(contract({ _id: 'e', status: 'expired', expiredAt: now }), []);
    const later = new Date(now.getTime() + 7 * 86_400_000);
    expect(await repo.extendDeadline('e', 'pending_signatures', { signingDeadline: later, reopen: false, tokens: [], now }, [])).toBeNull();
    const reopened = await repo.extendDeadline('e', 'expired', { signingDeadline: later, reopen: true, tokens: [token('t1')], now }, []);
    expect(reopened).toMatchObject({ status: 'pending_signatures', expiredAt: null, signingDeadline: later });
    expect(reopened!._signingTokens).toHaveLength(1);
  });
});
