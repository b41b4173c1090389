import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contractRecord, sha256 } from '../fixtures/contracts.ts';
import type { FakeRenderer } from '../fakes.ts';
import { DOCUMENTS, type DocumentDoc } from '../../src/store/documents-repository.ts';
import { PDF_GENERATION_LOGS, type PdfLogDoc } from '../../src/store/pdf-logs-repository.ts';
import { admin, homeowner, owner, startDocuments, stranger, type Harness } from '../harness.ts';

let h: Harness;
beforeEach(async () => {
  h = await startDocuments();
});
afterEach(async () => {
  await h.close();
});

const TOKEN = 'tok_' + 'a'.repeat(40);

describe('GET /api/contracts/:id/pdf', () => {
  it('401 signed out without a token; 404 for a stranger and for a token of another contract', async () => {
    const c = h.contracts.put(contractRecord());
    const other = h.contracts.put(contractRecord());
    h.contracts.tokens.set(TOKEN, { contractId: other.id, role: 'provider' });

    const out = await h.request({ method: 'GET', url: `/api/contracts/${c.id}/pdf` });
    expect(out.status).toBe(401);
    expect(out.body.error.message).toBe('You need to sign in to view contracts.');
    expect((await h.request({ method: 'GET', url: `/api/contracts/${c.id}/pdf`, user: stranger })).status).toBe(404);
    expect((await h.request({ method: 'GET', url: `/api/contracts/${c.id}/pdf?token=${TOKEN}` })).status).toBe(404);
    expect((await h.request({ method: 'GET', url: `/api/contracts/${c.id}/view`, user: stranger })).status).toBe(404);
    expect((await h.request({ method: 'GET', url: `/api/contracts/${c.id}/view` })).status).toBe(401);
    // An empty token is no token; a present one is checked by the schema (400) and contracts (404), not refused unread.
    for (const path of ['pdf', 'view']) {
      const empty = await h.request({ method: 'GET', url: `/api/contracts/${c.id}/${path}?token=` });
      expect(empty.status).toBe(401);
      expect(empty.body.error.message).toBe('You need to sign in to view contracts.');
      expect((await h.request({ method: 'GET', url: `/api/contracts/${c.id}/${path}?token=abc` })).status).toBe(400);
    }
  });

  it('before any Generate: renders one on the fly, stores nothing and announces nothing', async () => {
    const c = h.contracts.put(contractRecord({ serviceType: 'Roof / Gutter Repair' }));
    const res = await h.request({ method: 'GET', url: `/api/contracts/${c.id}/pdf`, user: owner });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="contract-roof-gutter-repair-\d{8}-\d{6}\.pdf"$/);
    expect(res.headers['x-document-kind']).toBe('on-demand');
    expect(await h.rt.store.collection<DocumentDoc>(DOCUMENTS).count({})).toBe(0);
    await h.settle();
    expect(h.events).toHaveLength(0);
    const [log] = await h.rt.store.collection<PdfLogDoc>(PDF_GENERATION_LOGS).find({});
    expect(log).toMatchObject({ status: 'success', metadata: expect.objectContaining({ purpose: 'download' }) });
  });

  it('after Generate: the stored draft (same bytes), to the owner, an admin, a signed-in party and a party with a token', async () => {
    const c = h.contracts.put(contractRecord());
    h.contracts.tokens.set(TOKEN, { contractId: c.id, role: 'provider' });
    const gen = await h.request({ method: 'POST', url: `/api/contracts/${c.id}/generate`, user: owner });
    expect(gen.status).toBe(200);
    h.contracts.setStatus(c.id, 'pending_signatures');
    const renders = (h.renderer as FakeRenderer).htmls.length;

    for (const who of [{ user: owner }, { user: admin }, { user: homeowner }, { user: null, q: `?token=${TOKEN}` }]) {
      const res = await h.request({ method: 'GET', url: `/api/contracts/${c.id}/pdf${who.q ?? ''}`, user: who.user });
      expect(res.status).toBe(200);
      expect(res.headers['x-document-kind']).toBe('draft');
      expect(res.headers.etag).toBe(`"${sha256(gen.raw)}"`);
      expect(res.raw.equals(gen.raw)).toBe(true);
    }
    expect((h.renderer as FakeRenderer).htmls.length).toBe(renders);
  });

  it('a draft whose text is no longer the contract’s is not served: a fresh one is rendered', async () => {
    const c = h.contracts.put(contractRecord());
    await h.request({ method: 'POST', url: `/api/contracts/${c.id}/generate`, user: owner });
    h.contracts.put({ ...c, editedContractContent: 'HOME SERVICE CONTRACT\n\n1. SCOPE\nChanged since.' });
    const res = await h.request({ method: 'GET', url: `/api/contracts/${c.id}/pdf`, user: owner });
    expect(res.status).toBe(200);
    expect(res.headers['x-document-kind']).toBe('on-demand');
    expect((h.renderer as FakeRenderer).htmls.at(-1)).toContain('Changed since.');
  });
});

describe('GET /api/contracts/:id/view', () => {
  it('answers the HTML document with a strict CSP, the text escaped', async () => {
    const c = h.contracts.put(
      contractRecord({ editedContractContent: 'HOME SERVICE CONTRACT\n\n1. SCOPE\n<script>alert(1)</script> & more' }),
    );
    h.contracts.tokens.set(TOKEN, { contractId: c.id, role: 'homeowner' });
    for (const req of [
      { user: owner, q: '' },
      { user: null, q: `?token=${TOKEN}` },
    ]) {
      const res = await h.request({ method: 'GET', url: `/api/contracts/${c.id}/view${req.q}`, user: req.user });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      const csp = res.headers['content-security-policy'] as string;
      expect(csp).toContain("default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self'");
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; more');
      expect(res.body).not.toContain('<script>');
    }
    // The view renders nothing to PDF.
    expect((h.renderer as FakeRenderer).htmls).toHaveLength(0);
  });
});

describe('GET /internal/documents/:documentId', () => {
  it('answers the stored PDF to another service, and nothing without a service signature', async () => {
    const c = h.contracts.put(contractRecord());
    const gen = await h.request({ method: 'POST', url: `/api/contracts/${c.id}/generate`, user: owner });
    const id = gen.headers['x-document-id'] as string;

    expect((await h.request({ method: 'GET', url: `/internal/documents/${id}`, user: owner })).status).toBe(401);
    const res = await h.request({ method: 'GET', url: `/internal/documents/${id}`, internal: true });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      contractId: c.id,
      kind: 'draft',
      filename: `contract-${c.id}.pdf`,
      contentType: 'application/pdf',
      base64: gen.raw.toString('base64'),
      sha256: sha256(gen.raw),
    });
    expect(
      (await h.request({ method: 'GET', url: '/internal/documents/00000000-0000-4000-8000-000000000000', internal: true })).status,
    ).toBe(404);
  });
});

describe('readiness', () => {
  it('includes the renderer', async () => {
    const ready = await h.request({ method: 'GET', url: '/readyz' });
    expect(ready.status).toBe(200);
    expect(ready.body.checks).toEqual({ store: true, bus: true, renderer: true });
    await h.renderer.close();
    const down = await h.request({ method: 'GET', url: '/readyz' });
    expect(down.status).toBe(503);
    expect(down.body.checks.renderer).toBe(false);
  });
});
