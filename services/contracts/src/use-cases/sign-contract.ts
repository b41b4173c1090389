import { AppError, makeEvent, routed } from '@homepact/kit';
import { LOST_RACE, retryOnConflict } from '@homepact/kit/backoff';
import { SigningEvents, type AdoptedSignatureRecord, type ContractRecord, type ElectionRecord, type SignBody } from '@homepact/proto';
import {
  canRead,
  viewerOf,
  otherRole,
  partyEmail,
  sameEmail,
  verificationFor,
  type Actor,
  type PartyRole,
  type Verification,
} from '../domain/access.ts';
import { paperRequestedAtOf, type ContractDoc } from '../domain/contract.ts';
import { recordFor } from '../domain/visibility.ts';
import {
  closedRefusal,
  closedToSign,
  alreadySigned,
  emailMismatch,
  esignWithdrawn,
  notSignable,
  notVerified,
  signerNameRefused,
  textChanged,
} from '../domain/errors.ts';
import { ESIGN_DISCLOSURE } from '../domain/esign-disclosure.ts';
import {
  adoptedRecord,
  disclosuresConfirmed,
  electionsMade,
  inviteSummary,
  isSignable,
  noticesText,
  partyName,
  sha256Hex,
  signedAtOf,
  signerNameChecked,
  textToSign,
  type DisclosureConfirmation,
  type SignatureEvidence,
} from '../domain/signing.ts';
import { openCancellationWindow } from './cancellation-window.ts';
import { contractUpdated } from './contract-updated.ts';
import { PRODUCER, type ContractsDeps } from './deps.ts';
import { mintInvitations, revokeOlderTokens } from './invitations.ts';
import { findContract, refusal, refusalFor, tokenMatchFor, viewerFor } from './load-contract.ts';

export interface SignRequest {
  user: Actor | null;
  /** The client's address as the gateway signed it. */
  ip: string;
  userAgent: string;
  body: SignBody;
}

/** "; accepted “Binding arbitration clause”, rejected “Waiver of trial by jury”" for the history. */
const electionsText = (elections: ElectionRecord[]) =>
  elections.length === 0 ? '' : `; ${elections.map((e) => `${e.choice === 'accept' ? 'accepted' : 'rejected'} “${e.label}”`).join(', ')}`;

/** "; confirmed receiving the Residential Construction Disclosure Statement before signing" for the history. */
const disclosuresText = (disclosures: DisclosureConfirmation[]) =>
  disclosures.length === 0 ? '' : `; confirmed receiving ${noticesText(disclosures.map((d) => d.title))} before signing`;

const VERIFIED_BY = { token: 'the signing link e-mailed to them', session: 'signing in with that e-mail address' } as const;

/**
 * POST /api/contracts/:id/sign. A signature is accepted only from the party
 * named by `signatureType`, whose e-mail `signerEmail` must be, who proves
 * control of that address (their signing token, or signed in with it), and
 * who consented on the page (the body schema only accepts `consent: true`).
 *
 * The write is one conditional single-document update carrying PartySigned
 * (and, with the second signature, the move to signed / executed and
 * ContractExecuted). It only applies if the contract is as it was read: the
 * same status, this party unsigned, the other party's state and the text
 * unchanged. When something moved in between the contract is read again and
 * the rules run again, so two signatures landing at once still execute the
 * contract exactly once, and a text edited meanwhile is never signed blind.
 */
