import { describe, expect, it } from 'vitest';
import { makeEvent } from '@homepact/kit';
import { closedAfterEach } from '@homepact/kit/testing';
import { SigningEvents } from '@homepact/proto';
import { CONTRACT_ID, HOMEOWNER, PROVIDER, signUrl, startNotifications, token } from './harness.ts';

const start = closedAfterEach(startNotifications);
const creator = { userId: 'user-owner', email: 'owner@example.com', name: 'Olive Owner' };
const parties = [
  { ...HOMEOWNER, signed: true },
  { ...PROVIDER, signed: false },
];

describe('deadline e-mails', () => {
  it('ReminderSent: each reminded party gets their fresh link, who is waiting and the deadline, once', async () => {
    const t = await start();
    const link = signUrl(token());
    const event = makeEvent(SigningEvents.ReminderSent, {
      key: CONTRACT_ID,
      producer: 'contracts',
      data: {
        contractId: CONTRACT_ID,
        serviceType: 'Roof replacement',
        waitingOn: 'Ann Lee (who has signed) and Olive Owner (owner@example.com)',
        deadline: '2026-03-20T12:00:00.000Z',
        reminders: [{ role: 'provider', email: PROVIDER.email, name: PROVIDER.name, signUrl: link }],
        sentAt: '2026-03-10T12:00:00.000Z',
      },
    });
    await t.publish(event);
    await t.publish(event);
    expect(t.mailer.sent).toHaveLength(1);
    const mail = t.mailer.sent[0]!;
    expect(mail.to).toEqual([PROVIDER.email]);
    expect(mail.subject).toBe('Reminder: please sign the Roof replacement contract');
    expect(mail.text).toContain('Ann Lee (who has signed) and Olive Owner (owner@example.com) is waiting for your signature');
    expect(mail.text).toContain('March 20, 2026');
    expect(mail.text).toContain(link);
  });

  it('PartySigned: the owner’s status update and the next signer’s note name the signing deadline', async () => {
    const t = await start();
    const partySigned = (signingDeadline?: string) =>
      makeEvent(SigningEvents.PartySigned, {
        key: CONTRACT_ID,
        producer: 'contracts',
        data: {
          contractId: CONTRACT_ID,
          role: 'homeowner',
          signerName: HOMEOWNER.name,
          signerEmail: HOMEOWNER.email,
          signedAt: '2026-03-12T09:00:00.000Z',
          serviceType: 'Roof replacement',
          otherParty: { role: 'provider', email: PROVIDER.email, name: PROVIDER.name, signUrl: signUrl(token()), signed: false },
          creator,
          ...(signingDeadline ? { signingDeadline } : {}),
        },
      });
    await t.publish(partySigned('2026-03-20T12:00:00.000Z'));
    const owner = t.mailer.sent.find((m) => m.to[0] === creator.email)!;
    expect(owner.text).toContain('Signing deadline: March 20, 2026');
    expect(owner.html).toContain('Signing deadline: March 20, 2026');
    expect(t.mailer.sent.find((m) => m.to[0] === PROVIDER.email)!.text).toContain('Signing deadline: March 20, 2026');

    // A contract sent before deadlines existed: no deadline line.
    const before = t.mailer.sent.length;
    await t.publish(partySigned());
    const older = t.mailer.sent.slice(before);
    expect(older.map((m) => m.to[0]).sort()).toEqual([creator.email, PROVIDER.email].sort());
    for (const m of older) expect(m.text).not.toContain('Signing deadline');
  });

  it('SigningExpired: both parties and the owner are told', async () => {
    const t = await start();
    await t.publish(
      makeEvent(SigningEvents.SigningExpired, {
        key: CONTRACT_ID,
        producer: 'contracts',
        data: {
          contractId: CONTRACT_ID,
          serviceType: 'Roof replacement',
          deadline: '2026-03-20T12:00:00.000Z',
          parties,
          creator,
          expiredAt: '2026-03-20T12:01:00.000Z',
        },
      }),
    );
    expect(t.mailer.sent.map((m) => m.to[0]).sort()).toEqual([PROVIDER.email, HOMEOWNER.email, creator.email].sort());
    const owner = t.mailer.sent.find((m) => m.to[0] === creator.email)!;
    expect(owner.subject).toMatch(/Signing closed/);
    expect(owner.text).toMatch(/set a new deadline/);
    expect(t.mailer.sent.find((m) => m.to[0] === PROVIDER.email)!.text).toMatch(/ask the sender to send it again/);
  });

  it('ContractWithdrawn: both parties are told, with the reason', async () => {
    const t = await start();
    await t.publish(
      makeEvent(SigningEvents.ContractWithdrawn, {
        key: CONTRACT_ID,
        producer: 'contracts',
        data: {
          contractId: CONTRACT_ID,
          serviceType: 'Roof replacement',
          reason: 'The job was cancelled <b>',
          parties,
          creator,
          withdrawnAt: '2026-03-12T09:00:00.000Z',
        },
      }),
    );
    expect(t.mailer.sent.map((m) => m.to[0]).sort()).toEqual([PROVIDER.email, HOMEOWNER.email].sort());
    const mail = t.mailer.sent[0]!;
    expect(mail.subject).toBe('The Roof replacement contract was withdrawn');
    expect(mail.text).toContain('The job was cancelled <b>');
    expect(String(mail.html)).toContain('The job was cancelled &lt;b&gt;');
  });
});
