import { SealCertificateInfoSchema, type SealCertificateInfo, type VerifyResult } from '@homepact/proto';
import { ApiError } from '../../lib/queryClient';

/** The largest file the page sends (the service's VERIFY_BODY_LIMIT_BYTES default). */
export const MAX_PDF_BYTES = 10 * 1024 * 1024;

/** SHA-256 of the file, in the browser: nothing leaves the device for this. Null where Web Crypto is missing (plain http). */
export async function sha256Hex(file: Blob): Promise<string | null> {
  if (!globalThis.crypto?.subtle) return null;
  const digest = await globalThis.crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** POST /api/verify with the file itself as the body; errors as the spec's "<status>: <body>". */
export async function checkWithHomePact(file: Blob): Promise<VerifyResult> {
  const res = await fetch('/api/verify', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/pdf' },
    body: file,
  });
  if (!res.ok) {
    const retryAfter = Number(res.headers.get('retry-after') ?? NaN);
    throw new ApiError(
      `${res.status}: ${(await res.text()) || res.statusText}`,
      res.status,
      Number.isFinite(retryAfter) ? retryAfter : undefined,
    );
  }
  return (await res.json()) as VerifyResult;
}

/** A fingerprint as certificate viewers show it: upper-case byte pairs separated by colons. */
export function formatFingerprint(hex: string): string {
  return (hex.toUpperCase().match(/../g) ?? []).join(':');
}

/** GET /api/verify/certificate: HomePact's seal certificate, shown before any file is chosen. */
export async function sealCertificate(): Promise<SealCertificateInfo> {
  const res = await fetch('/api/verify/certificate', { credentials: 'include' });
  if (!res.ok) throw new ApiError(`${res.status}: ${(await res.text()) || res.statusText}`, res.status, undefined);
  return SealCertificateInfoSchema.parse(await res.json());
}
