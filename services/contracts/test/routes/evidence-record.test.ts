import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealGeneratedText, sealGeneration } from '@homepact/kit';
import { fakeRoute, startFakeInternalService, type FakeInternalService } from '@homepact/kit/testing';
import { assembleContract, fromEditable, headingWords, parseContract, renumber, toEditable } from '@homepact/legal';
import {
  EvidenceRecordSchema,
  NotificationsInternal,
  type EvidenceEmail,
  type EvidenceRecord,
  type GenerationRecord,
} from '@homepact/proto';
import { pngDataUrl } from '@homepact/proto/testing';
import {
  admin,
  create,
  currentToken,
  homeowner,
  owner,
  provider,
  SECRET,
  sendForSignature,
  signBody,
  startContracts,
  stranger,
  validBody,
  type Harness,
} from '../harness.ts';

/**
 * The evidence record (GET /api/contracts/:id/evidence-record): a contract
 * HomePact wrote (the clause library, with the scope reworded by a model),
 * to which the owner added a section and changed a line, signed by both
 * parties; notifications' e-mail log is the kit's fake internal service on
 * loopback (its declared route; it checks contracts' service signature).
 */
const MODEL = 'gpt-4.1-mini-2025-04-14';
const RESPONSE_ID = 'chatcmpl-B9xQ2evidence';
const PNG = pngDataUrl(600, 200);

const sectionOf = (s: { heading: string | null }) => (s.heading ? headingWords(s.heading).trim() : 'Opening');

/** HomePact's text for validBody(), its scope reworded by a model, with the ai service's seals and record. */
function generated() {
  const library = assembleContract({ form: validBody(), generatedAt: new Date('2025-01-05T12:00:00Z') }).text;
  const text = library.replace(
    /^(\d+\. SCOPE OF WORK\n)/m,
    '$1The Provider will replace the kitchen faucet and test every joint for leaks.\n',
  );
  expect(text).not.toBe(library);
  const generation: GenerationRecord = {
    generationId: '6b0f3a52-4c1e-4a57-9d61-2f0c3e8a9b11',
    generatedAt: '2025-01-05T12:00:00.000Z',
    model: MODEL,
    responseId: RESPONSE_ID,
    builtinVersion: 'homepact-builtin-1',
    fallbackReason: null,
    sections: parseContract(text).sections.map((s) =>
      sectionOf(s) === 'SCOPE OF WORK'
        ? { section: 'SCOPE OF WORK', writer: 'ai' as const, name: MODEL, version: null, responseId: RESPONSE_ID }
        : {
            section: sectionOf(s),
            writer: 'builtin' as const,
            name: 'HomePact clause library',
            version: 'homepact-builtin-1',
            responseId: null,
          },
    ),
  };
  return {
    finalContract: text,
    generatedSeal: sealGeneratedText(SECRET, text),
    generation,
    generationSeal: sealGeneration(SECRET, text, generation),
  };
}

function withRider(text: string, body: string): string {
  const doc = toEditable(text);
  return fromEditable(renumber({ ...doc, sections: [...doc.sections, { key: 'rider', heading: 'ADDITIONAL TERMS', body }] }).editable);
}

let h: Harness;
let id: string;
let tokens: { homeowner: string; provider: string };
let mail: FakeInternalService;
let mailClosed = false;

