import { describe, expect, it } from 'vitest';
import { FORBIDDEN_TEXT, reversed, TRICKY_TEXT, TRICKY_TEXT_LINES } from '@homepact/legal/testing';
import { renderContractHtml } from '../../src/domain/render-html.ts';
import { contractRecord } from '../fixtures/contracts.ts';

describe('the PDF reads stored contract text as the web does', () => {
  it('no bidi or control characters reach the HTML the PDF is printed from, and every line reads as normalised', () => {
    const html = renderContractHtml({
      contract: contractRecord({ serviceType: `Deck ${reversed('gnidliub')}` }),
      text: TRICKY_TEXT,
      generatedAt: new Date(),
    });
    expect(html).not.toMatch(FORBIDDEN_TEXT);
    for (const line of TRICKY_TEXT_LINES) expect(html).toContain(line);
  });
});