export async function signContract(
  deps: ContractsDeps,
  req: SignRequest,
  id: string,
): Promise<{ contract: ContractRecord; fullyExecuted: boolean }> {
  const caller = { user: req.user, token: req.body.token };
  // The text the signer was shown, when the page says; otherwise the text as first read here.
  let textSeen: string | null = req.body.textSha256 ?? null;
  // The party the link proved when this request first read the contract: a signature already under way when the
  // other party's signature replaced the link (its write minted a fresh one) still lands on the retry.
  let provenByLink: PartyRole | null = null;
  return retryOnConflict(
    async () => {
      const doc = await findContract(deps, id);
      if (!doc) throw refusal(caller);
      let viewer = viewerFor(deps, caller, doc);
      if (provenByLink === null) provenByLink = viewer.tokenParty ?? null;
      else if (!viewer.tokenParty) {
        const again = tokenMatchFor(deps, caller, doc);
        if (again && !again.expired && again.role === provenByLink) viewer = viewerOf(req.user, again.role);
      }
      // Only someone who may read it (or holds one of its links, even expired) learns more than 401/404;
      // a link a newer one replaced answers 410 LINK_REPLACED, saying where and when the newer one went.
      if (!canRead(viewer, doc)) {
        const match = tokenMatchFor(deps, caller, doc);
        if (match && closedRefusal(doc)) throw closedToSign(doc)!;
        if (!match || match.replacedAt) throw refusalFor(deps, caller, doc);
      }
      // Withdrawn, expired or cancelled: nobody signs it, and the party is told why (409).
      const closed = closedToSign(doc);
      if (closed) throw closed;

      const role = req.body.signatureType;
      const email = partyEmail(doc, role);
      if (!sameEmail(req.body.signerEmail, email)) throw emailMismatch(role);
      const verification = verificationFor(viewer, doc, role);
      if (!verification) throw notVerified(email);
      if (signedAtOf(doc, role)) throw alreadySigned(role);
      if (!isSignable(doc)) throw notSignable();
      // They asked for paper: no e-signature until the owner sends them a new link (which clears it).
      if (paperRequestedAtOf(doc, role)) throw esignWithdrawn();

      const text = textToSign(doc);
      const textSha256 = sha256Hex(text);
      if (textSeen !== null && textSeen !== textSha256) throw textChanged();
      textSeen = textSha256;
      const now = deps.now();
      const made = electionsMade(role, text, req.body.elections);
      if (!made.ok) throw AppError.badRequest(made.message);
      const elections = made.elections;
      // The notices the law wants delivered before signing: confirmed with (and at the time of) this signature.
      const confirmed = disclosuresConfirmed(role, text, req.body.disclosuresReceived, now);
      if (!confirmed.ok) throw AppError.badRequest(confirmed.message);
      const disclosures = confirmed.disclosures;
      // The typed name (and a typed adopted signature) must be the party's as the contract names them.
      const typedName = req.body.signature;
      const named = signerNameChecked(doc, role, typedName, req.body.adoptedSignature);
      if (!named.ok) throw signerNameRefused(named.field, named.partyName);
      // Everything the write carries is decided above: from here on nothing refuses, so a refused request records nothing.

      const other = otherRole(role);
      const fullyExecuted = !!signedAtOf(doc, other);
      // Who signed, as the contract names them: in the evidence, the events and the history (what they typed is kept too).
      const name = named.partyName;
      const adopted = adoptedRecord(req.body.adoptedSignature, typedName);
      const evidence: SignatureEvidence = {
        role,
        name,
        typedName,
        email,
        signedAt: now,
        ipAddress: req.ip,
        userAgent: req.userAgent,
        consent: true,
        consentVersion: ESIGN_DISCLOSURE.version,
        verification,
        textSha256,
        adopted,
        ...(elections.length > 0 ? { elections } : {}),
        ...(disclosures.length > 0 ? { disclosures } : {}),
      };
      // The other party gets a fresh link in PartySigned while they still have to sign.
      const fresh = fullyExecuted ? null : mintInvitations(deps, doc, [other], now);

      // Complete, in a state that gives the buyer a right to cancel: the window's end is scheduled before the write lands.
      const window = fullyExecuted ? await openCancellationWindow(deps, doc, role === 'homeowner' ? now : doc.homeownerSignedAt) : null;
      const set = {
        ...(role === 'homeowner'
          ? { homeownerSignedAt: now, homeownerSignature: typedName }
          : { providerSignedAt: now, providerSignature: typedName }),
        signedTextSha256: textSha256,
        updatedAt: now,
        ...(fullyExecuted ? { workflowStage: 'executed', executedAt: now } : {}),
        ...(window ? { cancellationWindow: window } : {}),
      };
      const status = fullyExecuted ? 'signed' : doc.status;
      const after: ContractDoc = { ...doc, ...set, status };
      const partySigned = makeEvent(SigningEvents.PartySigned, {
        key: doc._id,
        producer: PRODUCER,
        data: {
          contractId: doc._id,
          role,
          signerName: name,
          signerEmail: email,
          signedAt: now.toISOString(),
          serviceType: inviteSummary(doc).serviceType,
          otherParty: {
            role: other,
            email: partyEmail(doc, other),
            name: partyName(doc, other),
            signUrl: fresh?.invitations[0]?.signUrl ?? null,
            signed: fullyExecuted,
          },
          creator: { userId: doc.createdBy, email: doc.createdByEmail ?? null, name: doc.createdByName ?? null },
          ...(!fullyExecuted && doc.signingDeadline ? { signingDeadline: new Date(doc.signingDeadline).toISOString() } : {}),
        },
      });
      const executed = fullyExecuted
        ? makeEvent(SigningEvents.ContractExecuted, {
            key: doc._id,
            producer: PRODUCER,
            data: { contractId: doc._id, executedAt: now.toISOString(), documentHash: textSha256 },
          })
        : null;
      const changes = [`${role}SignedAt`, `${role}Signature`, ...(fullyExecuted ? ['status', 'workflowStage'] : [])];
      const events = [
        routed(SigningEvents.PartySigned.topic, partySigned),
        ...(executed ? [routed(SigningEvents.ContractExecuted.topic, executed)] : []),
        contractUpdated(after, changes, now),
      ];

      // Conditional on the contract being as read (this party unsigned, the other signed or not as then, the same text).
      const updated = await deps.c.contracts.markSigned(
        doc,
        role,
        { fields: set, to: status, evidence, tokens: fresh?.tokens ?? [] },
        events,
      );
      if (!updated) return LOST_RACE; // it changed since we read it: read again and decide again
      deps.kickRelay();
      // The other party's fresh link replaced their older ones in that write; this only tidies the stored hashes.
      if (fresh) await revokeOlderTokens(deps, doc._id, fresh.tokens, now).catch(() => undefined);

      // The history rows are a second write (see the README): the signature, its evidence and its events stand
      // whatever happens to them, so a failure here is logged, never answered as a failed signature.
      try {
        await recordSignedActivity(deps, req, {
          eventId: partySigned.id,
          doc,
          role,
          name,
          email,
          verification,
          textSha256,
          adopted,
          elections,
          disclosures,
          now,
        });
        if (executed) await recordExecutedActivity(deps, req, { doc, role, textSha256, now, eventId: executed.id });
      } catch (err) {
        deps.logger.error({ err, contractId: doc._id, role }, 'the signature is recorded, but its history rows were not written');
      }
      return { contract: recordFor(viewer, updated), fullyExecuted };
    },
    () => {
      throw new AppError('conflict', 409, 'The contract is changing right now. Please try again.');
    },
  );
}

