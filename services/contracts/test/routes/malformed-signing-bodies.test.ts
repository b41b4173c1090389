import { describe, expect, it } from 'vitest';
import { expectClear400, harnessPerFile } from '@homepact/kit/testing';
import { create, owner, sendForSignature, signBody, startContracts, type Harness } from '../harness.ts';
import type { AnnotationDoc } from '../../src/domain/annotation.ts';

let h: Harness;
let id: string;
let annotationId: string;
let token: string;
harnessPerFile(startContracts, async (x) => {
  h = x;
  id = (await create(h, owner)).id;
  token = (await sendForSignature(h, id)).tokens.homeowner;
  const res = await h.request({
    method: 'POST',
    url: `/api/contracts/${id}/annotations`,
    user: owner,
    body: { content: 'A note', sectionId: 'terms', positionX: 1, positionY: 2 },
  });
  annotationId = res.body.id;
});

/** [what, body, the message the answer must contain (if the rule has its own words)] */
type Case = [string, unknown, (string | RegExp)?];

const note = (extra: Record<string, unknown> = {}) => ({
  content: 'A question',
  sectionId: 'parties',
  positionX: 1,
  positionY: 2,
  ...extra,
});
const without = (o: Record<string, unknown>, field: string) => {
  const copy = { ...o };
  delete copy[field];
  return copy;
};

const signCases: Case[] = [
  ['empty object', {}, 'Please enter a valid email address (body.signerEmail)'],
  ['array', []],
  ['string', 'sign'],
  ['null', null],
  ['invalid signerEmail', signBody('homeowner', { signerEmail: 'hana@' }), 'Please enter a valid email address (body.signerEmail)'],
  ['missing signature', without(signBody('homeowner'), 'signature'), 'Please enter your full name as signature (body.signature)'],
  ['one-letter signature', signBody('homeowner', { signature: ' H ' }), 'Please enter your full name as signature'],
  ['huge signature', signBody('homeowner', { signature: 'x'.repeat(5000) }), 'Please enter your full name as signature'],
  ['signature as a number', signBody('homeowner', { signature: 42 }), 'Please enter your full name as signature'],
  ['unknown signatureType', signBody('homeowner', { signatureType: 'tenant' }), 'Choose who is signing: homeowner or provider'],
  ['missing consent', without(signBody('homeowner'), 'consent'), 'You must agree to sign electronically before signing (body.consent)'],
  ['consent false', signBody('homeowner', { consent: false }), 'You must agree to sign electronically before signing'],
  ['consent as text', signBody('homeowner', { consent: 'yes' }), 'You must agree to sign electronically before signing'],
  ['token too short', signBody('homeowner', { token: 'abc' }), /body\.token/],
  ['token as a number', signBody('homeowner', { token: 1234567890123456 }), /body\.token/],
  ['extra field', signBody('homeowner', { ipAddress: '1.2.3.4' }), /ipAddress/],
];

const createCases: Case[] = [
  ['empty object', {}, 'Please enter annotation content (body.content)'],
  ['array', [note()]],
  ['null', null],
  ['empty content', note({ content: '' }), 'Please enter annotation content'],
  ['blank content', note({ content: ' \n\t ' }), 'Please enter annotation content'],
  ['content as a number', note({ content: 7 }), 'Please enter annotation content'],
  ['content too long', note({ content: 'x'.repeat(5001) }), 'Annotations are at most 5,000 characters'],
  ['unknown type', note({ type: 'rant' }), /body\.type/],
  ['missing section', without(note(), 'sectionId'), /body\.sectionId/],
  ['unknown section', note({ sectionId: 'footer' }), /body\.sectionId/],
  ['position as text', note({ positionX: 'left' }), 'Position must be a number'],
  ['negative position', note({ positionY: -1 }), 'Position must be between 0 and 999.99'],
  ['position too large', note({ positionX: 1000 }), 'Position must be between 0 and 999.99'],
  ['parentId as a number', note({ parentId: 5 }), /body\.parentId/],
  ['server-owned field: userId', note({ userId: 'someone' }), /userId/],
  ['server-owned field: status', note({ status: 'resolved' }), /status/],
];

