import { PDFDocument } from 'pdf-lib';
import { RenderError } from './port.ts';

/**
 * Checks that bytes are a PDF we can open and counts its pages. A renderer
 * that answers something else (an HTML error page, a truncated body) fails
 * here instead of being stored and mailed.
 */
export async function inspectPdf(bytes: Uint8Array): Promise<{ pageCount: number }> {
  const head = Buffer.from(bytes.subarray(0, 5)).toString('latin1');
  if (head !== '%PDF-') throw new RenderError('The renderer did not answer with a PDF', 'not_a_pdf');
  try {
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    return { pageCount: doc.getPageCount() };
  } catch (e) {
    throw new RenderError('The renderer answered with a damaged PDF', 'damaged_pdf', { cause: e });
  }
}
