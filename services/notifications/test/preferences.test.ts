import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { makeEvent } from '@homepact/kit';
import { closedAfterEach, userEvent } from '@homepact/kit/testing';
import { DEFAULT_PREFERENCES, IdentityEvents, Topics, type Preferences } from '@homepact/proto';
import { allows, TEMPLATE_KINDS } from '../src/domain/preferences.ts';
import { senderName } from '../src/domain/templates/invitation.ts';
import {
  CONTRACT_ID,
  contractRecord,
  documentBody,
  HOMEOWNER,
  invitesRequested,
  partySigned,
  pdfBytes,
  PROVIDER,
  signedPdfReady,
  signUrl,
  startNotifications,
  token,
  type Harness,
} from './harness.ts';

const start = closedAfterEach(startNotifications);

const CREATOR = { userId: 'user-creator', email: 'cara@agency.example', name: 'Cara Creator' };
const OFF: Preferences = { emailNotifications: true, contractUpdates: false, smsNotifications: false, marketing: false };
const ALL_OFF: Preferences = { emailNotifications: false, contractUpdates: false, smsNotifications: false, marketing: false };

/** identity's events, as they arrive on homepact.identity. */
async function registered(h: Harness, user: { userId: string; email: string }, firstName: string | null, lastName: string | null) {
  await h.publish(userEvent('UserRegistered', user, { firstName, lastName }), Topics.identity);
}
async function preferences(h: Harness, user: { userId: string; email: string }, prefs: Preferences, occurredAt?: string) {
  const event = makeEvent(IdentityEvents.PreferencesChanged, {
    key: user.userId,
    producer: 'identity',
    data: { userId: user.userId, email: user.email, preferences: prefs, updatedAt: new Date().toISOString() },
  });
  await h.publish(occurredAt ? { ...event, occurredAt } : event, Topics.identity);
}

/** The homeowner signed; the provider still has to (their link in the event). */
const signed = (creator?: Parameters<typeof partySigned>[1]) => partySigned({ signed: false, signUrl: signUrl(token()) }, creator);

const sentTo = (h: Harness) => h.mailer.sent.map((m) => m.to[0]);

describe('which e-mail preferences can stop (domain/preferences.ts)', () => {
  it('transactional always; status needs e-mail and status updates; marketing needs e-mail and consent', () => {
    for (const p of [DEFAULT_PREFERENCES, OFF, ALL_OFF]) expect(allows('transactional', p)).toBe(true);
    expect(allows('status', DEFAULT_PREFERENCES)).toBe(true);
    expect(allows('status', null)).toBe(true); // no account or nothing saved: the defaults
    expect(allows('status', OFF)).toBe(false);
    expect(allows('status', { ...DEFAULT_PREFERENCES, emailNotifications: false })).toBe(false);
    expect(allows('marketing', DEFAULT_PREFERENCES)).toBe(false);
    expect(allows('marketing', null)).toBe(false);
    expect(allows('marketing', { ...DEFAULT_PREFERENCES, marketing: true })).toBe(true);
    expect(allows('marketing', { ...DEFAULT_PREFERENCES, marketing: true, emailNotifications: false })).toBe(false);
  });

  it('every template this service sends is classified, and none is marketing', async () => {
    const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
    const files = (await readdir(src, { recursive: true })).filter((f) => f.endsWith('.ts'));
    const used = new Set<string>();
    for (const f of files) {
      for (const m of (await readFile(path.join(src, f), 'utf8')).matchAll(/template: '([a-z-]+)'/g)) used.add(m[1]!);
    }
    expect(used.size).toBeGreaterThanOrEqual(6);
    for (const template of used) expect(TEMPLATE_KINDS[template], template).toBeDefined();
    expect(Object.values(TEMPLATE_KINDS)).not.toContain('marketing');
  });
});