beforeAll(async () => {
  const rows = (contractId: string): EvidenceEmail[] => [
    {
      template: 'signing-invitation',
      subject: 'Please sign: Plumbing',
      to: 'hana.owens@example.com',
      role: 'homeowner',
      status: 'sent',
      messageId: '<1736071200.abc@relay.example>',
      attempts: 1,
      error: null,
      attachments: [{ filename: `contract-${contractId}.pdf`, size: 4567, sha256: 'b'.repeat(64) }],
      createdAt: '2025-01-05T12:00:01.000Z',
      updatedAt: '2025-01-05T12:00:02.000Z',
    },
  ];
  mail = await startFakeInternalService({
    secret: SECRET,
    routes: [fakeRoute(NotificationsInternal.contractEmailLog, ({ params }) => ({ emails: rows(params.id) }))],
  });
  h = await startContracts({ env: { NOTIFICATIONS_URL: mail.url } });

  const g = generated();
  id = (await create(h, owner, g)).id;
  // The owner adds a section and changes a line HomePact wrote, after generation.
  const edited = withRider(g.finalContract, 'The Provider removes the old faucet from the property.').replace(
    'The Provider will replace the kitchen faucet and test every joint for leaks.',
    'The Provider will replace the kitchen faucet, test every joint for leaks and clean up.',
  );
  const patched = await h.request({
    method: 'PATCH',
    url: `/api/contracts/${id}/content`,
    user: owner,
    body: { editedContractContent: edited },
  });
  expect(patched.status, JSON.stringify(patched.body)).toBe(200);
  tokens = (await sendForSignature(h, id)).tokens;
  h.clock.now = new Date('2025-01-06T09:00:00.000Z');
  const drawn = { kind: 'drawn', image: PNG };
  const one = await h.request({
    method: 'POST',
    url: `/api/contracts/${id}/sign`,
    body: signBody('homeowner', {
      token: tokens.homeowner,
      adoptedSignature: drawn,
      disclosuresReceived: parseContract(edited).disclosures.map((d) => d.id),
      ...(parseContract(edited).elections.length
        ? { elections: Object.fromEntries(parseContract(edited).elections.map((e) => [e.id, 'accept'])) }
        : {}),
    }),
    headers: { 'user-agent': 'Mozilla/5.0 (Hana’s phone)' },
  });
  expect(one.status, JSON.stringify(one.body)).toBe(200);
  h.clock.now = new Date('2025-01-06T10:30:00.000Z');
  tokens.provider = await currentToken(h, id, 'provider');
  const two = await h.request({ method: 'POST', url: `/api/contracts/${id}/sign`, body: signBody('provider', { token: tokens.provider }) });
  expect(two.status, JSON.stringify(two.body)).toBe(200);
  await h.settle();
});
afterAll(async () => {
  await h?.close();
  if (!mailClosed) await mail?.close();
});

const get = (query = '', user?: typeof owner) =>
  h.request({ method: 'GET', url: `/api/contracts/${id}/evidence-record${query}`, ...(user ? { user } : {}) });

