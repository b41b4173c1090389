import { randomUUID } from 'node:crypto';
import { makeEvent, routed, type UserContext } from '@homepact/kit';
import { SigningEvents } from '@homepact/proto';
import { termsMismatchMessage } from '@homepact/legal';
import { notDraft, ownerChangesToConfirm, termsMismatch } from '../domain/errors.ts';
import { generatedFilename } from '../domain/filename.ts';
import { contractText, renderContractHtml } from '../domain/render-html.ts';
import { authorizeManage } from './authorize.ts';
import { PRODUCER, type DocumentsDeps } from './deps.ts';
import { noteOnLog, renderPdf, sha256Hex } from './render-pdf.ts';

export interface GeneratedPdf {
  pdf: Buffer;
  filename: string;
  documentId: string;
  requestId: string;
  sha256: string;
  /** notifications reported, for this request, that every invitation was accepted by the mail server. */
  emailsSent: boolean;
}

/**
 * POST /api/contracts/:id/generate (docs/signing-flow.md, steps 1-3 and 6):
 * manage access and a draft, render the text (never the client's HTML),
 * store the PDF and announce PdfGenerated in one write, then wait a bounded
 * time for notifications' answer to this request.
 */
export async function generatePdf(
  deps: DocumentsDeps,
  user: UserContext,
  contractId: string,
  opts: { confirmTermsMismatch?: boolean; confirmOwnerChanges?: boolean; deadlineDays?: number } = {},
): Promise<GeneratedPdf> {
  const { contract, terms } = await authorizeManage(deps, contractId, user);
  if (contract.status !== 'draft') throw notDraft();
  // What the parties sign is the text: a text that disagrees with the form's terms goes out only when the owner says so.
  const differences = terms?.differences ?? [];
  // The owner's own changes to HomePact's text are confirmed once, together with any figure they make disagree.
  const ownerChanges = terms?.ownerChanges ?? [];
  if (ownerChanges.length > 0 && !opts.confirmOwnerChanges) throw ownerChangesToConfirm(ownerChanges, differences);
  if (differences.length > 0 && !opts.confirmTermsMismatch) throw termsMismatch(termsMismatchMessage(differences), differences);
  // The invitations this sends count against the sender's and each recipient's mail budget: 429 before anything is rendered or queued.
  await deps.contracts.reserveMailBudget(contract.id, user);

  const text = contractText(contract);
  const now = deps.now();
  const html = renderContractHtml({ contract, text, generatedAt: now });
  const requestId = randomUUID();
  const documentId = randomUUID();
  const rendered = await renderPdf(deps, {
    html,
    contractId: contract.id,
    userId: user.userId,
    purpose: 'draft',
    metadata: { requestId, documentId },
  });

  const createdAt = deps.now();
  const event = makeEvent(SigningEvents.PdfGenerated, {
    key: contract.id,
    producer: PRODUCER,
    data: {
      contractId: contract.id,
      requestId,
      documentId,
      kind: 'draft',
      sha256: rendered.sha256,
      size: rendered.size,
      pageCount: rendered.pageCount,
      requestedBy: user.userId,
      createdAt: createdAt.toISOString(),
      // The owner's signing deadline, when they chose one (contracts applies its default otherwise).
      ...(opts.deadlineDays ? { deadlineDays: opts.deadlineDays } : {}),
    },
  });
  // Registered before the event can possibly be published, so a fast reply is not missed.
  const reply = deps.replies.expect(requestId, deps.invitesWaitMs);
  await deps.repos.documents.add(
    {
      _id: documentId,
      contractId: contract.id,
      kind: 'draft',
      base64: rendered.pdf.toString('base64'),
      sha256: rendered.sha256,
      size: rendered.size,
      pageCount: rendered.pageCount,
      textSha256: sha256Hex(text),
      serviceType: contract.serviceType,
      requestId,
      requestedBy: user.userId,
      renderer: rendered.renderer,
      createdAt,
    },
    [routed(SigningEvents.PdfGenerated.topic, event)],
  );
  deps.kickRelay();

  const answer = await reply;
  const emailsSent = answer?.type === SigningEvents.InvitesSent.type;
  await noteOnLog(deps, rendered.logId, {
    emailsSent,
    invitesOutcome: answer ? answer.type : 'no reply in time',
  });
  return { pdf: rendered.pdf, filename: generatedFilename(contract.id), documentId, requestId, sha256: rendered.sha256, emailsSent };
}
