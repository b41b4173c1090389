/** File names of the PDFs we answer with: ASCII only, so Content-Disposition needs no encoding. */

/** "Kitchen Remodeling / Électricité" -> "kitchen-remodeling-electricite"; never empty, at most 60 characters. */
export function slugify(value: string, fallback = 'contract'): string {
  const slug = value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug || fallback;
}

/** 2026-11-22T04:15:00Z -> "20261122-041500" (UTC). */
export function fileTimestamp(at: Date): string {
  const iso = at.toISOString();
  return `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}-${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}`;
}

/** What Generate answers with (the spec's name: contract-{id}.pdf). */
export function generatedFilename(contractId: string): string {
  return `contract-${slugify(contractId, 'contract')}.pdf`;
}

/** What GET /pdf answers with (the spec's name: contract-{serviceType}-{timestamp}.pdf). */
export function downloadFilename(serviceType: string, at: Date): string {
  return `contract-${slugify(serviceType, 'home-services')}-${fileTimestamp(at)}.pdf`;
}

/** An attachment header for an ASCII file name (the names above are). */
export function attachment(filename: string): string {
  return `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`;
}