interface SignedRow {
  eventId: string;
  doc: ContractDoc;
  role: PartyRole;
  name: string;
  email: string;
  verification: Verification;
  textSha256: string;
  adopted: AdoptedSignatureRecord;
  elections: ElectionRecord[];
  disclosures: DisclosureConfirmation[];
  now: Date;
}

const activityUser = (req: SignRequest, role: PartyRole) => req.user?.userId ?? `party:${role}`;

/** The history's "signed" row: who (as the contract names them), how verified, what they chose and confirmed. */
async function recordSignedActivity(deps: ContractsDeps, req: SignRequest, row: SignedRow) {
  const { doc, role, name, email, verification, textSha256, adopted, elections, disclosures, now } = row;
  await deps.c.activity.record({
    contractId: doc._id,
    userId: activityUser(req, role),
    action: 'signed',
    description: `${name} (${email}) signed as the ${role}, verified by ${VERIFIED_BY[verification]}${electionsText(elections)}${disclosuresText(disclosures)}`,
    metadata: {
      eventId: row.eventId,
      role,
      email,
      verification,
      ipAddress: req.ip,
      userAgent: req.userAgent,
      consentVersion: ESIGN_DISCLOSURE.version,
      textSha256,
      adopted: { kind: adopted.kind, font: adopted.font, imageSha256: adopted.imageSha256 },
      ...(elections.length > 0 ? { elections } : {}),
      ...(disclosures.length > 0
        ? { disclosures: disclosures.map((d) => ({ id: d.id, title: d.title, confirmedAt: d.confirmedAt.toISOString() })) }
        : {}),
    },
    now,
  });
}

/** The history's rows for the second signature: fully signed, then executed. */
async function recordExecutedActivity(
  deps: ContractsDeps,
  req: SignRequest,
  row: { doc: ContractDoc; role: PartyRole; textSha256: string; now: Date; eventId: string },
) {
  const { doc, role, textSha256, now } = row;
  const userId = activityUser(req, role);
  await deps.c.activity.record({
    contractId: doc._id,
    userId,
    action: 'fully_signed',
    metadata: { status: 'signed', workflowStage: 'signed' },
    now,
  });
  await deps.c.activity.record({
    contractId: doc._id,
    userId,
    action: 'executed',
    metadata: { eventId: row.eventId, status: 'signed', workflowStage: 'executed', documentHash: textSha256 },
    now,
  });
}
