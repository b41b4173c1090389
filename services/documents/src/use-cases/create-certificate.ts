import { hash } from 'node:crypto';
import { AppError, isAppError, makeEvent, routed } from '@homepact/kit';
import { SigningEvents } from '@homepact/proto';
import { renderContractHtml, type CertificateInput } from '../domain/render-html.ts';
import { PRODUCER, type DocumentsDeps } from './deps.ts';
import { renderPdf, sha256Hex } from './render-pdf.ts';
import { sealRendered } from './seal-document.ts';

/**
 * The final document's id is a function of the contract: however often
 * ContractExecuted is handled (redelivery, a crash between the write and the
 * processed-event record), there is one final document and one SignedPdfReady.
 */
export function finalDocumentId(contractId: string): string {
  const h = hash('sha256', `homepact:final-pdf:${contractId}`, 'hex');
  // Shaped like a UUID (version nibble 8: custom), like the drafts' ids.
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * On ContractExecuted (docs/signing-flow.md, "After execution"): fetch the
 * evidence, render the signed text followed by the certificate of completion,
 * seal it (the last step, once every page is in: see seal/seal-pdf.ts), store
 * it as the final document and announce SignedPdfReady, in one write.
 * Fails (and so is retried, then dead-lettered) if the signed text does not
 * match its hash: a certificate must never vouch for a text it does not show.
 */
export async function createCertificate(
  deps: DocumentsDeps,
  event: { contractId: string; executedAt: string; documentHash: string },
): Promise<'created' | 'exists'> {
  const documentId = finalDocumentId(event.contractId);
  if (await deps.repos.documents.exists(documentId)) return 'exists';

  const evidence = await deps.contracts.evidence(event.contractId);
  const textHash = sha256Hex(evidence.signedText);
  if (textHash !== evidence.documentHash.toLowerCase()) {
    throw new AppError('evidence_mismatch', 500, `The signed text of contract ${event.contractId} does not match its document hash`);
  }
  if (event.documentHash && event.documentHash.toLowerCase() !== textHash) {
    throw new AppError(
      'evidence_mismatch',
      500,
      `ContractExecuted's document hash differs from the evidence of contract ${event.contractId}`,
    );
  }

  const certificate: CertificateInput = {
    executedAt: event.executedAt,
    documentHash: textHash,
    signatures: evidence.signatures,
    timeline: evidence.timeline,
    verifyUrl: deps.verifyUrl,
    seal: { fingerprint: deps.seal.certificate.fingerprint, timestampAuthority: deps.seal.tsaUrl ? new URL(deps.seal.tsaUrl).host : null },
  };
  const now = deps.now();
  const rendered = await renderPdf(deps, {
    html: renderContractHtml({ contract: evidence.contract, text: evidence.signedText, generatedAt: now, certificate }),
    contractId: event.contractId,
    userId: null,
    purpose: 'final',
    background: true,
    metadata: { documentId, documentHash: textHash },
  });
  const { pdf, sha256, seal } = await sealRendered(deps, rendered, { contractId: event.contractId });

  const createdAt = deps.now();
  const ready = makeEvent(SigningEvents.SignedPdfReady, {
    key: event.contractId,
    producer: PRODUCER,
    data: { contractId: event.contractId, documentId, sha256, size: pdf.length, createdAt: createdAt.toISOString() },
  });
  try {
    await deps.repos.documents.add(
      {
        _id: documentId,
        contractId: event.contractId,
        kind: 'final',
        base64: pdf.toString('base64'),
        sha256,
        size: pdf.length,
        pageCount: rendered.pageCount,
        textSha256: textHash,
        serviceType: evidence.contract.serviceType,
        requestId: null,
        requestedBy: null,
        renderer: rendered.renderer,
        seal,
        certificate: { ...certificate, signedText: evidence.signedText },
        createdAt,
      },
      [routed(SigningEvents.SignedPdfReady.topic, ready)],
    );
  } catch (err) {
    // Another delivery got there first: its write carried the one SignedPdfReady.
    if (isAppError(err) && err.code === 'duplicate') return 'exists';
    throw err;
  }
  deps.kickRelay();
  return 'created';
}
