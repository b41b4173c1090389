import { z } from 'zod';
import { EmailSchema } from './auth.ts';
import { pngChunksProblem } from './png-chunks.ts';
import { userTextSchema } from './text.ts';

export const SignerRoleSchema = z.enum(['homeowner', 'provider'], { error: 'Choose who is signing: homeowner or provider' });
export type SignerRole = z.infer<typeof SignerRoleSchema>;

/** The script faces a typed signature may be adopted in (the web app self-hosts them). */
export const SIGNATURE_FONTS = ['Caveat', 'Dancing Script', 'Great Vibes'] as const;
export type SignatureFont = (typeof SIGNATURE_FONTS)[number];

/** Limits of an adopted signature image: a PNG data URL, at most 200 KB, of a sensible size. */
export const SIGNATURE_IMAGE_LIMITS = { maxBytes: 200 * 1024, minWidth: 60, maxWidth: 2400, minHeight: 20, maxHeight: 1200 } as const;
const PNG_PREFIX = 'data:image/png;base64,';
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export type PngCheck = { ok: true; width: number; height: number; bytes: number } | { ok: false; message: string };

/**
 * Whether a data URL holds a real PNG of a sensible size: the data-URL
 * prefix, base64 only, at most 200 KB decoded, the PNG signature, an IHDR
 * chunk first with the dimensions in bounds, an IEND chunk last, and only
 * the chunks a picture needs, each with its right CRC (png-chunks.ts). Pure
 * (atob exists in browsers and in Node), so the page and the server agree.
 */
export function checkSignaturePng(dataUrl: string): PngCheck {
  const L = SIGNATURE_IMAGE_LIMITS;
  if (!dataUrl.startsWith(PNG_PREFIX)) return { ok: false, message: 'The signature image must be a PNG data URL' };
  const b64 = dataUrl.slice(PNG_PREFIX.length);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(b64) || b64.length % 4 !== 0) return { ok: false, message: 'The signature image is not valid base64' };
  const bytes = Math.floor((b64.length * 3) / 4) - (b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0);
  if (bytes > L.maxBytes) return { ok: false, message: `The signature image is too large (at most ${L.maxBytes / 1024} KB)` };
  const bin = atob(b64);
  const at = (i: number) => bin.charCodeAt(i);
  const u32 = (i: number) => ((at(i) << 24) >>> 0) + (at(i + 1) << 16) + (at(i + 2) << 8) + at(i + 3);
  if (bin.length < 8 + 25 + 12 || PNG_MAGIC.some((b, i) => at(i) !== b)) return { ok: false, message: 'The signature image is not a PNG' };
  if (u32(8) !== 13 || bin.slice(12, 16) !== 'IHDR') return { ok: false, message: 'The signature image is not a PNG' };
  if (bin.slice(bin.length - 8, bin.length - 4) !== 'IEND') return { ok: false, message: 'The signature image is incomplete' };
  // Only the chunks a picture needs, each with its right CRC: no text, profile or private chunk to carry a polyglot's script.
  const chunks = pngChunksProblem(bin);
  if (chunks) return { ok: false, message: chunks };
  const width = u32(16);
  const height = u32(20);
  if (width < L.minWidth || width > L.maxWidth || height < L.minHeight || height > L.maxHeight) {
    return {
      ok: false,
      message: `The signature image must be between ${L.minWidth}x${L.minHeight} and ${L.maxWidth}x${L.maxHeight} pixels`,
    };
  }
  return { ok: true, width, height, bytes };
}

export const SignatureImageSchema = z.string({ error: 'The signature image must be a PNG data URL' }).superRefine((value, ctx) => {
  // Refuse the obviously oversized before decoding anything.
  if (value.length > Math.ceil((SIGNATURE_IMAGE_LIMITS.maxBytes * 4) / 3) + PNG_PREFIX.length + 4) {
    ctx.addIssue({ code: 'custom', message: `The signature image is too large (at most ${SIGNATURE_IMAGE_LIMITS.maxBytes / 1024} KB)` });
    return;
  }
  const check = checkSignaturePng(value);
  if (!check.ok) ctx.addIssue({ code: 'custom', message: check.message });
});

