import { describe, expect, it } from 'vitest';
import { isGeneratedTextSeal, sealGeneratedText } from '../src/index.ts';

const SECRET = 'a-test-secret-that-is-at-least-32-characters';
const TEXT = 'HOME SERVICE CONTRACT\n\n1. PARTIES\nHomeowner: Zoë Núñez\n';

describe('the seal on a text HomePact wrote', () => {
  it('holds for the same words however they are spaced or stored', () => {
    const seal = sealGeneratedText(SECRET, TEXT);
    expect(isGeneratedTextSeal(SECRET, TEXT, seal)).toBe(true);
    expect(isGeneratedTextSeal(SECRET, `  ${TEXT.replace(/\n/g, '\r\n')}\n\n`, seal)).toBe(true);
    // The same words in the other Unicode form, as a browser may send them back.
    expect(isGeneratedTextSeal(SECRET, TEXT.normalize('NFD'), seal)).toBe(true);
  });

  it('breaks on any changed word, another secret, or a forged value', () => {
    const seal = sealGeneratedText(SECRET, TEXT);
    expect(isGeneratedTextSeal(SECRET, TEXT.replace('Zoë', 'Mickey'), seal)).toBe(false);
    expect(isGeneratedTextSeal(`${SECRET}-other`, TEXT, seal)).toBe(false);
    expect(isGeneratedTextSeal(SECRET, TEXT, `${seal.slice(0, -2)}AA`)).toBe(false);
    expect(isGeneratedTextSeal(SECRET, TEXT, '')).toBe(false);
  });
});
