import type { VerifyResult } from '@homepact/proto';
import { checkSeal } from '../seal/verify-pdf.ts';
import type { DocumentDoc } from '../store/documents-repository.ts';
import type { DocumentsDeps } from './deps.ts';
import { sha256Hex } from './render-pdf.ts';

/**
 * Answers whether a PDF is an unaltered HomePact document: its seal verifies
 * with one of HomePact's certificates over the whole file, and (matched by the
 * file's SHA-256) which contract it is, who signed and when, from the evidence
 * stored with it. What it names is what the certificate of completion inside
 * the same file already shows; e-mail and IP addresses are left out, and an
 * altered or foreign file gets no contract details at all.
 */
export async function verifyDocument(deps: DocumentsDeps, pdf: Buffer): Promise<VerifyResult> {
  const sha256 = sha256Hex(pdf);
  const base = {
    sha256,
    size: pdf.length,
    currentCertificate: { fingerprint: deps.seal.certificate.fingerprint, subject: deps.seal.certificate.subject },
  };
  const check = await checkSeal(pdf, deps.seal.accepted);
  const stored = await deps.repos.documents.findFinalBySha256(sha256);

  if (check.kind === 'not_pdf')
    return {
      ...base,
      verdict: 'not_homepact',
      message: 'This file is not a PDF, so it is not a HomePact document.',
      seal: null,
      document: null,
    };

  if (check.kind === 'unsigned') {
    // An executed PDF from before seals existed: still ours if it is byte for byte a stored copy.
    if (stored)
      return {
        ...base,
        verdict: 'intact',
        message:
          'This PDF has no seal (it was made before HomePact sealed its documents), but it is byte for byte the copy HomePact stored.',
        seal: null,
        document: describe(stored, true),
      };
    return {
      ...base,
      verdict: 'not_homepact',
      message: 'This PDF carries no HomePact seal and HomePact has no record of it.',
      seal: null,
      document: null,
    };
  }

  const seal = {
    valid: check.signatureValid,
    coversWholeFile: check.coversWholeFile,
    homepactCertificate: check.accepted,
    certificate: check.certificate,
    sealedAt: check.signedAt,
    timestamp: check.timestamp,
  };
  if (!check.accepted && !stored)
    return {
      ...base,
      verdict: 'not_homepact',
      message: check.certificate
        ? 'This PDF is signed, but not by HomePact: its certificate is not one of HomePact’s.'
        : 'This PDF carries a signature HomePact cannot read. It is not a HomePact document.',
      seal,
      document: null,
    };
  const timestampOk = check.timestamp === null || check.timestamp.valid;
  const stamped = check.timestamp?.valid
    ? ` Its timestamp from ${check.timestamp.authority} says it was sealed at ${check.timestamp.time}.`
    : '';
  if (check.signatureValid && check.coversWholeFile && check.accepted && timestampOk)
    return {
      ...base,
      verdict: 'intact',
      message:
        (stored
          ? 'This is an unaltered HomePact document: its seal is intact and it is byte for byte the copy HomePact stored.'
          : 'This PDF’s HomePact seal is intact: not a byte has changed since HomePact sealed it.') + stamped,
      seal,
      document: stored ? describe(stored, true) : null,
    };
  return {
    ...base,
    verdict: 'altered',
    message: !check.signatureValid
      ? 'This PDF has been changed since HomePact sealed it: its bytes no longer match the seal. Do not rely on it; ask for the original.'
      : !timestampOk
        ? 'The timestamp in this PDF’s seal is not the one its time-stamp authority made for it. Do not rely on it; ask for the original.'
        : 'Something was added to this PDF after HomePact sealed it. Do not rely on it; ask for the original.',
    seal,
    document: null,
  };
}

function describe(doc: DocumentDoc, matchesStoredCopy: boolean): NonNullable<VerifyResult['document']> {
  return {
    contractId: doc.contractId,
    serviceType: doc.serviceType,
    executedAt: doc.certificate?.executedAt ?? null,
    matchesStoredCopy,
    signers: (doc.certificate?.signatures ?? []).map((s) => ({ role: s.role, name: s.name, signedAt: s.signedAt })),
  };
}
