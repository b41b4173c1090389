import { headingWords, parseContract } from '@homepact/legal';
import type { EvidenceEmail, EvidenceRecord, GenerationRecord, SectionAuthorship } from '@homepact/proto';
import type { ActivityDoc } from './activity.ts';
import { SYSTEM_USER } from './activity.ts';
import { authorshipOf, changesOf, storedGeneration } from './authorship.ts';
import type { ContractDoc } from './contract.ts';
import { ESIGN_DISCLOSURE } from './esign-disclosure.ts';
import type { SignatureEvidence } from './signing.ts';

const OPENING = 'Opening';
const UNKNOWN_WRITER = 'Not recorded (the draft was saved before HomePact recorded who wrote each section)';

/** The section names of a text as the owner-changes diff names them (the heading's words; "Opening" before the first). */
function sectionNames(text: string): string[] {
  return parseContract(text).sections.map((s) => (s.heading ? headingWords(s.heading).trim() : OPENING));
}

/** Consent texts this service can still show, by version: the current one (older versions are in version control). */
const CONSENT_TEXTS = new Map([[ESIGN_DISCLOSURE.version, ESIGN_DISCLOSURE.text]]);

export interface EvidenceRecordInput {
  doc: ContractDoc;
  signedText: string;
  documentHash: string;
  signatures: Array<
    Omit<SignatureEvidence, 'signedAt' | 'adopted' | 'elections' | 'disclosures' | 'typedName'> & {
      typedName: string;
      signedAt: string;
      adopted: NonNullable<SignatureEvidence['adopted']> | null;
      elections: NonNullable<SignatureEvidence['elections']>;
      disclosures: EvidenceRecord['signatures'][number]['disclosures'];
    }
  >;
  activity: ActivityDoc[];
  emails: { records: EvidenceEmail[]; unavailable: string | null };
  now: Date;
}

/**
 * Who wrote each section of the signed text: the writer the ai service
 * recorded when it generated the text (the clause library and its version,
 * or the model and its response id), or the owner for a section HomePact did
 * not write; then every change the owner made to it afterwards, as each
 * signer was shown it. Sections the owner removed are listed too, with the
 * removal.
 */
export function sectionAuthorship(doc: ContractDoc, signedText: string): EvidenceRecord['authorship'] {
  const authorship = authorshipOf(doc);
  const ownerName = authorship?.ownerName ?? 'The contract’s sender';
  const source = authorship?.writtenBy ?? 'unknown';
  const generation: GenerationRecord | null = source === 'homepact' ? storedGeneration(doc) : null;
  const changes = changesOf(doc);
  const generated = new Set(sectionNames(doc.finalContract));
  const edits = (section: string) => changes.filter((c) => c.section === section).map((c) => ({ ...c, by: ownerName }));

  const writerOf = (section: string): Omit<SectionAuthorship, 'section' | 'edits'> => {
    const owner = { writtenBy: 'owner' as const, writer: ownerName, version: null, responseId: null };
    if (source === 'owner') return owner;
    if (source === 'unknown') return { writtenBy: 'unknown', writer: UNKNOWN_WRITER, version: null, responseId: null };
    // HomePact's text: a section it did not generate was added by the owner.
    if (!generated.has(section)) return owner;
    const g = generation?.sections.find((s) => s.section === section);
    if (!g) return { writtenBy: 'unknown', writer: UNKNOWN_WRITER, version: null, responseId: null };
    return { writtenBy: g.writer, writer: g.name, version: g.version, responseId: g.responseId };
  };

  const signed = sectionNames(signedText);
  const sections: SectionAuthorship[] = signed.map((section) => ({ section, ...writerOf(section), edits: edits(section) }));
  const present = new Set(signed);
  for (const removed of new Set(changes.map((c) => c.section).filter((s) => !present.has(s))))
    sections.push({ section: removed, ...writerOf(removed), edits: edits(removed) });
  return { source, generation, sections };
}