/** Letters NFKD does not take apart, folded as a reader would ("Weiß" reads "Weiss", "Łukasz" reads "Lukasz"). */
const LETTER_FOLDS: Record<string, string> = Object.assign(Object.create(null) as Record<string, string>, {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
});

/**
 * A name as a signature is compared: compatibility-decomposed (NFKD, so
 * full-width letters and ligatures are plain ones), lower-case, without
 * combining marks (accents, diacritics), and with only letters and digits
 * kept (punctuation and whitespace, however much, do not count). Pure, so the
 * sign page and the server agree.
 */
export function signerNameKey(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[ßæœøłđðþıħ]/gu, (c) => LETTER_FOLDS[c] ?? c)
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * Whether a typed name is the party's name as the contract names them
 * ("zoe nunez" is "Zoë Núñez"; "Mickey Mouse" is not): the same letters and
 * digits in the same order, ignoring case, accents and diacritics,
 * punctuation and whitespace. Neither may be empty.
 */
export function sameSignerName(a: string, b: string): boolean {
  const key = signerNameKey(a);
  return key.length > 0 && key === signerNameKey(b);
}

/** What the server answers (and the page says at the name field) when the typed name is not the party's. */
export const signerNameMismatch = (partyName: string) => `Type your name as the contract names you: "${partyName}".`;

/** The name field's hint on the sign page. */
export const signerNameHint = (partyName: string) => `Type your full name as it appears in the contract: ${partyName}`;

/** What the server answers when a typed adopted signature reads other than the typed name. */
export const adoptedTextMismatch = (partyName: string) =>
  `Your typed signature must read your name as the contract names you: "${partyName}".`;

/**
 * The signature the signer adopted on the page: their name typed in one of
 * the script faces (with the page's picture of it), or drawn with a pointer
 * or a finger (a PNG). Stamped into their block in the executed PDF.
 */
export const AdoptedSignatureSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('typed'),
      text: userTextSchema()
        .trim()
        .min(2, 'Type your name to adopt it as your signature')
        .max(200, 'A typed signature is at most 200 characters'),
      font: z.enum(SIGNATURE_FONTS, { error: `Choose one of the fonts: ${SIGNATURE_FONTS.join(', ')}` }),
      image: SignatureImageSchema.optional(),
    }),
    z.strictObject({ kind: z.literal('drawn'), image: SignatureImageSchema }),
  ],
  { error: 'adoptedSignature.kind must be typed or drawn' },
);
export type AdoptedSignature = z.infer<typeof AdoptedSignatureSchema>;

/** An adopted signature as the evidence keeps it (the image's SHA-256 with it). */
export const AdoptedSignatureRecordSchema = z.object({
  kind: z.enum(['typed', 'drawn']),
  text: z.string().nullable(),
  font: z.string().nullable(),
  image: z.string().nullable(),
  imageSha256: z.string().nullable(),
});
export type AdoptedSignatureRecord = z.infer<typeof AdoptedSignatureRecordSchema>;

/** A signed party's adopted signature, as the sign page stamps it into their block (no hash: that is evidence). */
export const AdoptedMarkSchema = AdoptedSignatureRecordSchema.omit({ imageSha256: true });
export type AdoptedMark = z.infer<typeof AdoptedMarkSchema>;

/**
 * The homeowner's separate elections: a clause the text asks them to accept
 * or reject on its own ("Binding arbitration clause. Accept ___ Reject ___
 * (Homeowner's initials)", 815 ILCS 513/15.1), found in the signed text by
 * @homepact/legal's contract-text model. Ids are the model's (the slug of the
 * clause's name).
 */
export const ElectionChoiceSchema = z.enum(['accept', 'reject'], { error: 'Each election must be accept or reject' });
export type ElectionChoice = z.infer<typeof ElectionChoiceSchema>;
const ELECTION_ID_MESSAGE = 'An election id is the clause’s id from signing-info';
const ElectionIdSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/, ELECTION_ID_MESSAGE);
/** { [electionId]: 'accept' | 'reject' }, as the homeowner chose on the sign page (at most 20). */
export const ElectionChoicesSchema = z
  .record(ElectionIdSchema, ElectionChoiceSchema, {
    error: (iss) => (iss.code === 'invalid_key' ? ELECTION_ID_MESSAGE : 'elections must be an object of election id to accept or reject'),
  })
  .refine((v) => Object.keys(v).length <= 20, 'At most 20 elections');
