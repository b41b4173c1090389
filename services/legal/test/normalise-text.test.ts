import { describe, expect, it } from 'vitest';
import { normaliseContractText, normaliseOneLine } from '../src/index.ts';

describe('normaliseContractText', () => {
  it.each([
    ['bidi overrides and isolates', 'a\u202Ab\u202Bc\u202Cd\u202De\u202Ef\u2066g\u2067h\u2068i\u2069j', 'abcdefghij'],
    ['direction marks', 'a\u200Eb\u200Fc\u061Cd', 'abcd'],
    ['C0 and C1 controls but tab and newline', 'a\u0000b\u0007c\td\ne\u001Bf\u0085g\u009Fh\u007Fi', 'abc\td\nefghi'],
    ['line endings', 'a\r\nb\rc\u2028d\u2029e', 'a\nb\nc\nd\ne'],
    ['NFC', 'Cafe\u0301', 'Café'],
    ['a byte-order mark', '\uFEFFtext', 'text'],
    ['lone surrogates', 'a\uD800b\uDC00c', 'abc'],
    ['emoji and other text stay', 'Deck 🏠 — “quoted” ½ ü', 'Deck 🏠 — “quoted” ½ ü'],
  ])('%s', (_what, input, expected) => {
    expect(normaliseContractText(input)).toBe(expected);
  });

  it('a narrow no-break space is kept (it is not a control)', () => {
    expect(normaliseContractText('a\u202Fb')).toBe('a\u202Fb');
  });

  it('one line: whitespace collapsed, cut with an ellipsis on a code point boundary', () => {
    expect(normaliseOneLine(' a \n\n b\t\u202Ec ')).toBe('a b c');
    expect(normaliseOneLine('🏠🏠🏠🏠', 3)).toBe('🏠🏠…');
  });
});