const updateCases: Case[] = [
  ['empty object', {}, 'Nothing to update'],
  ['null', null],
  ['empty content', { content: '' }, 'Please enter annotation content'],
  ['blank content', { content: '   ' }, 'Please enter annotation content'],
  ['unknown status', { status: 'deleted' }, /body\.status/],
  ['unknown type', { type: 'shout' }, /body\.type/],
  ['moving it', { positionX: 3 }, /positionX/],
  ['another contract', { contractId: 'x' }, /contractId/],
];

describe('malformed bodies to the signing and annotation routes get 400 with a clear message, never 500', () => {
  describe('POST /api/contracts/:id/sign (signed out, with a link: the body is checked before anything else)', () => {
    for (const [what, body, message] of signCases) {
      it(what, async () => {
        const withToken = body && typeof body === 'object' && !Array.isArray(body) && !('token' in body) ? { ...body, token } : body;
        expectClear400(await h.request({ method: 'POST', url: `/api/contracts/${id}/sign`, body: withToken }), message);
      });
    }
  });

  describe('POST /api/contracts/:id/annotations', () => {
    for (const [what, body, message] of createCases) {
      it(what, async () => {
        expectClear400(await h.request({ method: 'POST', url: `/api/contracts/${id}/annotations`, user: owner, body }), message);
      });
    }
  });

  describe('PUT /api/annotations/:id', () => {
    for (const [what, body, message] of updateCases) {
      it(what, async () => {
        expectClear400(await h.request({ method: 'PUT', url: `/api/annotations/${annotationId}`, user: owner, body }), message);
      });
    }
  });

  it('POST /api/contracts/:id/resend-emails takes no body, or the parties to send to; nothing else', async () => {
    expectClear400(
      await h.request({ method: 'POST', url: `/api/contracts/${id}/resend-emails`, user: owner, body: { to: 'x@example.com' } }),
      'Unrecognized key: "to"',
    );
    expectClear400(
      await h.request({ method: 'POST', url: `/api/contracts/${id}/resend-emails`, user: owner, body: { roles: [] } }),
      'Choose at least one party to send the link to',
    );
  });

  it('invalid JSON is a 400 JSON answer on every new route that reads a body', async () => {
    for (const [method, url] of [
      ['POST', `/api/contracts/${id}/sign`],
      ['POST', `/api/contracts/${id}/annotations`],
      ['PUT', `/api/annotations/${annotationId}`],
      ['POST', `/api/contracts/${id}/resend-emails`],
      ['POST', `/internal/contracts/${id}/authorize`],
    ] as const) {
      const res = await h.request({ method, url, user: owner, internal: url.startsWith('/internal'), rawBody: '{"content":' });
      expect(res.status, `${method} ${url}`).toBe(400);
      expect(res.body.error.message).toBeTruthy();
    }
  });

  it('unknown or malformed query parameters are a 400', async () => {
    for (const url of [
      `/api/contracts/${id}?token=short`,
      `/api/contracts/${id}/signing-info?x=1`,
      `/api/contracts/${id}/annotations?token=${token}&token=${token}`,
      `/api/contracts/${id}/sign?token=${token}`,
    ]) {
      const method = url.includes('/sign?') ? 'POST' : 'GET';
      const res = await h.request({ method, url, user: owner, ...(method === 'POST' ? { body: signBody('homeowner') } : {}) });
      expect(res.status, url).toBe(400);
      expect(res.body.error.message).toMatch(/querystring/);
    }
  });

  it('nothing was written by any of them', async () => {
    const rec = await h.request({ method: 'GET', url: `/api/contracts/${id}`, user: owner });
    expect(rec.body.homeownerSignedAt).toBeNull();
    expect(await h.rt.store.collection<AnnotationDoc>('annotations').count({})).toBe(1);
    const a = (await h.request({ method: 'GET', url: `/api/contracts/${id}/annotations`, user: owner })).body[0];
    expect(a).toMatchObject({ content: 'A note', status: 'active', type: 'comment', positionX: 1 });
  });
});
