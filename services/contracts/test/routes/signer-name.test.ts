import { describe, expect, it } from 'vitest';
import { harnessPerTest } from '@homepact/kit/testing';
import { SigningEvents } from '@homepact/proto';
import { pngDataUrl } from '@homepact/proto/testing';
import { create, currentToken, owner, sendForSignature, signBody, startContracts, type Harness, type Tokens } from '../harness.ts';

/**
 * What is signed is right: the typed full name (`signature`) must be the
 * signing party's name as the contract names them (the homeowner's first and
 * last name, the provider's name), compared without regard to case, accents,
 * punctuation or spacing; a typed adopted signature must read that name too,
 * and is stamped as text (any picture the client sent with it is not kept).
 * Everything is checked before anything is written.
 */
let h: Harness;
let id: string;
let tokens: Tokens;
harnessPerTest(
  async () => {
    const h = await startContracts();
    const id = (await create(h, owner, { homeownerFirstName: 'Zoë', homeownerLastName: 'Núñez', providerName: 'Pat Builder' })).id;
    const { tokens } = await sendForSignature(h, id);
    return { h, id, tokens, close: () => h.close() };
  },
  (s) => ({ h, id, tokens } = s),
);

const sign = (body: Record<string, unknown>) => h.request({ method: 'POST', url: `/api/contracts/${id}/sign`, body });
const asZoe = (extra: Record<string, unknown> = {}) => signBody('homeowner', { token: tokens.homeowner, signature: 'Zoë Núñez', ...extra });
const evidence = async () => (await h.request({ method: 'GET', url: `/internal/contracts/${id}/evidence`, internal: true })).body;
const info = async () => (await h.request({ method: 'GET', url: `/api/contracts/${id}/signing-info`, user: owner })).body;

describe('the typed name must be the party’s name as the contract names them', () => {
  it('refuses "Mickey Mouse" for Zoë Núñez: 400 naming her, nothing recorded, no event', async () => {
    const res = await sign(asZoe({ signature: 'Mickey Mouse' }));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'signer_name_mismatch',
      message: 'Type your name as the contract names you: "Zoë Núñez".',
      details: { field: 'signature' },
    });
    expect((await evidence()).signatures).toEqual([]);
    expect((await info()).parties.homeowner.signed).toBe(false);
    await h.settle();
    expect(h.events.filter((e) => e.key === id && e.type === 'PartySigned')).toHaveLength(0);
  });

  it('refuses the provider under another name', async () => {
    const res = await sign(signBody('provider', { token: tokens.provider, signature: 'Pat Builders' }));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Type your name as the contract names you: "Pat Builder".');
  });

  it.each(['zoe nunez', '  ZOË   NÚÑEZ ', 'Zoe Nunez.'])('accepts "%s" (case, accents, punctuation and spacing aside)', async (typed) => {
    const res = await sign(asZoe({ signature: typed }));
    expect(res.status).toBe(200);
  });

  it('names her as the contract does in PartySigned, the evidence and the history; what she typed is kept as typed', async () => {
    h.clock.now = new Date('2025-01-06T09:30:00.000Z');
    expect((await sign(asZoe({ signature: 'zoe nunez' }))).status).toBe(200);
    await h.settle();
    const signed = h.events.filter((e) => e.key === id && e.type === 'PartySigned');
    expect(signed).toHaveLength(1);
    const data = SigningEvents.PartySigned.schema.parse(signed[0]!.data);
    expect(data.signerName).toBe('Zoë Núñez');
    const ev = await evidence();
    expect(ev.signatures[0]).toMatchObject({ role: 'homeowner', name: 'Zoë Núñez', typedName: 'zoe nunez' });
    expect(ev.timeline.find((t: { action: string }) => t.action === 'signed').description).toMatch(/^Zoë Núñez \(/);
    // The provider's notice names her too (signed from the fresh link sent when she signed: only the newest works).
    const fresh = await currentToken(h, id, 'provider');
    expect((await sign(signBody('provider', { token: fresh, signature: 'pat builder' }))).status).toBe(200);
    await h.settle();
    const second = h.events.filter((e) => e.key === id && e.type === 'PartySigned');
    expect(SigningEvents.PartySigned.schema.parse(second[1]!.data).signerName).toBe('Pat Builder');
  });

  it('a typed adopted signature must read the same name: "Mickey Mouse" under her name is refused, nothing recorded', async () => {
    const res = await sign(asZoe({ adoptedSignature: { kind: 'typed', text: 'Mickey Mouse', font: 'Caveat' } }));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'adopted_signature_mismatch',
      message: 'Your typed signature must read your name as the contract names you: "Zoë Núñez".',
      details: { field: 'adoptedSignature' },
    });
    expect((await evidence()).signatures).toEqual([]);
  });

  it('a typed adoption is kept as its text and font: a picture sent with it is not kept, so any PNG cannot stand in for the name', async () => {
    const res = await sign(
      asZoe({ adoptedSignature: { kind: 'typed', text: 'Zoë Núñez', font: 'Great Vibes', image: pngDataUrl(640, 160, 90) } }),
    );
    expect(res.status).toBe(200);
    expect((await evidence()).signatures[0].adopted).toEqual({
      kind: 'typed',
      text: 'Zoë Núñez',
      font: 'Great Vibes',
      image: null,
      imageSha256: null,
    });
    expect((await info()).parties.homeowner.signature).toEqual({ kind: 'typed', text: 'Zoë Núñez', font: 'Great Vibes', image: null });
  });

  it('a drawn signature is kept as drawn, under her checked name', async () => {
    const drawn = pngDataUrl(600, 200, 80);
    expect((await sign(asZoe({ adoptedSignature: { kind: 'drawn', image: drawn } }))).status).toBe(200);
    expect((await evidence()).signatures[0].adopted).toMatchObject({ kind: 'drawn', text: null, image: drawn });
    const bad = await sign(
      signBody('provider', {
        token: await currentToken(h, id, 'provider'),
        signature: 'Mickey Mouse',
        adoptedSignature: { kind: 'drawn', image: drawn },
      }),
    );
    expect(bad.status).toBe(400);
  });

  it('after the provider signed, a wrong name is still refused and adds no signature', async () => {
    expect((await sign(signBody('provider', { token: tokens.provider }))).status).toBe(200);
    expect((await sign(asZoe({ token: await currentToken(h, id, 'homeowner'), signature: 'Mickey Mouse' }))).status).toBe(400);
    expect((await evidence()).signatures.map((s: { role: string }) => s.role)).toEqual(['provider']);
  });
});
