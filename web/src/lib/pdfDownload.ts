import { apiRequest } from '../api/http';

/** PDFs the API answers with, and saving them in the browser. */

export interface PdfFile {
  blob: Blob;
  filename: string;
  /** The X-Emails-Sent header: true, false, or null when the answer had none. */
  emailsSent: boolean | null;
}

/** The file name of a Content-Disposition header (`filename*=` first, then `filename=`). */
export function filenameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)?''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return sanitize(decodeURIComponent(extended[1].trim()));
    } catch {
      // Badly encoded: fall through to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = plain?.[2] ?? plain?.[1];
  return name ? sanitize(name.trim()) : undefined;
}

/** No folders and nothing hidden: a file name a server chose must stay a plain name. */
function sanitize(name: string): string | undefined {
  const base = name.split(/[\\/]/).pop()?.replace(/^\.+/, '').trim();
  return base || undefined;
}

/** "2026-11-22T04:15:00.000Z" -> "20261122-041500", as the documents service names files. */
export function fileTimestamp(at: Date): string {
  return at
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace(/-/g, '')
    .replace(/:/g, '')
    .replace('T', '-');
}

/** contract-{serviceType}-{timestamp}.pdf, when the server gives no name. */
export function downloadFallbackName(serviceType: string, at = new Date()): string {
  const slug =
    serviceType
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'home-services';
  return `contract-${slug}-${fileTimestamp(at)}.pdf`;
}

/** Requests a PDF; errors are thrown as "<status>: <body>" like every other call. */
export async function fetchPdf(method: 'GET' | 'POST', url: string, fallbackName: string): Promise<PdfFile> {
  const res = await apiRequest(method, url);
  const header = res.headers.get('x-emails-sent');
  return {
    blob: await res.blob(),
    filename: filenameFromDisposition(res.headers.get('content-disposition')) ?? fallbackName,
    emailsSent: header === null ? null : header.trim().toLowerCase() === 'true',
  };
}

/** Hands a file to the browser's downloads. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start reading the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** The current (final once executed) PDF of a contract: GET /api/contracts/:id/pdf. */
export function contractPdfUrl(contractId: string, token?: string | null): string {
  const base = `/api/contracts/${encodeURIComponent(contractId)}/pdf`;
  return token ? `${base}?token=${encodeURIComponent(token)}` : base;
}
