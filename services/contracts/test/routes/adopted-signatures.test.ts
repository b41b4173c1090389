import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { invitationMessage } from '@homepact/legal';
import { InvitationPreviewSchema } from '@homepact/proto';
import { pngBytes, pngDataUrl } from '@homepact/proto/testing';
import {
  admin,
  contractPerTest,
  currentToken,
  homeowner,
  owner,
  provider,
  sendForSignature,
  signBody,
  stranger,
  type Harness,
} from '../harness.ts';
import type { ActivityDoc } from '../../src/domain/activity.ts';

let h: Harness;
let id: string;

describe('adopted signatures', () => {
  contractPerTest((s) => ({ h, id } = s));
  const sign = (body: Record<string, unknown>) => h.request({ method: 'POST', url: `/api/contracts/${id}/sign`, body });
  const evidence = async () => (await h.request({ method: 'GET', url: `/internal/contracts/${id}/evidence`, internal: true })).body;

  it('keeps a drawn image and a typed name with its font as evidence, with the image hash, and shows them in signing-info', async () => {
    const drawn = pngDataUrl(600, 200, 80);
    const typedImage = pngDataUrl(640, 160, 30);
    expect(
      (
        await sign(
          signBody('homeowner', { token: await currentToken(h, id, 'homeowner'), adoptedSignature: { kind: 'drawn', image: drawn } }),
        )
      ).status,
    ).toBe(200);
    const second = await sign(
      signBody('provider', {
        token: await currentToken(h, id, 'provider'),
        adoptedSignature: { kind: 'typed', text: 'Pat Builder', font: 'Great Vibes', image: typedImage },
      }),
    );
    expect(second.status).toBe(200);
    expect(second.body.fullyExecuted).toBe(true);

    const ev = await evidence();
    const by = (role: string) => ev.signatures.find((s: { role: string }) => s.role === role);
    expect(by('homeowner').adopted).toEqual({
      kind: 'drawn',
      text: null,
      font: null,
      image: drawn,
      imageSha256: createHash('sha256')
        .update(pngBytes(600, 200, 80))
        .digest('hex'),
    });
    // A typed signature is kept as its text and face: the picture sent with it is not kept (it could show anything).
    expect(by('provider').adopted).toEqual({ kind: 'typed', text: 'Pat Builder', font: 'Great Vibes', image: null, imageSha256: null });
    expect(by('provider').name).toBe('Pat Builder');

    const info = await h.request({ method: 'GET', url: `/api/contracts/${id}/signing-info`, user: owner });
    expect(info.body.parties.homeowner.signature).toEqual({ kind: 'drawn', text: null, font: null, image: drawn });
    expect(info.body.parties.provider.signature).toMatchObject({ kind: 'typed', font: 'Great Vibes' });
    // The activity row records the adoption without the image itself.
    const rows = await h.rt.store.collection<ActivityDoc>('contract_activity').find({ contractId: id, action: 'signed' });
    expect(JSON.stringify(rows)).not.toContain(drawn.slice(30, 90));
  });

  it('without an adopted signature (the spec body alone) the typed name is the signature', async () => {
    expect((await sign(signBody('homeowner', { token: await currentToken(h, id, 'homeowner') }))).status).toBe(200);
    const ev = await evidence();
    expect(ev.signatures[0].adopted).toEqual({ kind: 'typed', text: 'Hana Owens', font: null, image: null, imageSha256: null });
  });

  it.each([
    ['a JPEG', 'data:image/jpeg;base64,/9j/4AAQSkZJRg==', 'The signature image must be a PNG data URL'],
    ['random bytes', `data:image/png;base64,${Buffer.alloc(400, 7).toString('base64')}`, 'The signature image is not a PNG'],
    ['a tiny image', pngDataUrl(8, 8), 'The signature image must be between 60x20 and 2400x1200 pixels'],
    [
      'over 200 KB',
      `data:image/png;base64,${Buffer.concat([pngBytes(600, 200), Buffer.alloc(205 * 1024, 1)]).toString('base64')}`,
      'too large',
    ],
  ])('refuses %s with 400 and a clear message, and nothing is signed', async (_what, image, message) => {
    const res = await sign(
      signBody('homeowner', { token: await currentToken(h, id, 'homeowner'), adoptedSignature: { kind: 'drawn', image } }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain(message);
    const rec = await h.request({ method: 'GET', url: `/api/contracts/${id}`, user: owner });
    expect(rec.body.homeownerSignedAt).toBeNull();
  });

  it('refuses an unknown font', async () => {
    const res = await sign(
      signBody('homeowner', {
        token: await currentToken(h, id, 'homeowner'),
        adoptedSignature: { kind: 'typed', text: 'Hana', font: 'Papyrus' },
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain('Choose one of the fonts');
  });
});

describe('resend and the invitation preview', () => {
  contractPerTest((s) => ({ h, id } = s), { send: false });
  const preview = (user = owner) => h.request({ method: 'GET', url: `/api/contracts/${id}/invitation-preview`, user });

  it('a draft cannot be resent: 409 with a clear message, and nobody is e-mailed', async () => {
    const res = await h.request({ method: 'POST', url: `/api/contracts/${id}/resend-emails`, user: owner });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'not_resendable' });
    expect(res.body.error.message).toMatch(/has not been sent yet/);
    expect(h.events.filter((e) => e.type === 'InvitesRequested')).toHaveLength(0);
  });

  it('previews both invitations of a draft, as notifications would write them, without sending anything', async () => {
    const res = await preview();
    expect(res.status).toBe(200);
    const p = InvitationPreviewSchema.parse(res.body);
    expect(p.reason).toBe('generated');
    expect(p.recipients.map((r) => [r.role, r.email])).toEqual([
      ['homeowner', 'hana.owens@example.com'],
      ['provider', 'pat@builders.example'],
    ]);
    expect(h.events.filter((e) => e.type === 'InvitesRequested')).toHaveLength(0);

    // Then Generate sends: the real invitation, written by the same function, reads the same but for the personal link.
    const { invite } = await sendForSignature(h, id);
    for (const inv of invite.invitations) {
      const real = invitationMessage({
        recipientName: inv.name,
        role: inv.role,
        invitedByName: invite.requestedByName,
        serviceType: invite.serviceType,
        totalAmount: invite.totalAmount,
        ...(invite.terms ? { terms: invite.terms } : {}),
        signUrl: inv.signUrl,
        reason: invite.reason,
        pdfAttached: true,
      });
      const shown = p.recipients.find((r) => r.role === inv.role)!;
      expect(shown.subject).toBe(real.subject);
      expect(shown.text.replace(/token=[^\s]+/, 'token=T')).toBe(real.text.replace(/token=[^\s]+/, 'token=T'));
    }
    expect(p.sender).toBe(invite.requestedByName);
  });

  it('once sent, the preview is of a reminder to whoever has not signed; a signed contract has none', async () => {
    await sendForSignature(h, id);
    await h.request({
      method: 'POST',
      url: `/api/contracts/${id}/sign`,
      body: signBody('homeowner', { token: await currentToken(h, id, 'homeowner') }),
    });
    const res = await preview();
    expect(res.body.reason).toBe('resend');
    expect(res.body.recipients.map((r: { role: string }) => r.role)).toEqual(['provider']);
    expect(res.body.recipients[0].subject).toMatch(/^Reminder: please review and sign/);
    await h.request({
      method: 'POST',
      url: `/api/contracts/${id}/sign`,
      body: signBody('provider', { token: await currentToken(h, id, 'provider') }),
    });
    expect((await preview()).status).toBe(409);
  });

  it('only the creator or an admin may preview', async () => {
    expect((await preview(admin)).status).toBe(200);
    expect((await preview(homeowner)).status).toBe(403);
    expect((await preview(provider)).status).toBe(403);
    expect((await preview(stranger)).status).toBe(404);
    expect((await h.request({ method: 'GET', url: `/api/contracts/${id}/invitation-preview?x=1`, user: owner })).status).toBe(400);
  });
});
