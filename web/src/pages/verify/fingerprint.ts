/** The largest file the page sends (the service's VERIFY_BODY_LIMIT_BYTES default). */
export const MAX_PDF_BYTES = 10 * 1024 * 1024;

/** SHA-256 of the file, in the browser: nothing leaves the device for this. Null where Web Crypto is missing (plain http). */
export async function sha256Hex(file: Blob): Promise<string | null> {
  if (!globalThis.crypto?.subtle) return null;
  const digest = await globalThis.crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A fingerprint as certificate viewers show it: upper-case byte pairs separated by colons. */
export function formatFingerprint(hex: string): string {
  return (hex.toUpperCase().match(/../g) ?? []).join(':');
}