export type ElectionChoices = z.infer<typeof ElectionChoicesSchema>;

/** An election the text asks for, as signing-info lists it. */
export const ElectionSchema = z.object({
  id: z.string(),
  /** The clause's name ("Binding arbitration clause"). */
  label: z.string(),
  /** The text's sentence before the election lines (what the law gives the homeowner), if any. */
  help: z.string().nullable(),
});
export type Election = z.infer<typeof ElectionSchema>;

/** An election as made, kept in the homeowner's signature evidence. */
export const ElectionRecordSchema = z.object({ id: z.string(), label: z.string(), choice: ElectionChoiceSchema });
export type ElectionRecord = z.infer<typeof ElectionRecordSchema>;

/**
 * A notice the law wants delivered to the homeowner before signing (the Texas
 * residential construction disclosure statement, Tex. Prop. Code § 53.255;
 * Idaho's disclosure, Idaho Code § 45-525), found in the signed text by
 * @homepact/legal's contract-text model: an ALL-CAPS heading whose first
 * paragraph says "<State> law requires the Provider to give the Homeowner this
 * notice before the Homeowner signs this contract." The homeowner confirms
 * receiving each one when signing. Ids are the model's (the slug of the heading).
 */
export const DisclosureSchema = z.object({
  id: z.string(),
  /** The notice's heading as the text writes it ("RESIDENTIAL CONSTRUCTION DISCLOSURE STATEMENT"); see `disclosureTitle`. */
  title: z.string(),
});
export type Disclosure = z.infer<typeof DisclosureSchema>;

/**
 * A document the law wants handed to the consumer apart from the contract
 * (Illinois's pamphlet "Home Repair: Know Your Consumer Rights", 815 ILCS
 * 513/20), as @homepact/legal's `documentsToDeliver` gives it for a contract:
 * shown in full on /sign before signing, attached to the invitation and
 * printed after the contract in the executed PDF. `citation` and `confidence`
 * say where each part's wording comes from and how sure the research is;
 * `unconfirmed` says what in the wording could not be checked.
 */
const ConfidenceSchema = z.enum(['high', 'medium', 'low']);
export const DeliveredDocumentSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** What the law calls it, for a sentence ("pamphlet"). */
  kind: z.string(),
  /** The state whose law requires it ("IL"). */
  state: z.string(),
  citation: z.string(),
  confidence: ConfidenceSchema,
  /** Why it is delivered, naming the law. */
  reason: z.string(),
  /** The law's smallest type size for it, when it names one. */
  minPointSize: z.number().nullable(),
  sections: z.array(
    z.object({
      heading: z.string().nullable(),
      paragraphs: z.array(z.string()),
      citation: z.string(),
      confidence: ConfidenceSchema,
      /** The wording is the law's own, as enacted. */
      verbatim: z.boolean(),
    }),
  ),
  unconfirmed: z.array(z.string()),
});
export type DeliveredDocument = z.infer<typeof DeliveredDocumentSchema>;

const DISCLOSURE_ID_MESSAGE = 'A disclosure id is the notice’s id from signing-info';
/** The slug of a heading: lower-case letters (of any script: headings may be translated) and digits, joined by hyphens. */
const DisclosureIdSchema = z
  .string({ error: DISCLOSURE_ID_MESSAGE })
  .regex(/^[\p{Ll}\p{Lo}\p{Lm}\p{N}][\p{Ll}\p{Lo}\p{Lm}\p{N}-]{0,79}$/u, DISCLOSURE_ID_MESSAGE);
/** The ids of the notices the homeowner confirms receiving before signing (at most 20, each once). */
export const DisclosuresReceivedSchema = z
  .array(DisclosureIdSchema, { error: 'disclosuresReceived must be a list of notice ids from signing-info' })
  .max(20, 'At most 20 disclosures')
  .refine((ids) => new Set(ids).size === ids.length, 'Each disclosure is confirmed once: an id appears twice');
