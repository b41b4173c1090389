import { describe, expect, it } from 'vitest';
import { EmailSchema, canonicalEmail, sameEmail } from '../src/index.ts';

describe('canonicalEmail', () => {
  it('lower-cases mixed case', () => {
    expect(canonicalEmail('Jane.Doe@Example.COM')).toBe('jane.doe@example.com');
  });

  it('drops surrounding spaces, tabs and line breaks, and nothing inside', () => {
    expect(canonicalEmail('  jane@example.com \t\n')).toBe('jane@example.com');
    expect(canonicalEmail('ja ne@example.com')).toBe('ja ne@example.com');
  });

  it('does not fold Unicode lookalikes: they are other addresses', () => {
    // Cyrillic а (U+0430) for Latin a; full-width ＠ (U+FF20); a dotless ı; a combining accent.
    expect(canonicalEmail('j\u0430ne@example.com')).toBe('j\u0430ne@example.com');
    expect(canonicalEmail('jane\uFF20example.com')).toBe('jane\uFF20example.com');
    expect(canonicalEmail('jane@exa\u0131mple.com')).toBe('jane@exa\u0131mple.com');
    expect(canonicalEmail('jane@example.com\u0301')).toBe('jane@example.com\u0301');
    expect(canonicalEmail('J\u0410NE@example.com')).toBe('j\u0430ne@example.com'); // lower-cased, still Cyrillic
  });
});

describe('sameEmail', () => {
  it('matches across case and surrounding spaces', () => {
    expect(sameEmail(' Jane@Example.com', 'jane@example.com  ')).toBe(true);
    expect(sameEmail('JANE@EXAMPLE.COM', 'jane@example.com')).toBe(true);
  });

  it('tells different addresses apart, lookalikes included', () => {
    expect(sameEmail('jane@example.com', 'jane@example.co')).toBe(false);
    expect(sameEmail('jane@example.com', 'j\u0430ne@example.com')).toBe(false);
    expect(sameEmail('jane@example.com', 'jane\uFF20example.com')).toBe(false);
    expect(sameEmail('jane@example.com', 'ja ne@example.com')).toBe(false);
  });
});

describe('EmailSchema', () => {
  it('parses to the canonical spelling', () => {
    for (const raw of ['  Jane.Doe@Example.COM ', 'PAT@BUILDERS.EXAMPLE']) {
      expect(EmailSchema.parse(raw)).toBe(canonicalEmail(raw));
    }
  });
});