describe('PartySigned: status updates honour the recipient’s preferences', () => {
  it('the other party gets the note by default, and not once they turned status updates off', async () => {
    const t = await start();
    await t.publish(signed());
    expect(sentTo(t)).toEqual([PROVIDER.email]);

    // The provider has an account and turns status updates off.
    await registered(t, { userId: 'user-bob', email: PROVIDER.email }, 'Bob', 'Roofer');
    await preferences(t, { userId: 'user-bob', email: PROVIDER.email }, OFF);
    await t.publish(signed());
    expect(sentTo(t)).toEqual([PROVIDER.email]); // nothing new
  });

  it('the creator who is not a party hears who signed (by name and address), unless they turned it off', async () => {
    const t = await start({ env: { PUBLIC_URL: 'https://app.homepact.example' } });
    await t.publish(signed(CREATOR));
    expect(sentTo(t).sort()).toEqual([CREATOR.email, PROVIDER.email].sort());
    const note = t.mailer.sent.find((m) => m.to[0] === CREATOR.email)!;
    expect(note.subject).toBe('Ann Lee signed your Roof replacement contract');
    expect(note.text).toContain('Hello Cara Creator,');
    expect(note.text).toContain(`Ann Lee (${HOMEOWNER.email}), the homeowner, signed`);
    expect(note.text).toContain('Bob Roofing LLC, the service provider, to sign next');
    expect(note.text).toContain('https://app.homepact.example/dashboard');
    expect(await t.c.emailLog.findOne({ template: 'party-signed-creator' })).toMatchObject({ to: CREATOR.email, status: 'sent' });

    await preferences(t, CREATOR, OFF);
    t.mailer.sent.length = 0;
    await t.publish(signed(CREATOR));
    expect(sentTo(t)).toEqual([PROVIDER.email]);
  });

  it('a creator who is the other party gets one note, not two; a creator who signed gets none', async () => {
    const t = await start();
    await t.publish(signed({ userId: 'user-bob', email: PROVIDER.email, name: 'Bob' }));
    expect(sentTo(t)).toEqual([PROVIDER.email]);
    t.mailer.sent.length = 0;
    await t.publish(signed({ userId: 'user-ann', email: HOMEOWNER.email, name: 'Ann' }));
    expect(sentTo(t)).toEqual([PROVIDER.email]);
  });

  it('an older preferences event arriving late does not undo a newer one', async () => {
    const t = await start();
    await preferences(t, CREATOR, OFF, '2026-03-02T10:00:00.000Z');
    await preferences(t, CREATOR, DEFAULT_PREFERENCES, '2026-03-01T10:00:00.000Z');
    expect((await t.c.recipients.findOne({ _id: CREATOR.userId }))!.preferences).toEqual(OFF);
    await t.publish(signed(CREATOR));
    expect(sentTo(t)).toEqual([PROVIDER.email]);
  });
});