export type DisclosuresReceived = z.infer<typeof DisclosuresReceivedSchema>;

/** A notice as the homeowner confirmed receiving it, kept in their signature evidence (`confirmedAt`: the signature's time). */
export const DisclosureRecordSchema = z.object({ id: z.string(), title: z.string(), confirmedAt: z.iso.datetime() });
export type DisclosureRecord = z.infer<typeof DisclosureRecordSchema>;

const SMALL_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to']);

/**
 * A notice's heading in title case, for a sentence or a list ("RESIDENTIAL
 * CONSTRUCTION DISCLOSURE STATEMENT" -> "Residential Construction Disclosure
 * Statement"): small words lower-case inside a phrase, abbreviations in
 * brackets kept ("(CSLB)"); a heading already in mixed case is left as written.
 * Shared so the sign page, the server's messages and the certificate agree.
 */
export function disclosureTitle(title: string): string {
  const t = title.trim();
  if (t !== t.toUpperCase()) return t;
  let phraseStart = true;
  return t
    .split(/(\s+)/)
    .map((word) => {
      if (/^\s*$/.test(word)) return word;
      const lower = word.toLowerCase();
      const out = /^\([\p{Lu}\p{N}.]+\)[.,:;]?$/u.test(word)
        ? word
        : !phraseStart && SMALL_WORDS.has(lower.replace(/[^\p{L}]/gu, ''))
          ? lower
          : lower.replace(/\p{L}/u, (c) => c.toUpperCase());
      phraseStart = /[:.;—–-]$/.test(word);
      return out;
    })
    .join('');
}

/**
 * A party's line in an acknowledgment form of the text ("Homeowner's signature:
 * ___" under "CONSUMER RIGHTS ACKNOWLEDGMENT FORM"). The party's electronic
 * signature covers it (the sign page says so above the button) and it is
 * stamped with that signature: there is no separate field to send.
 */
export const AcknowledgmentSchema = z.object({ party: SignerRoleSchema, form: z.string() });
export type Acknowledgment = z.infer<typeof AcknowledgmentSchema>;

/** One party as GET /api/contracts/:id/signing-info shows them. */
export const SigningPartySchema = z.object({
  name: z.string(),
  email: z.string(),
  signed: z.boolean(),
  signedAt: z.string().nullable(),
  signature: AdoptedMarkSchema.nullable(),
  /** The elections this party made when signing (the homeowner's; empty otherwise). */
  elections: z.array(ElectionRecordSchema).default([]),
  /** The notices this party confirmed receiving before signing (the homeowner's; empty otherwise). */
  disclosures: z.array(DisclosureRecordSchema).default([]),
  /** When this party said they do not want to sign electronically (ESIGN 101(b)(2)); null (or absent, older services) while e-signing stands. */
  paperRequestedAt: z.string().nullable().optional(),
});
export type SigningParty = z.infer<typeof SigningPartySchema>;

/**
 * GET /api/contracts/:id/signing-info: the ESIGN disclosure, both parties'
 * progress, who the caller is, and the SHA-256 of the text a signature covers
 * now (sent back with the signature, so the signer signs what they read).
 */
/** A change the contract's owner made to the text HomePact wrote (see @homepact/legal's ownerChanges). */
export const OwnerChangeSchema = z.object({
  kind: z.enum(['added', 'removed', 'changed', 'moved']),
  /** The heading words of the section it is in. */
  section: z.string(),
  added: z.array(z.string()),
  removed: z.array(z.string()),
});
export type OwnerChangeInfo = z.infer<typeof OwnerChangeSchema>;

/**
 * Who wrote the text being signed: `homepact` (sealed by the ai service when
 * it wrote it) with the owner's changes listed, or `owner` when the text did
 * not come from HomePact at all (sent through the API). Each signer is shown
 * this before signing.
 */
export const AuthorshipSchema = z.object({
  writtenBy: z.enum(['homepact', 'owner']),
  /** The owner's name as the contract gives it (the party who created it, or their e-mail). */
  ownerName: z.string(),
  changes: z.array(OwnerChangeSchema),
});
export type Authorship = z.infer<typeof AuthorshipSchema>;

