import { describe, expect, it } from 'vitest';
import { downloadFallbackName, fileTimestamp, filenameFromDisposition } from './pdfDownload';

describe('PDF file names', () => {
  it('reads the name from Content-Disposition', () => {
    expect(filenameFromDisposition('attachment; filename="contract-c1.pdf"')).toBe('contract-c1.pdf');
    expect(filenameFromDisposition('attachment; filename=contract-c1.pdf')).toBe('contract-c1.pdf');
    expect(filenameFromDisposition('attachment; filename="x.pdf"; filename*=UTF-8\'\'contrat%20%C3%A9t%C3%A9.pdf')).toBe('contrat été.pdf');
    expect(filenameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(filenameFromDisposition('attachment')).toBeUndefined();
    expect(filenameFromDisposition(null)).toBeUndefined();
  });

  it('falls back to contract-{serviceType}-{timestamp}.pdf', () => {
    const at = new Date('2026-11-22T04:15:09.123Z');
    expect(fileTimestamp(at)).toBe('20261122-041509');
    expect(downloadFallbackName('Kitchen Faucet / Sink', at)).toBe('contract-kitchen-faucet-sink-20261122-041509.pdf');
    expect(downloadFallbackName('', at)).toBe('contract-home-services-20261122-041509.pdf');
  });
});
