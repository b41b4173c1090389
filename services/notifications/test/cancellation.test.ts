import { describe, expect, it } from 'vitest';
import { makeEvent } from '@homepact/kit';
import { closedAfterEach } from '@homepact/kit/testing';
import { SigningEvents } from '@homepact/proto';
import {
  CONTRACT_ID,
  contractRecord,
  documentBody,
  HOMEOWNER,
  pdfBytes,
  PROVIDER,
  sha256,
  signedPdfReady,
  startNotifications,
} from './harness.ts';
import { notifyContractCancelled } from '../src/use-cases/notify-contract-cancelled.ts';

const start = closedAfterEach(startNotifications);
const creator = { userId: 'user-owner', email: 'owner@example.com', name: 'Olive Owner' };
const NOTICE = 'NOTICE OF CANCELLATION\nDate: March 4, 2026\nTo: Bob Roofing LLC\nI hereby cancel this transaction.';

function cancelled() {
  return makeEvent(SigningEvents.ContractCancelled, {
    key: CONTRACT_ID,
    producer: 'contracts',
    data: {
      contractId: CONTRACT_ID,
      serviceType: 'Roof replacement',
      cancelledAt: '2026-03-04T15:00:00.000Z',
      noticeText: NOTICE,
      state: 'OH',
      refundPeriod: '10 business days',
      parties: [
        { ...HOMEOWNER, signed: true },
        { ...PROVIDER, signed: true },
      ],
      creator,
    },
  });
}

describe('the cancellation e-mails', () => {
  it('ContractCancelled: both parties and the owner get the dated notice as a PDF; the provider is told to return any deposit; once', async () => {
    const t = await start();
    const pdf = pdfBytes('notice');
    t.documents.routes.set('POST /internal/notices/cancellation', {
      status: 200,
      body: {
        filename: 'Notice-of-cancellation-6f1c2a9e.pdf',
        contentType: 'application/pdf',
        base64: pdf.toString('base64'),
        sha256: sha256(pdf),
      },
    });
    const event = cancelled();
    await t.publish(event);
    await t.publish(event);
    expect(t.documents.calls.filter((c) => c.path === '/internal/notices/cancellation').map((c) => c.caller)).toEqual(['notifications']);
    expect(t.mailer.sent.map((m) => m.to[0]).sort()).toEqual([HOMEOWNER.email, PROVIDER.email, creator.email].sort());
    for (const m of t.mailer.sent) {
      expect(m.subject).toBe('Notice of cancellation: Roof replacement contract');
      expect(m.attachments?.map((a) => a.filename)).toEqual(['Notice-of-cancellation-6f1c2a9e.pdf']);
      expect(Buffer.compare(m.attachments![0]!.content, pdf)).toBe(0);
    }
    const provider = t.mailer.sent.find((m) => m.to[0] === PROVIDER.email)!;
    expect(provider.text).toContain('Ann Lee cancelled the Roof replacement contract on March 4, 2026');
    expect(provider.text).toContain(
      'Any deposit or other payment the homeowner made under this contract must be returned within 10 business days',
    );
    expect(t.mailer.sent.find((m) => m.to[0] === HOMEOWNER.email)!.text).toContain('You cancelled the Roof replacement contract');
    expect(provider.text).toContain(`/contracts/${CONTRACT_ID}/timeline`);
  });

  it('a notice whose PDF does not match its SHA-256 is never attached (the event is retried instead)', async () => {
    const t = await start();
    const pdf = pdfBytes('notice');
    t.documents.routes.set('POST /internal/notices/cancellation', {
      status: 200,
      body: { filename: 'n.pdf', contentType: 'application/pdf', base64: pdf.toString('base64'), sha256: 'ab'.repeat(32) },
    });
    await expect(notifyContractCancelled(t.signingDeps(), cancelled())).rejects.toThrow(/do not match their SHA-256/);
    expect(t.mailer.sent).toHaveLength(0);
  });

  it('the executed e-mail gives the homeowner the "Cancel this contract" link and the last day; the provider learns when work may start', async () => {
    const t = await start();
    const bytes = pdfBytes('final');
    const cancelUrl = `https://app.homepact.example/contracts/${CONTRACT_ID}/cancel?token=abc.def`;
    t.contracts.get(`/internal/contracts/${CONTRACT_ID}`, {
      ...contractRecord(),
      cancelUrl,
      cancellation: {
        state: 'OH',
        lastDay: 'Friday, March 6, 2026',
        endsAt: '2026-03-07T05:00:00.000Z',
        noWorkDuringPeriod: true,
        source: '16 C.F.R. § 429.1; Ohio Rev. Code § 1345.22',
        closedAt: null,
        cancelledAt: null,
      },
    });
    t.documents.get('/internal/documents/doc-final-1', documentBody({ bytes, kind: 'final' }));
    await t.publish(signedPdfReady(bytes));
    const homeowner = t.mailer.sent.find((m) => m.to[0] === HOMEOWNER.email)!;
    expect(homeowner.text).toContain('You may cancel this contract without penalty until midnight at the end of Friday, March 6, 2026');
    expect(homeowner.text).toContain(`Cancel this contract: ${cancelUrl}`);
    expect(homeowner.html).toContain('Cancel this contract</a>');
    const provider = t.mailer.sent.find((m) => m.to[0] === PROVIDER.email)!;
    expect(provider.text).not.toContain(cancelUrl);
    expect(provider.text).toContain('work may start after Friday, March 6, 2026');
  });
});
