import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ESIGN_DISCLOSURE } from '../../src/domain/esign-disclosure.ts';
import {
  admin,
  CLIENT_IP,
  contractPerTest,
  homeowner,
  owner,
  provider,
  signBody,
  stranger,
  validBody,
  type Harness,
  type Tokens,
} from '../harness.ts';

let h: Harness;
let id: string;
let tokens: Tokens;
contractPerTest((s) => ({ h, id, tokens } = s));

const authorize = (body: unknown, contractId = id, internal = true) =>
  h.request({ method: 'POST', url: `/internal/contracts/${contractId}/authorize`, internal, body });

describe('POST /internal/contracts/:id/authorize', () => {
  it.each([
    ['owner', () => ({ user: owner }), { read: true, manage: true, party: null }],
    ['admin', () => ({ user: admin }), { read: true, manage: true, party: null }],
    ['party by session', () => ({ user: homeowner }), { read: true, manage: false, party: 'homeowner' }],
    ['party by token, signed out', () => ({ user: null, token: tokens.provider }), { read: true, manage: false, party: 'provider' }],
    [
      'party by token, signed in as someone else',
      () => ({ user: stranger, token: tokens.homeowner }),
      { read: true, manage: false, party: 'homeowner' },
    ],
    ['stranger', () => ({ user: stranger }), { read: false, manage: false, party: null }],
    ['stranger with a made-up token', () => ({ user: stranger, token: 'nope' }), { read: false, manage: false, party: null }],
    ['nobody', () => ({ user: null, token: null }), { read: false, manage: false, party: null }],
  ])('%s', async (_who, body, access) => {
    const res = await authorize(body());
    expect(res.status).toBe(200);
    expect(res.body.access).toEqual(access);
    expect(res.body.contract).toMatchObject({ id, status: 'pending_signatures', htmlContent: validBody().htmlContent });
  });

  it('an expired token grants nothing', async () => {
    h.clock.now = new Date(h.clock.now.getTime() + 31 * 24 * 3600 * 1000);
    expect((await authorize({ user: null, token: tokens.homeowner })).body.access).toEqual({ read: false, manage: false, party: null });
  });

  it('404 for an unknown contract; 401 without a service signature; 400 for a malformed body', async () => {
    expect((await authorize({ user: owner }, crypto.randomUUID())).status).toBe(404);
    expect((await authorize({ user: owner }, id, false)).status).toBe(401);
    for (const body of [{}, { user: { userId: 'x' } }, { user: null, token: 5 }, { user: null, extra: 1 }, 'text']) {
      const res = await authorize(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toBeTruthy();
    }
  });
});

describe('GET /internal/contracts/:id/evidence', () => {
  it('after both signatures: the text, its hash, both signatures with their attribution, the timeline', async () => {
    h.clock.now = new Date('2025-01-06T10:00:00.000Z');
    await h.request({
      method: 'POST',
      url: `/api/contracts/${id}/sign`,
      body: signBody('homeowner', { token: tokens.homeowner }),
      headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)' },
    });
    h.clock.now = new Date('2025-01-07T11:00:00.000Z');
    await h.request({ method: 'POST', url: `/api/contracts/${id}/sign`, user: provider, body: signBody('provider') });

    const res = await h.request({ method: 'GET', url: `/internal/contracts/${id}/evidence`, internal: true });
    expect(res.status).toBe(200);
    const text = validBody().finalContract as string;
    const hash = createHash('sha256').update(text, 'utf8').digest('hex');
    expect(res.body.signedText).toBe(text);
    expect(res.body.documentHash).toBe(hash);
    expect(res.body.contract).toMatchObject({ id, status: 'signed', workflowStage: 'executed' });
    expect(res.body.signatures).toEqual([
      {
        role: 'homeowner',
        name: 'Hana Owens',
        typedName: 'Hana Owens',
        email: 'hana.owens@example.com',
        signedAt: '2025-01-06T10:00:00.000Z',
        ipAddress: CLIENT_IP,
        userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)',
        consent: true,
        consentVersion: ESIGN_DISCLOSURE.version,
        verification: 'token',
        textSha256: hash,
        adopted: { kind: 'typed', text: 'Hana Owens', font: null, image: null, imageSha256: null },
        elections: [],
        disclosures: [],
      },
      {
        role: 'provider',
        name: 'Pat Builder',
        typedName: 'Pat Builder',
        email: 'pat@builders.example',
        signedAt: '2025-01-07T11:00:00.000Z',
        ipAddress: CLIENT_IP,
        userAgent: 'Mozilla/5.0 (HomePact test)',
        consent: true,
        consentVersion: ESIGN_DISCLOSURE.version,
        verification: 'session',
        textSha256: hash,
        adopted: { kind: 'typed', text: 'Pat Builder', font: null, image: null, imageSha256: null },
        elections: [],
        disclosures: [],
      },
    ]);
    expect(res.body.timeline.map((t: { action: string }) => t.action)).toEqual([
      'created',
      'sent_for_signature',
      'signed',
      'signed',
      'fully_signed',
      'executed',
    ]);
    expect(res.body.timeline[2]).toEqual({
      at: '2025-01-06T10:00:00.000Z',
      action: 'signed',
      description: 'Hana Owens (hana.owens@example.com) signed as the homeowner, verified by the signing link e-mailed to them',
    });
  });

  it('before any signature: the current text and no signatures; 404 unknown; 401 unsigned call', async () => {
    const res = await h.request({ method: 'GET', url: `/internal/contracts/${id}/evidence`, internal: true });
    expect(res.body.signatures).toEqual([]);
    expect(res.body.documentHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await h.request({ method: 'GET', url: `/internal/contracts/${crypto.randomUUID()}/evidence`, internal: true })).status).toBe(
      404,
    );
    expect((await h.request({ method: 'GET', url: `/internal/contracts/${id}/evidence`, user: owner })).status).toBe(401);
  });

  it('the existing internal read is unchanged', async () => {
    const res = await h.request({ method: 'GET', url: `/internal/contracts/${id}`, internal: true });
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty('_signingTokens');
    expect(res.body).not.toHaveProperty('signatureEvidence');
  });
});