/**
 * The price, payment and dates as the text being signed states them (never
 * the form): what the sign page's header summarises. Price and payment are
 * null when the text does not say, or when the owner wrote figures of their
 * own into HomePact's text (`ownerWroteFigures`).
 */
export const SignedTermsSchema = z.object({
  total: z.string().nullable(),
  payment: z.string().nullable(),
  start: z.string().nullable(),
  end: z.string().nullable(),
  differsFromForm: z.boolean(),
  ownerWroteFigures: z.boolean(),
});
export type SignedTerms = z.infer<typeof SignedTermsSchema>;

export const SigningInfoSchema = z.object({
  disclosure: z.object({ version: z.string(), text: z.string() }),
  parties: z.object({ homeowner: SigningPartySchema, provider: SigningPartySchema }),
  yourRole: SignerRoleSchema.nullable(),
  /** The caller created the contract (or is an admin). */
  youManage: z.boolean(),
  textSha256: z.string(),
  /** The homeowner's separate elections in the text: the homeowner must accept or reject each to sign. */
  elections: z.array(ElectionSchema).default([]),
  /** The acknowledgment lines in the text, per party: each party's signature covers theirs. */
  acknowledgments: z.array(AcknowledgmentSchema).default([]),
  /** The notices the law wants delivered before signing: the homeowner must confirm receiving each to sign. */
  disclosures: z.array(DisclosureSchema).default([]),
  /** The documents the law wants delivered apart from the contract (a state's pamphlet): shown in full to both parties before signing. */
  deliver: z.array(DeliveredDocumentSchema).default([]),
  /** Who wrote the text, and what the owner changed in HomePact's: shown to each signer before signing. */
  authorship: AuthorshipSchema.optional(),
  /** What the text being signed says about price, payment and dates (optional: older servers lack it). */
  terms: SignedTermsSchema.optional(),
});
export type SigningInfo = z.infer<typeof SigningInfoSchema>;

/**
 * POST /api/contracts/:id/sign. `consent` is the ESIGN affirmative consent
 * given on the page (the disclosure and its checkbox); `token` comes from the
 * personal link in the invitation, and may be absent when the signer is signed
 * in with the party's e-mail. `signerEmail` stays (the spec's field): the page
 * fills it from the link or the sign-in, never asks for it again.
 * `signature` is the typed full name (required, as the spec says);
 * `adoptedSignature` is what is stamped into the signature block (without it,
 * the typed name is stamped in a script face). `elections`: the homeowner's
 * accept/reject choice for every election signing-info lists (required then;
 * the provider sends none). `disclosuresReceived`: the ids of the notices
 * signing-info lists, each of which the homeowner confirms receiving before
 * signing (required then; the provider sends none).
 */
export const SignBodySchema = z.strictObject({
  signerEmail: EmailSchema,
  signature: userTextSchema({ error: 'Please enter your full name as signature' })
    .trim()
    .min(2, 'Please enter your full name as signature')
    .max(200, 'Please enter your full name as signature'),
  signatureType: SignerRoleSchema,
  token: z.string().min(16).max(512).optional(),
  consent: z.literal(true, { error: 'You must agree to sign electronically before signing' }),
  /** SHA-256 of the text the signer was shown (signing-info's textSha256): they sign what they read. */
  textSha256: z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'textSha256 must be a hex SHA-256')
    .optional(),
  adoptedSignature: AdoptedSignatureSchema.optional(),
  elections: ElectionChoicesSchema.optional(),
  disclosuresReceived: DisclosuresReceivedSchema.optional(),
});
export type SignBody = z.infer<typeof SignBodySchema>;

export const AnnotationTypeSchema = z.enum(['comment', 'question', 'suggestion', 'highlight']);
export const AnnotationStatusSchema = z.enum(['active', 'resolved', 'archived']);
export const AnnotationSectionSchema = z.enum(['service-details', 'parties', 'timeline-payment', 'terms']);
const annotationContent = userTextSchema({ multiline: true, error: 'Please enter annotation content' })
  .max(5000, 'Annotations are at most 5,000 characters')
  .refine((v) => v.trim().length > 0, 'Please enter annotation content');
