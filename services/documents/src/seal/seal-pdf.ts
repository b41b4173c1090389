import { PDFDocument } from 'pdf-lib';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { SUBFILTER_ADOBE_PKCS7_DETACHED } from '@signpdf/utils';
import type { SealKey } from './keys.ts';

/** Room for the CMS signature (hex doubles it): a 2048-4096-bit RSA signature with a chain of a few certificates fits. */
const SIGNATURE_LENGTH = 16_384;

/**
 * Seals a finished PDF: a signature field with a detached CMS signature
 * (adbe.pkcs7.detached, SHA-256) over the whole file but the signature
 * itself (the ByteRange), made with HomePact's document-signing key. The last
 * step: any byte changed afterwards breaks it, which `pdfsig`, Acrobat and
 * POST /api/verify all report.
 *
 * adbe.pkcs7.detached rather than ETSI.CAdES.detached: PAdES baseline needs
 * the signing-certificate-v2 attribute, which the signer (node-forge through
 * @signpdf/signer-p12) does not add; claiming CAdES without it would be wrong.
 */
export async function sealPdf(
  pdf: Uint8Array,
  key: SealKey,
  opts: {
    contractId: string;
    signingTime: Date;
    /** What the document is, for the signature's reason ("Executed contract" unless given). */ what?: string;
  },
): Promise<Buffer> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  pdflibAddPlaceholder({
    pdfDoc: doc,
    reason: `${opts.what ?? 'Executed contract'} ${opts.contractId}, sealed by HomePact`,
    contactInfo: 'Check it at /verify on HomePact',
    name: 'HomePact',
    location: 'HomePact',
    signingTime: opts.signingTime,
    signatureLength: SIGNATURE_LENGTH,
    subFilter: SUBFILTER_ADOBE_PKCS7_DETACHED,
    appName: 'HomePact',
  });
  // Classic cross-reference: the placeholder helper finds the ByteRange and Contents in plain bytes.
  const withPlaceholder = Buffer.from(await doc.save({ useObjectStreams: false }));
  return new SignPdf().sign(withPlaceholder, key.signer(), opts.signingTime);
}
