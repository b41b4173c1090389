import { describe, expect, it } from 'vitest';
import { normaliseContractText } from '@homepact/legal';
import { parseContractText } from './contractText';
import { parseContractText as parseEditPreview } from '../pages/wizard/renderContractText';

/** Issue 9, finding 10: the web shows contract text as the e-mails and the PDF do (see tests/security/text-normaliser.test.ts). */
const TRICKY = 'PRICE AND PAYMENT\r\nPrice: \u202E00.000,59$\u202C due \u2066upfront\u2069\u0007\rCafe\u0301 \u200Fterms apply';
const lines = (blocks: Array<{ text: string }>) => blocks.flatMap((b) => b.text.split('\n'));

describe('contract text on the web pages', () => {
  it.each([
    ['the preview and sign pages', parseContractText],
    ['the wizard’s Edit preview', parseEditPreview],
  ])('%s read it through the shared normaliser', (_where, parse) => {
    expect(lines(parse(TRICKY))).toEqual(normaliseContractText(TRICKY).split('\n'));
    expect(lines(parse(TRICKY))).toEqual(['PRICE AND PAYMENT', 'Price: 00.000,59$ due upfront', 'Café terms apply']);
  });
});
