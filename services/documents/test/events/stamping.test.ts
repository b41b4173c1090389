import { describe, expect, it } from 'vitest';
import { makeEvent } from '@homepact/kit';
import { SigningEvents, Topics } from '@homepact/proto';
import { pngDataUrl } from '@homepact/proto/testing';
import { realContractText } from '@homepact/legal/testing';
import { finalDocumentId } from '../../src/use-cases/create-certificate.ts';
import { contractRecord, evidenceFor, sha256 } from '../fixtures/contracts.ts';
import { DOCUMENTS, type DocumentDoc } from '../../src/store/documents-repository.ts';
import { owner, pdfText, sharedChromium, startDocuments } from '../harness.ts';

/** A real California contract (built-in writer, sold at home: the FTC Notice of Cancellation is in it). */
const CA_TEXT = realContractText('CA');

const chromium = sharedChromium();

/** Each party's signature block in the rendered HTML. */
const blockOf = (html: string, party: string) =>
  new RegExp(`<section class="ct-signature-block ct-signed" data-party="${party}">(.*?)</section>`, 's').exec(html)?.[1] ?? null;

describe('the executed PDF stamps each adopted signature into its own block', () => {
  it('drawn and typed signatures, with the time, in the document; no blank signature line of a party remains; the certificate stays', async () => {
    const h = await startDocuments({ sharedRenderer: chromium.renderer });
    try {
      const c = h.contracts.put(
        contractRecord({ status: 'signed', workflowStage: 'executed', editedContractContent: CA_TEXT, serviceType: 'Roof Replacement' }),
      );
      const base = evidenceFor(c);
      const drawn = pngDataUrl(600, 180, 120);
      const typedImage = pngDataUrl(640, 160, 60);
      const ev = {
        ...base,
        signatures: [
          {
            ...base.signatures[0]!,
            adopted: { kind: 'drawn' as const, text: null, font: null, image: drawn, imageSha256: 'd'.repeat(64) },
          },
          {
            ...base.signatures[1]!,
            adopted: { kind: 'typed' as const, text: 'Pat Builder', font: 'Great Vibes', image: typedImage, imageSha256: 'e'.repeat(64) },
          },
        ],
      };
      expect(ev.documentHash).toBe(sha256(CA_TEXT));
      h.contracts.evidences.set(c.id, ev);
      await h.bus.publish(Topics.contracts, [
        makeEvent(SigningEvents.ContractExecuted, {
          key: c.id,
          producer: 'contracts',
          data: { contractId: c.id, executedAt: '2025-01-06T10:30:00.000Z', documentHash: ev.documentHash },
        }),
      ]);
      await h.settle();

      // The browser view of the final document is the HTML the PDF was printed from.
      const view = await h.request({ method: 'GET', url: `/api/contracts/${c.id}/view`, user: owner });
      const html = view.body as string;
      const homeowner = blockOf(html, 'homeowner');
      const provider = blockOf(html, 'provider');
      expect(homeowner).toContain(`src="${drawn}"`);
      expect(homeowner).toContain('Signed electronically by Hana Owens');
      // Signature times read at the property (a California contract: Pacific time), which decides the cancellation window.
      expect(homeowner).toContain('January 6, 2025 at 01:00:00 PST');
      // A typed signature is stamped as its text in its face: a picture sent with it is never shown.
      expect(provider).not.toContain(typedImage);
      expect(provider).toMatch(/<span class="ct-sig-typed" style="font-family: 'Great Vibes', cursive">Pat Builder<\/span>/);
      expect(provider).toContain('Signed electronically by Pat Builder');
      expect(provider).toContain('January 6, 2025 at 02:30:00 PST');
      for (const block of [homeowner!, provider!]) expect(block).not.toContain('ct-sig-blank');

      const res = await h.request({ method: 'GET', url: `/api/contracts/${c.id}/pdf`, user: owner });
      expect(res.status).toBe(200);
      const { text } = await pdfText(res.raw);
      // In the document, not only in the certificate: the stamps come before the certificate's heading.
      const cert = text.indexOf('CERTIFICATE OF COMPLETION');
      expect(cert).toBeGreaterThan(0);
      for (const line of [
        'Signed electronically by Hana Owens',
        'January 6, 2025 at 01:00:00 PST',
        'Signed electronically by Pat Builder',
        // The Notice of Cancellation's blanks are filled once the buyer has signed.
        'Date of transaction (the date the buyer signs this contract): Monday, January 6, 2025',
        'NOT LATER THAN MIDNIGHT OF THURSDAY, JANUARY 9, 2025',
      ]) {
        const at = text.indexOf(line);
        expect(at, line).toBeGreaterThan(0);
        expect(at, line).toBeLessThan(cert);
      }
      // No party's signature line is left blank (the cancellation form's "Buyer's signature: ___" is the buyer's to fill, to cancel).
      expect(text).not.toMatch(/(?<!Buyer's )Signature: _{5,}/i);
      expect(text).toContain("Buyer's signature: ____");
      // The drawn image is in the PDF: its stamp and the certificate's copy.
      const images = (res.raw.toString('latin1').match(/\/Subtype\s*\/Image/g) ?? []).length;
      expect(images).toBeGreaterThanOrEqual(1);
      // The certificate stays, and names each signature as what it is.
      expect(text).toContain('Signature (drawn)');
      expect(text).toContain('Signature (typed)');
      expect(text).toContain('drawn on the signing page');
      expect(text).toContain('typed in Great Vibes');
      const stored = await h.rt.store.collection<DocumentDoc>(DOCUMENTS).findOne({ _id: finalDocumentId(c.id) });
      expect(stored).toBeTruthy();
    } finally {
      await h.close();
    }
  });
});
