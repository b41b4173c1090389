import { afterEach, describe, expect, it } from 'vitest';
import { makeEvent } from '@homepact/kit';
import { SigningEvents, Topics } from '@homepact/proto';
import { contractRecord, sha256 } from '../fixtures/contracts.ts';
import { FakeRenderer } from '../fakes.ts';
import { DOCUMENTS, type DocumentDoc } from '../../src/store/documents-repository.ts';
import { PDF_GENERATION_LOGS, type PdfLogDoc } from '../../src/store/pdf-logs-repository.ts';
import { admin, homeowner, owner, startDocuments, stranger, type Harness } from '../harness.ts';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

/** Plays notifications (after contracts): answers every draft PdfGenerated with `reply`. */
async function notificationsAnswer(h: Harness, reply: 'sent' | 'failed') {
  await h.bus.subscribe({
    group: 'fake-notifications',
    topics: [Topics.documents],
    handle: async (e) => {
      if (e.type !== 'PdfGenerated') return;
      const { contractId, requestId } = e.data as { contractId: string; requestId: string };
      const at = new Date().toISOString();
      const event =
        reply === 'sent'
          ? makeEvent(SigningEvents.InvitesSent, {
              key: contractId,
              producer: 'notifications',
              data: { contractId, requestId, recipients: ['a@x.example', 'b@y.example'], sentAt: at },
            })
          : makeEvent(SigningEvents.InvitesFailed, {
              key: contractId,
              producer: 'notifications',
              data: { contractId, requestId, failedRecipients: ['b@y.example'], error: '550 mailbox unavailable', failedAt: at },
            });
      await h.bus.publish(Topics.notifications, [event]);
    },
  });
}

