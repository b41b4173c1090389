import { describe, expect, it } from 'vitest';
import { documentReadingText, normaliseContractText, normaliseOneLine, parseContract } from '../src/index.ts';
import { FORBIDDEN_TEXT, reversed, TRICKY_TEXT, TRICKY_TEXT_LINES } from './testing.ts';

/**
 * Bidi override characters were stripped in the PDF but shown on the web and
 * in e-mail subjects, so one text read differently in two places. One normaliser (here) serves all:
 * documents and notifications check their own output against the same text (their tricky-text tests).
 */
describe('one reading of contract text', () => {
  it('the normaliser: NFC, one kind of line end, no bidi or control characters, idempotent', () => {
    const once = normaliseContractText(TRICKY_TEXT);
    expect(once.split('\n')).toEqual(TRICKY_TEXT_LINES);
    expect(once).not.toMatch(FORBIDDEN_TEXT);
    expect(normaliseContractText(once)).toBe(once);
    expect(normaliseOneLine(`a\r\n${reversed('b')}\t c`, 80)).toBe('a b c');
    expect(normaliseOneLine('x'.repeat(100), 10)).toBe(`${'x'.repeat(9)}…`);
  });

  it('the one contract-text model (web pages, stored HTML, PDF) reads it the same', () => {
    expect(documentReadingText(parseContract(TRICKY_TEXT)).flatMap((t) => t.split('\n'))).toEqual(TRICKY_TEXT_LINES);
  });
});