describe('GET /api/contracts/:id/evidence-record', () => {
  let record: EvidenceRecord;
  beforeAll(async () => {
    const res = await get('', owner);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="evidence-record-${id}.json"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    record = EvidenceRecordSchema.parse(res.body);
  });

  it('names the writer of every section: the clause library and its version, the model and its response id, the owner', () => {
    const { authorship } = record;
    expect(authorship.source).toBe('homepact');
    expect(authorship.generation).toMatchObject({ model: MODEL, responseId: RESPONSE_ID });
    const signedSections = parseContract(record.signedText).sections.map(sectionOf);
    // Every section of the signed text, in order, each with a named writer.
    expect(authorship.sections.map((s) => s.section)).toEqual(signedSections);
    for (const s of authorship.sections) {
      expect(s.writtenBy, s.section).not.toBe('unknown');
      expect(s.writer, s.section).toBeTruthy();
    }
    const by = new Map(authorship.sections.map((s) => [s.section, s]));
    expect(by.get('SCOPE OF WORK')).toMatchObject({ writtenBy: 'ai', writer: MODEL, responseId: RESPONSE_ID, version: null });
    expect(by.get('PARTIES')).toMatchObject({ writtenBy: 'builtin', writer: 'HomePact clause library', version: 'homepact-builtin-1' });
    // The owner's added section is the owner's; their change to the model's line is listed under the section, as theirs.
    expect(by.get('ADDITIONAL TERMS')).toMatchObject({ writtenBy: 'owner', writer: expect.stringMatching(/\S/) });
    const scopeEdits = by.get('SCOPE OF WORK')!.edits;
    expect(scopeEdits).toEqual([
      expect.objectContaining({
        kind: 'changed',
        added: ['The Provider will replace the kitchen faucet, test every joint for leaks and clean up.'],
        removed: ['The Provider will replace the kitchen faucet and test every joint for leaks.'],
        by: by.get('ADDITIONAL TERMS')!.writer,
      }),
    ]);
    expect(by.get('PARTIES')!.edits).toEqual([]);
  });

  it('holds the exact text signed and its hash, the consent text, and each signature with how it was adopted', async () => {
    const { createHash } = await import('node:crypto');
    expect(record.documentHash).toBe(createHash('sha256').update(record.signedText, 'utf8').digest('hex'));
    expect(record.signedText).toContain('clean up.');
    expect(record.consentTexts).toEqual([{ version: 'esign-2025-01', text: expect.stringContaining('Consent to use electronic records') }]);
    const [hana, pat] = record.signatures;
    expect(hana).toMatchObject({
      role: 'homeowner',
      adoptedBy: 'drawn',
      adopted: { kind: 'drawn', image: PNG, imageSha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
      ipAddress: '203.0.113.7',
      userAgent: 'Mozilla/5.0 (Hana’s phone)',
      verification: 'token',
      textSha256: record.documentHash,
    });
    expect(pat).toMatchObject({ role: 'provider', adoptedBy: 'typed', adopted: { kind: 'typed', text: 'Pat Builder' } });
    expect(Array.isArray(hana!.elections) && Array.isArray(hana!.disclosures)).toBe(true);
  });

  it('every event with time and actor, the signatures’ with IP address and user agent', () => {
    const actions = record.events.map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(['created', 'content_updated', 'sent_for_signature', 'signed', 'fully_signed', 'executed']),
    );
    const signed = record.events.filter((e) => e.action === 'signed');
    expect(signed).toHaveLength(2);
    expect(signed[0]).toMatchObject({
      ipAddress: '203.0.113.7',
      userAgent: 'Mozilla/5.0 (Hana’s phone)',
      actor: expect.stringContaining('homeowner'),
    });
    expect(record.events.find((e) => e.action === 'created')!.actor).toMatch(/^Owner: /);
    expect(record.events.every((e) => !Number.isNaN(Date.parse(e.at)))).toBe(true);
  });

  it('the e-mails and the relay’s answer, asked of notifications over its signed internal API', () => {
    expect(record.emails.unavailable).toBeNull();
    expect(record.emails.records[0]).toMatchObject({ status: 'sent', messageId: '<1736071200.abc@relay.example>', role: 'homeowner' });
    expect(mail.calls.at(-1)).toMatchObject({ path: `/internal/contracts/${id}/email-log`, caller: 'contracts', status: 200 });
  });

  it('who may download it: the owner, an admin, each party (signed in or by link); not a stranger (404) or anyone signed out (401)', async () => {
    expect((await get('', admin)).status).toBe(200);
    expect((await get('', homeowner)).status).toBe(200);
    expect((await get('', provider)).status).toBe(200);
    expect((await get(`?token=${tokens.homeowner}`)).status).toBe(200);
    expect((await get(`?token=${tokens.provider}`)).status).toBe(200);
    expect((await get('', stranger)).status).toBe(404);
    const anonymous = await get();
    expect(anonymous.status).toBe(401);
    expect((await get('?token=not-a-real-token-at-all')).status).not.toBe(200);
    // An unknown parameter is a 400, never a 500.
    expect((await get('?format=xml', owner)).status).toBe(400);
    expect((await h.request({ method: 'GET', url: '/api/contracts/not-a-contract/evidence-record', user: owner })).status).toBe(404);
  });

  it('without an answer from notifications the record still comes, saying the e-mails are missing', async () => {
    await mail.close();
    mailClosed = true;
    const res = await get('', owner);
    expect(res.status).toBe(200);
    expect(res.body.emails).toEqual({ records: [], unavailable: expect.stringContaining('did not answer') });
    expect(res.body.notes.join(' ')).toContain('E-mail delivery records');
  });

  it('a generation record without its seal, or with one that does not fit, is refused (400)', async () => {
    const g = generated();
    const forged = { ...g.generation, sections: g.generation.sections.map((s) => ({ ...s, writer: 'builtin' as const })) };
    for (const body of [
      { finalContract: g.finalContract, generatedSeal: g.generatedSeal, generation: forged, generationSeal: g.generationSeal },
      { finalContract: g.finalContract, generatedSeal: g.generatedSeal, generation: g.generation },
    ]) {
      const res = await h.request({ method: 'POST', url: '/api/contracts', user: owner, body: validBody(body) });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('seal_mismatch');
    }
  });
});
