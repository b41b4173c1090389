import { describe, expect, it } from 'vitest';
import { makeEvent } from '@homepact/kit';
import { SigningEvents, Topics } from '@homepact/proto';
import { renderContractHtml } from '../../src/domain/render-html.ts';
import { finalDocumentId } from '../../src/use-cases/create-certificate.ts';
import { contractRecord, evidenceFor } from '../fixtures/contracts.ts';
import { owner, pdfText, sharedChromium, startDocuments } from '../harness.ts';

/**
 * The Illinois homeowner signs that she received the
 * pamphlet "Home Repair: Know Your Consumer Rights" (815 ILCS 513/20). The
 * executed PDF prints it after the contract, on pages of its own, and the
 * certificate of completion lists it as delivered.
 */
const chromium = sharedChromium();
const TITLE = 'Home Repair: Know Your Consumer Rights';
const IL_DATA = { homeownerState: 'IL', governingLaw: 'Illinois', totalAmount: '12500.00' };

const executed = (contractId: string, documentHash: string) =>
  makeEvent(SigningEvents.ContractExecuted, {
    key: contractId,
    producer: 'contracts',
    data: { contractId, executedAt: '2025-01-06T10:30:00.000Z', documentHash },
  });

describe('the documents the law wants delivered, in the executed PDF', () => {
  it('an Illinois contract: the pamphlet follows the contract on its own pages and the certificate lists it', async () => {
    const h = await startDocuments({ sharedRenderer: chromium.renderer });
    try {
      const c = h.contracts.put(
        contractRecord({ status: 'signed', workflowStage: 'executed', homeownerState: 'IL', contractData: IL_DATA }),
      );
      const ev = evidenceFor(c);
      h.contracts.evidences.set(c.id, ev);
      await h.bus.publish(Topics.contracts, [executed(c.id, ev.documentHash)]);
      await h.settle();

      const res = await h.request({ method: 'GET', url: `/api/contracts/${c.id}/pdf`, user: owner });
      expect(res.status).toBe(200);
      expect(res.headers['x-document-kind']).toBe('final');
      const { text } = await pdfText(res.raw);
      const flat = text.replace(/\s+/g, ' ');
      expect(flat).toContain(TITLE);
      expect(flat).toContain('AVOIDING HOME REPAIR FRAUD');
      expect(flat).toContain('As you plan for your home repair/improvement project');
      expect(flat).toContain('DOCUMENTS DELIVERED WITH THE CONTRACT');
      expect(flat).toContain(`${TITLE} (815 ILCS 513/20)`);
      // The contract, then the pamphlet, then the certificate.
      const at = (s: string) => flat.indexOf(s);
      expect(at('Homeowner: Hana Owens')).toBeLessThan(at('AVOIDING HOME REPAIR FRAUD'));
      expect(at('AVOIDING HOME REPAIR FRAUD')).toBeLessThan(at('CERTIFICATE OF COMPLETION'));

      const internal = await h.request({ method: 'GET', url: `/internal/documents/${finalDocumentId(c.id)}`, internal: true });
      expect(internal.status).toBe(200);
    } finally {
      await h.close();
    }
  });

  it('a Texas contract prints no pamphlet and lists none', () => {
    const c = contractRecord({ contractData: { homeownerState: 'TX', governingLaw: 'Texas' } });
    const ev = evidenceFor(c);
    const html = renderContractHtml({
      contract: c,
      text: ev.signedText,
      generatedAt: new Date('2025-01-06T10:30:00Z'),
      certificate: { executedAt: '2025-01-06T10:30:00.000Z', documentHash: ev.documentHash, signatures: [], timeline: [] },
    });
    expect(html).not.toContain('<section class="delivered-document"');
    expect(html).not.toContain('DOCUMENTS DELIVERED WITH THE CONTRACT');
    expect(html).toContain('The certificate of completion follows the contract');
  });

  it('a draft PDF does not print it (the invitation attaches it); the final view names it in the header line', () => {
    const c = contractRecord({ contractData: IL_DATA });
    const draft = renderContractHtml({ contract: c, text: c.finalContract, generatedAt: new Date('2025-01-06T10:30:00Z') });
    expect(draft).not.toContain('<section class="delivered-document"');
    const ev = evidenceFor(c);
    const final = renderContractHtml({
      contract: c,
      text: ev.signedText,
      generatedAt: new Date('2025-01-06T10:30:00Z'),
      certificate: { executedAt: '2025-01-06T10:30:00.000Z', documentHash: ev.documentHash, signatures: [], timeline: [] },
    });
    expect(final).toContain(`“${TITLE}” and the certificate of completion follow the contract`);
    expect(final).toContain('<section class="delivered-document" id="il-home-repair-pamphlet">');
  });
});