describe('SignedPdfReady: the creator’s copy of the completed contract', () => {
  const final = pdfBytes('final');
  const withCreator = (over: Record<string, unknown> = {}) => ({
    ...contractRecord(),
    createdBy: CREATOR.userId,
    createdByEmail: CREATOR.email,
    createdByName: CREATOR.name,
    ...over,
  });

  it('the creator who is not a party gets the final PDF too; both parties get theirs whatever they set', async () => {
    const t = await start();
    // Both parties have accounts with everything off: their copy is transactional, so it still goes.
    for (const [id, p] of [
      ['user-ann', HOMEOWNER],
      ['user-bob', PROVIDER],
    ] as const) {
      await registered(t, { userId: id, email: p.email }, null, null);
      await preferences(t, { userId: id, email: p.email }, ALL_OFF);
    }
    t.documents.get('/internal/documents/doc-final-1', documentBody({ bytes: final, kind: 'final' }));
    t.contracts.get(`/internal/contracts/${CONTRACT_ID}`, withCreator());
    await t.publish(signedPdfReady(final));

    expect(sentTo(t).sort()).toEqual([CREATOR.email, HOMEOWNER.email, PROVIDER.email].sort());
    const copy = t.mailer.sent.find((m) => m.to[0] === CREATOR.email)!;
    expect(copy.subject).toBe('Signed by both parties: Roof replacement contract');
    expect(copy.text).toContain('Hello Cara Creator,');
    expect(copy.text).toContain('because you created this contract');
    expect(copy.attachments![0]!.content.equals(final)).toBe(true);
    expect(await t.c.emailLog.findOne({ template: 'executed-creator' })).toMatchObject({ to: CREATOR.email, role: null, status: 'sent' });
  });

  it('not when the creator turned status updates off, and not twice when the creator is a party', async () => {
    const t = await start();
    await preferences(t, CREATOR, OFF);
    t.documents.get('/internal/documents/doc-final-1', documentBody({ bytes: final, kind: 'final' }));
    t.contracts.get(`/internal/contracts/${CONTRACT_ID}`, withCreator());
    await t.publish(signedPdfReady(final));
    expect(sentTo(t).sort()).toEqual([HOMEOWNER.email, PROVIDER.email].sort());

    const again = await start();
    again.documents.get('/internal/documents/doc-final-1', documentBody({ bytes: final, kind: 'final' }));
    again.contracts.get(`/internal/contracts/${CONTRACT_ID}`, withCreator({ createdByEmail: HOMEOWNER.email }));
    await again.publish(signedPdfReady(final));
    expect(sentTo(again).sort()).toEqual([HOMEOWNER.email, PROVIDER.email].sort());
  });

  it('finds the creator’s address from identity’s events when the contract predates it', async () => {
    const t = await start();
    await registered(t, CREATOR, 'Cara', 'Creator');
    t.documents.get('/internal/documents/doc-final-1', documentBody({ bytes: final, kind: 'final' }));
    t.contracts.get(`/internal/contracts/${CONTRACT_ID}`, { ...contractRecord(), createdBy: CREATOR.userId });
    await t.publish(signedPdfReady(final));
    expect(sentTo(t)).toContain(CREATOR.email);
    expect(t.mailer.sent.find((m) => m.to[0] === CREATOR.email)!.text).toContain('Hello Cara Creator,');
  });
});

describe('invitations name the sender and are always sent', () => {
  it('the name in the subject, name and address in the message; sent even to someone with everything off', async () => {
    const t = await start();
    await registered(t, { userId: 'user-ann', email: HOMEOWNER.email }, 'Ann', 'Lee');
    await preferences(t, { userId: 'user-ann', email: HOMEOWNER.email }, ALL_OFF);
    await t.publish(invitesRequested({ requestedByName: 'Cara Creator (cara@agency.example)', documentId: null }));
    expect(sentTo(t).sort()).toEqual([HOMEOWNER.email, PROVIDER.email].sort());
    const mail = t.mailer.sent[0]!;
    expect(mail.subject).toBe('Please review and sign a contract: Roof replacement');
    expect(mail.text).toContain('Sent on behalf of Cara Creator (cara@agency.example), who prepared a contract');
    expect(mail.text).toContain('Sent on behalf of: Cara Creator (cara@agency.example)');
  });

  it('senderName keeps plain text and addresses as they are', () => {
    expect(senderName('Jane Doe (jane@example.com)')).toBe('Jane Doe');
    expect(senderName('jane@example.com')).toBe('jane@example.com');
    expect(senderName('HomePact')).toBe('HomePact');
    expect(senderName('Smith (Builders) LLC')).toBe('Smith (Builders) LLC');
  });
});

describe('POST /internal/exports/email-log', () => {
  const ask = (h: Harness, body: unknown, signedCall = true) =>
    h.request({ method: 'POST', url: '/internal/exports/email-log', body, internal: signedCall });

  it('the e-mails sent to that address only, newest first, with what was attached', async () => {
    const t = await start();
    await t.publish(invitesRequested({ documentId: null }));
    const res = await ask(t, { userId: 'user-ann', email: HOMEOWNER.email });
    expect(res.status).toBe(200);
    const body = res.body;
    expect(body.truncated).toBe(false);
    expect(body.emails).toEqual([
      expect.objectContaining({ template: 'invitation', status: 'sent', contractId: CONTRACT_ID, role: 'homeowner', attachments: [] }),
    ]);
    expect(JSON.stringify(body)).not.toContain(PROVIDER.email);
  });

  it('refuses unsigned calls (401) and bad bodies (400)', async () => {
    const t = await start();
    expect((await ask(t, { userId: 'u', email: HOMEOWNER.email }, false)).status).toBe(401);
    expect((await ask(t, { email: HOMEOWNER.email })).status).toBe(400);
  });
});