/** Click offsets within a section, stored as decimal(5,2). */
const offset = z
  .number({ error: 'Position must be a number' })
  .min(0, 'Position must be between 0 and 999.99')
  .max(999.99, 'Position must be between 0 and 999.99')
  .transform((n) => Math.round(n * 100) / 100);

export const CreateAnnotationBodySchema = z.strictObject({
  content: annotationContent,
  type: AnnotationTypeSchema.default('comment'),
  sectionId: AnnotationSectionSchema,
  positionX: offset,
  positionY: offset,
  parentId: z.string().max(100).optional(),
});
export const UpdateAnnotationBodySchema = z
  .strictObject({ content: annotationContent.optional(), status: AnnotationStatusSchema.optional(), type: AnnotationTypeSchema.optional() })
  .refine((v) => v.content !== undefined || v.status !== undefined || v.type !== undefined, 'Nothing to update');

export const AnnotationSchema = z.object({
  id: z.string(),
  contractId: z.string(),
  sectionId: z.string(),
  type: AnnotationTypeSchema,
  status: AnnotationStatusSchema,
  content: z.string(),
  positionX: z.number(),
  positionY: z.number(),
  userId: z.string(),
  authorName: z.string(),
  parentId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Annotation = z.infer<typeof AnnotationSchema>;

/**
 * GET /api/contracts/:id/invitation-preview (the creator or an admin): who the
 * invitations would go to and what they would say, before anything is sent.
 * `reason`: 'generated' for a draft (Generate PDF Contract sends them),
 * 'resend' for a contract waiting for signatures. Each message is written by
 * the same function notifications sends with (@homepact/legal's
 * invitationMessage); only the personal link differs (each party gets their own).
 */
export const InvitationPreviewSchema = z.object({
  reason: z.enum(['generated', 'resend']),
  sender: z.string(),
  recipients: z.array(
    z.object({
      role: SignerRoleSchema,
      name: z.string(),
      email: z.string(),
      subject: z.string(),
      text: z.string(),
    }),
  ),
});
export type InvitationPreview = z.infer<typeof InvitationPreviewSchema>;

/**
 * POST /api/contracts/:id/resend-emails: which parties get a fresh link
 * (only parties who have not signed); absent or empty body: every party who
 * has not signed.
 */
export const ResendBodySchema = z
  .strictObject({
    roles: z
      .array(SignerRoleSchema)
      .min(1, 'Choose at least one party to send the link to')
      .max(2)
      .refine((r) => new Set(r).size === r.length, 'A party is named twice')
      .optional(),
  })
  .nullish();
export type ResendBody = z.infer<typeof ResendBodySchema>;

/** The longest signing deadline, in days from now. */
export const SIGNING_DEADLINE_MAX_DAYS = 90;

/** POST /api/contracts/:id/deadline: signing closes `days` days from now (an expired contract reopens). */
export const DeadlineBodySchema = z.strictObject({
  days: z
    .number({ error: 'days must be a whole number of days' })
    .int('days must be a whole number of days')
    .min(1, 'days must be at least 1')
    .max(SIGNING_DEADLINE_MAX_DAYS, `days must be at most ${SIGNING_DEADLINE_MAX_DAYS}`),
});
export type DeadlineBody = z.infer<typeof DeadlineBodySchema>;

/** POST /api/contracts/:id/withdraw: the owner voids a contract waiting for signatures, saying why (the parties are told). */
export const WithdrawBodySchema = z.strictObject({
  reason: z
    .string({ error: 'Please give a reason' })
    .trim()
    .min(1, 'Please give a reason')
    .max(500, 'The reason must be at most 500 characters'),
});
export type WithdrawBody = z.infer<typeof WithdrawBodySchema>;

/**
 * POST /api/contracts/:id/decline-esign: a party withdraws consent to sign
 * electronically (ESIGN 101(b)(2) and (c)(1)(B)). Who they are comes from
 * the link's `token` or the sign-in, as for signing.
 */
export const DeclineEsignBodySchema = z.strictObject({
  token: z.string().max(200).optional(),
  /** Confirms the page's question ("I do not want to sign electronically"). */
  confirm: z.literal(true, { error: 'Confirm that you do not want to sign electronically' }),
});
export type DeclineEsignBody = z.infer<typeof DeclineEsignBodySchema>;