function actorOf(row: ActivityDoc, doc: ContractDoc, ownerName: string): string {
  const role = typeof row.metadata.role === 'string' ? row.metadata.role : null;
  if (row.userId === SYSTEM_USER) return 'HomePact (automatic)';
  if (row.userId === doc.createdBy) return `Owner: ${ownerName}`;
  if (row.userId.startsWith('party:')) return `Party (${row.userId.slice('party:'.length)}), by signing link`;
  if (role) return `Party (${role}), signed in`;
  return `User ${row.userId}`;
}

const text = (v: unknown) => (typeof v === 'string' && v ? v : null);

/**
 * The complete evidence record of one contract (pure): the contract and its
 * parties, the exact text signed and its hash, the consent text each signer
 * agreed to, every signature with its adopted image and how it was adopted,
 * the notices confirmed and elections made, every event with who did it and
 * from where (IP and user agent where the event recorded them), the e-mails
 * with the relay's answer, and who wrote each section.
 */
export function evidenceRecord(input: EvidenceRecordInput): EvidenceRecord {
  const { doc } = input;
  const ownerName = authorshipOf(doc)?.ownerName ?? doc.createdByName ?? doc.createdByEmail ?? 'The contract’s sender';
  const versions = [...new Set(input.signatures.map((s) => s.consentVersion))];
  const notes: string[] = [];
  const events = input.activity.map((r) => ({
    at: r.createdAt.toISOString(),
    action: r.action,
    description: r.description,
    actor: actorOf(r, doc, ownerName),
    ipAddress: text(r.metadata.ipAddress),
    userAgent: text(r.metadata.userAgent),
  }));
  // A signature's row records its network address with the signature, not the row.
  for (const s of input.signatures) {
    const row = events.find((e) => e.action === 'signed' && e.ipAddress === null && e.at === s.signedAt);
    if (row) Object.assign(row, { ipAddress: s.ipAddress, userAgent: s.userAgent });
  }
  if (events.some((e) => e.ipAddress === null))
    notes.push(
      'IP address and user agent are recorded for the actions a party takes (signing, withdrawing consent, cancelling); other events have none.',
    );
  if (versions.some((v) => !CONSENT_TEXTS.has(v)))
    notes.push('A consent version without its text here is kept in HomePact’s version control under that version name.');
  if (input.emails.unavailable) notes.push(`E-mail delivery records: ${input.emails.unavailable}`);
  const authorship = sectionAuthorship(doc, input.signedText);
  if (authorship.source === 'unknown') notes.push('This contract was saved before HomePact recorded who wrote its text.');
  return {
    format: 'homepact-evidence-record',
    version: 1,
    generatedAt: input.now.toISOString(),
    contract: {
      id: doc._id,
      title: doc.serviceType,
      serviceType: doc.serviceType,
      status: doc.status,
      workflowStage: doc.workflowStage ?? null,
      owner: ownerName,
      parties: [
        { role: 'homeowner', name: `${doc.homeownerFirstName} ${doc.homeownerLastName}`.trim(), email: doc.homeownerEmail },
        { role: 'provider', name: doc.providerName, email: doc.providerEmail },
      ],
      createdAt: doc.createdAt ? new Date(doc.createdAt).toISOString() : null,
      executedAt: doc.executedAt ? new Date(doc.executedAt).toISOString() : null,
    },
    signedText: input.signedText,
    documentHash: input.documentHash,
    consentTexts: versions.map((version) => ({ version, text: CONSENT_TEXTS.get(version) ?? null })),
    signatures: input.signatures.map((s) => ({
      role: s.role,
      name: s.name,
      typedName: s.typedName,
      email: s.email,
      signedAt: s.signedAt,
      ipAddress: s.ipAddress,
      userAgent: s.userAgent,
      consentVersion: s.consentVersion,
      verification: s.verification,
      textSha256: s.textSha256,
      adopted: s.adopted,
      adoptedBy: s.adopted?.kind ?? 'typed-name',
      elections: s.elections,
      disclosures: s.disclosures,
    })),
    events,
    emails: input.emails,
    authorship,
    notes,
  };
}
