import { sealPdf } from '../seal/seal-pdf.ts';
import type { DocumentsDeps } from './deps.ts';
import { noteOnLog, sha256Hex, type RenderedPdf } from './render-pdf.ts';

/** What a sealed document stores next to its bytes (`documents.seal`). */
interface SealRecord {
  /** SHA-256 fingerprint of the certificate that sealed it. */
  certificate: string;
  sealedAt: Date;
  /** The RFC 3161 authority that stamped the seal (its URL's host), or null: no timestamp. */
  timestampAuthority: string | null;
}

interface SealedPdf {
  pdf: Buffer;
  sha256: string;
  seal: SealRecord;
}

/**
 * The one seal step every finished document goes through once its last page
 * is rendered (the executed contract with its certificate, an evidence
 * record, and any other executed document or notice): HomePact's signature
 * over the whole file, with the authority's timestamp when SEAL_TSA_URL is
 * set, noted on the render's log row. Store and hash what this returns, never
 * the rendered bytes: any byte changed after it breaks the seal.
 */
export async function sealRendered(
  deps: Pick<DocumentsDeps, 'seal' | 'now' | 'repos' | 'logger'>,
  rendered: Pick<RenderedPdf, 'pdf' | 'logId'>,
  opts: { contractId: string; what?: string },
): Promise<SealedPdf> {
  const started = performance.now();
  const sealedAt = deps.now();
  const pdf = await sealPdf(rendered.pdf, deps.seal, {
    contractId: opts.contractId,
    signingTime: sealedAt,
    ...(opts.what ? { what: opts.what } : {}),
  });
  const sha256 = sha256Hex(pdf);
  const seal: SealRecord = {
    certificate: deps.seal.certificate.fingerprint,
    sealedAt,
    timestampAuthority: deps.seal.tsaUrl ? new URL(deps.seal.tsaUrl).host : null,
  };
  await noteOnLog(deps, rendered.logId, {
    sealed: true,
    sealMs: Math.round(performance.now() - started),
    sealedSha256: sha256,
    sealedSize: pdf.length,
    sealCertificate: seal.certificate,
    timestampAuthority: seal.timestampAuthority,
  });
  return { pdf, sha256, seal };
}