describe('POST /api/contracts/:id/generate', () => {
  it('answers the PDF as contract-{id}.pdf, stores it, logs it and announces PdfGenerated', async () => {
    h = await startDocuments();
    const c = h.contracts.put(contractRecord({ editedContractContent: 'HOME SERVICE CONTRACT\n\n1. SCOPE\nEdited text wins.' }));
    const res = await h.request({ method: 'POST', url: `/api/contracts/${c.id}/generate`, user: owner });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="contract-${c.id}.pdf"`);
    expect(res.raw.subarray(0, 5).toString()).toBe('%PDF-');
    // The edited text was rendered, escaped; never the client's HTML.
    const html = (h.renderer as FakeRenderer).htmls[0]!;
    expect(html).toContain('Edited text wins.');
    expect(html).not.toContain('client HTML');

    await h.settle();
    const [event] = h.events;
    expect(h.events).toHaveLength(1);
    expect(event).toMatchObject({ type: 'PdfGenerated', key: c.id, producer: 'documents' });
    const data = event!.data as Record<string, unknown>;
    expect(data).toMatchObject({
      contractId: c.id,
      kind: 'draft',
      sha256: sha256(res.raw),
      size: res.raw.length,
      pageCount: 1,
      requestedBy: owner.userId,
    });
    expect(data.documentId).toBe(res.headers['x-document-id']);

    const doc = await h.rt.store.collection<DocumentDoc>(DOCUMENTS).findOne({ _id: data.documentId as string });
    expect(doc).toMatchObject({ contractId: c.id, kind: 'draft', size: res.raw.length, sha256: data.sha256 });
    expect(Buffer.from(doc!.base64, 'base64').equals(res.raw)).toBe(true);

    const [log] = await h.rt.store.collection<PdfLogDoc>(PDF_GENERATION_LOGS).find({ contractId: c.id });
    expect(log).toMatchObject({
      userId: owner.userId,
      status: 'success',
      apiEndpoint: 'html-to-pdf',
      pdfSize: res.raw.length,
      pageCount: 1,
      errorMessage: null,
      apiCallsCount: 1,
      retryCount: 0,
      htmlContent: `sha256:${sha256(html)}`,
    });
    expect(log!.processingTimeMs).toEqual(expect.any(Number));
    expect(log!.metadata).toMatchObject({ purpose: 'draft', renderer: 'fake', requestId: data.requestId, emailsSent: false });
  });

  it.each([
    ['true', 'InvitesSent', 'sent'],
    ['false', 'InvitesFailed', 'failed'],
  ] as const)('X-Emails-Sent: %s when notifications reports %s for this request', async (header, _event, answer) => {
    h = await startDocuments({ env: { INVITES_WAIT_MS: '5000' } });
    await notificationsAnswer(h, answer);
    const c = h.contracts.put(contractRecord());
    const res = await h.request({ method: 'POST', url: `/api/contracts/${c.id}/generate`, user: owner });
    expect(res.status).toBe(200);
    expect(res.headers['x-emails-sent']).toBe(header);
  });

  it('X-Emails-Sent: false when no answer comes in time, and a reply for another request does not count', async () => {
    h = await startDocuments({ env: { INVITES_WAIT_MS: '200' } });
    await h.bus.subscribe({
      group: 'wrong-request',
      topics: [Topics.documents],
      handle: async (e) => {
        const { contractId } = e.data as { contractId: string };
        const other = makeEvent(SigningEvents.InvitesSent, {
          key: contractId,
          producer: 'notifications',
          data: { contractId, requestId: 'another-request', recipients: ['a@x.example'], sentAt: new Date().toISOString() },
        });
        await h!.bus.publish(Topics.notifications, [other]);
      },
    });
    const c = h.contracts.put(contractRecord());
    const res = await h.request({ method: 'POST', url: `/api/contracts/${c.id}/generate`, user: owner });
    expect(res.status).toBe(200);
    expect(res.headers['x-emails-sent']).toBe('false');
  });

  it('an admin may generate; 401 signed out; 404 for a stranger or no contract; 403 for a party; 409 once sent', async () => {
    h = await startDocuments();
    const c = h.contracts.put(contractRecord());
    const post = (user: typeof owner | null, id = c.id) => h!.request({ method: 'POST', url: `/api/contracts/${id}/generate`, user });

    const out = await post(null);
    expect(out.status).toBe(401);
    expect(out.body.error).toEqual({ code: 'unauthorized', message: 'You need to sign in to generate contracts.' });
    // Checked before validation: signed out, a malformed request is still 401, never a 400 about our rules.
    const malformed = await h.request({ method: 'POST', url: `/api/contracts/a.b/generate?x=1`, rawBody: '{nope' });
    expect(malformed.status).toBe(401);
    expect((await post(stranger)).status).toBe(404);
    expect((await post(owner, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const party = await post(homeowner);
    expect(party.status).toBe(403);
    expect(party.body.error.code).toBe('forbidden');
    expect((await post(admin)).status).toBe(200);

    h.contracts.setStatus(c.id, 'pending_signatures');
    const sent = await post(owner);
    expect(sent.status).toBe(409);
    expect(sent.body.error).toEqual({
      code: 'not_draft',
      message: 'This contract has already been sent for signature. Download it instead.',
    });
    expect((h.renderer as FakeRenderer).htmls).toHaveLength(1);
  });

  it('overload: with one slot and one place in the queue, concurrent requests get only 200 and 429 (with Retry-After)', async () => {
    const renderer = new FakeRenderer();
    renderer.delayMs = 150;
    h = await startDocuments({ renderer, env: { PDF_CONCURRENCY: '1', PDF_QUEUE_MAX: '1', INVITES_WAIT_MS: '50' } });
    const c = h.contracts.put(contractRecord());
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => h!.request({ method: 'POST', url: `/api/contracts/${c.id}/generate`, user: owner })),
    );
    const statuses = answers.map((a) => a.status);
    expect(new Set(statuses)).toEqual(new Set([200, 429]));
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    for (const a of answers.filter((x) => x.status === 429)) {
      expect(Number(a.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(a.body.error.code).toBe('too_many_requests');
    }
    expect(renderer.maxInFlight).toBe(1);
    const logs = await h.rt.store.collection<PdfLogDoc>(PDF_GENERATION_LOGS).find({ status: 'rejected' });
    expect(logs).toHaveLength(4);
  });

  it('a render past PDF_TIMEOUT_MS answers 503 with a clear message, and a failing renderer 503 too; both logged', async () => {
    const renderer = new FakeRenderer();
    renderer.delayMs = 5000;
    h = await startDocuments({ renderer, env: { PDF_TIMEOUT_MS: '100' } });
    const c = h.contracts.put(contractRecord());
    const slow = await h.request({ method: 'POST', url: `/api/contracts/${c.id}/generate`, user: owner });
    expect(slow.status).toBe(503);
    expect(slow.body.error).toEqual({ code: 'pdf_timeout', message: 'Generating the PDF took too long. Please try again in a moment.' });

    renderer.delayMs = 0;
    renderer.fail = new Error('browser exploded');
    const broken = await h.request({ method: 'POST', url: `/api/contracts/${c.id}/generate`, user: owner });
    expect(broken.status).toBe(503);
    expect(broken.body.error.code).toBe('pdf_unavailable');
    expect(broken.body.error.message).not.toContain('exploded');

    const logs = await h.rt.store.collection<PdfLogDoc>(PDF_GENERATION_LOGS).find({ contractId: c.id }, { sort: { createdAt: 1 } });
    expect(logs.map((l) => [l.status, l.errorCode])).toEqual(
      expect.arrayContaining([
        ['failed', 'pdf_timeout'],
        ['failed', 'render_failed'],
      ]),
    );
    await h.settle();
    expect(h.events).toHaveLength(0);
  });
});

describe('without a working renderer', () => {
  it('the service still starts; /readyz says the renderer is down and Generate answers 503', async () => {
    const { ChromiumRenderer } = await import('../../src/pdf/index.ts');
    h = await startDocuments({ renderer: new ChromiumRenderer({ executablePath: '/nonexistent/chromium', recycleAfter: 10 }) });
    const ready = await h.request({ method: 'GET', url: '/readyz' });
    expect(ready.status).toBe(503);
    expect(ready.body.checks).toMatchObject({ store: true, bus: true, renderer: false });
    const c = h.contracts.put(contractRecord());
    const res = await h.request({ method: 'POST', url: `/api/contracts/${c.id}/generate`, user: owner });
    expect(res.status).toBe(503);
    expect(res.body.error).toEqual({
      code: 'pdf_unavailable',
      message: 'The PDF could not be generated right now. Please try again in a moment.',
    });
    const [log] = await h.rt.store.collection<PdfLogDoc>(PDF_GENERATION_LOGS).find({ contractId: c.id });
    expect(log).toMatchObject({ status: 'failed', errorCode: 'browser_unavailable' });
  });
});
