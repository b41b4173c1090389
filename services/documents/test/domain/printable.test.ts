import { describe, expect, it } from 'vitest';
import { renderContractHtml } from '../../src/domain/render-html.ts';
import { droppedCharactersNote, printableText, SERIF_FONTS } from '../../src/domain/printable.ts';
import { contractRecord } from '../fixtures/contracts.ts';
import { pdfText, sharedChromium } from '../harness.ts';

/** A contract as people type it: accents, emoji (one with a skin tone, one ZWJ sequence, a flag), and one private-use character. */
const TEXT = [
  'HOME SERVICE CONTRACT',
  'Deck repair at 4 Calle Peñasco, San José',
  '',
  '1. PARTIES',
  'Homeowner: Zoë Núñez',
  'Provider: Renée Ångström Façades',
  '',
  '2. SCOPE OF WORK',
  'Replace the kitchen faucet 🚰 and test for leaks 👍🏽. Mechanic on site: 👩‍🔧. Flag kept: 🇺🇸.',
  'Logo as typed: \uE000 (a private-use character).',
].join('\n');

const chromium = sharedChromium();

describe('what the PDF can print', () => {
  it('keeps accents and emoji as typed; replaces a character no font has with [?] and counts it', () => {
    expect(printableText('Zoë Núñez 🚰 👩‍🔧 🇺🇸')).toEqual({ text: 'Zoë Núñez 🚰 👩‍🔧 🇺🇸', dropped: [], count: 0 });
    expect(printableText('a\uE000b\uE000c\u{10FFFD}')).toEqual({ text: 'a[?]b[?]c[?]', dropped: ['U+E000', 'U+10FFFD'], count: 3 });
    expect(droppedCharactersNote({ dropped: [], count: 0 })).toBe('');
    expect(droppedCharactersNote({ dropped: ['U+E000'], count: 2 })).toMatch(
      /^Characters this PDF cannot print: 2 characters of the text \(U\+E000\) have no printed form in any font .* Each is shown as \[\?\] where it stands\./,
    );
  });

  it('names an emoji font in every font stack of the PDF', () => {
    const html = renderContractHtml({ contract: contractRecord(), text: TEXT, generatedAt: new Date('2026-03-02T17:00:00Z') });
    expect(SERIF_FONTS).toContain('"Noto Color Emoji"');
    expect(html).toContain(`html { font-family: ${SERIF_FONTS};`);
    for (const stack of html.match(/font-family: [^;]+;/g)!.filter((f) => /Liberation/.test(f)))
      expect(stack).toContain('Noto Color Emoji');
    expect(html).toContain('Homeowner:</span> Zoë Núñez');
    expect(html).toContain('faucet 🚰 and test for leaks 👍🏽. Mechanic on site: 👩‍🔧.');
    expect(html).toContain('Logo as typed:</span> [?] (a private-use character).');
    expect(html).toContain('Characters this PDF cannot print: 1 character of the text (U+E000) has no printed form in any font');
    // Nothing to say when every character prints.
    expect(renderContractHtml({ contract: contractRecord(), text: 'Zoë 🚰', generatedAt: new Date() })).not.toContain('cannot print');
  });

  it('prints accents and emoji into the PDF text, and says plainly what it could not print', async () => {
    const html = renderContractHtml({ contract: contractRecord(), text: TEXT, generatedAt: new Date('2026-03-02T17:00:00Z') });
    const { pdf } = await chromium.renderer.render(html);
    const { text } = await pdfText(pdf);
    for (const words of ['Zoë Núñez', 'Renée Ångström Façades', 'Calle Peñasco, San José']) expect(text).toContain(words);
    // Each emoji is printed (with the emoji font) and kept in the text layer: none is lost on the way.
    for (const emoji of ['🚰', '👍', '👩', '🔧']) expect(text).toContain(emoji);
    expect(text).toContain('Logo as typed: [?] (a private-use character).');
    expect(text).toContain('Characters this PDF cannot print: 1 character of the text (U+E000)');
    expect(text).not.toContain('\uE000');
  });
});
