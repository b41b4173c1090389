import { describe, expect, it } from 'vitest';
import { jurisdictionGuide } from '@homepact/legal';
import { US_STATES } from '@homepact/proto';
import { buildSkeleton, checkAgainstSkeleton, normalise, stripFence } from '../src/domain/skeleton.ts';
import { CA_FORM } from './fixtures.ts';

const AT = new Date('2025-02-01T12:00:00Z');

describe('the clause library skeleton and its check', () => {
  for (const state of US_STATES.map((s) => s.code)) {
    it(`the library's own ${state} contract passes its own check, and any lost notice paragraph fails it`, () => {
      const form = { ...CA_FORM, homeownerState: state, governingLaw: state };
      const sk = buildSkeleton({ form, scope: CA_FORM.aiGeneratedScope, generatedAt: AT });
      expect(checkAgainstSkeleton(sk.text, sk)).toEqual({ ok: true, missing: [] });
      expect(sk.headings[0]).toBe('1. PARTIES');
      const notices = sk.sections.find((s) => s.id === 'notices');
      expect(notices, `${state} has a notices section`).toBeDefined();
      const paragraph = notices!.body.split('\n\n')[1]!;
      const check = checkAgainstSkeleton(sk.text.replace(paragraph, ''), sk);
      expect(check.ok).toBe(false);
      expect(check.missing[0]).toContain('NOTICES REQUIRED BY LAW');
    });
  }

  it.each(['MD', 'OR', 'WA', 'MN', 'WI', 'NJ'])(
    "asks the model to return every one of %s's notices from the same rules, and refuses a contract that drops one",
    (code) => {
      const form = { ...CA_FORM, homeownerState: code, governingLaw: code, soldAtHome: true, totalAmount: '18750' };
      const sk = buildSkeleton({ form, scope: CA_FORM.aiGeneratedScope, generatedAt: AT });
      const titles = jurisdictionGuide(code)!
        .notices.map((n) => n.title)
        .filter((t) => sk.text.includes(`${t}\n(Source:`));
      expect(titles.length).toBeGreaterThan(0);
      for (const title of titles) {
        expect(sk.passages.some((p) => p.text.startsWith(title))).toBe(true);
        expect(checkAgainstSkeleton(sk.text.replace(`${title}\n`, ''), sk).ok).toBe(false);
      }
    },
  );

  it('lets the detailed scope change, but not the library paragraphs around it', () => {
    const sk = buildSkeleton({ form: CA_FORM, scope: CA_FORM.aiGeneratedScope, generatedAt: AT });
    const rewritten = sk.text.replace(CA_FORM.aiGeneratedScope, 'Scope of Work: Water heater\n\n- Replace it, to code.');
    expect(checkAgainstSkeleton(rewritten, sk).ok).toBe(true);
    const noChangeOrderClause = rewritten.replace('California law requires every change to the work', 'Changes to the work');
    expect(checkAgainstSkeleton(noChangeOrderClause, sk).missing.join('\n')).toMatch(
      /SCOPE OF WORK: "California law requires every change/,
    );
    const noDisclaimer = rewritten.replace('NOT LEGAL ADVICE:', 'Note:');
    expect(checkAgainstSkeleton(noDisclaimer, sk).missing.join('\n')).toMatch(/preamble/);
  });

  it('ignores whitespace and typographic quotes, and a Markdown fence', () => {
    const sk = buildSkeleton({ form: CA_FORM, scope: CA_FORM.aiGeneratedScope, generatedAt: AT });
    const reflowed = sk.text.replace(/\. /g, '.\n').replace(/'/g, '’');
    expect(checkAgainstSkeleton(reflowed, sk).missing.filter((m) => !m.startsWith('heading'))).toEqual([]);
    expect(normalise('“a”  ‘b’\u00a0c')).toBe('"a" \'b\' c');
    expect(stripFence('```\nHELLO\n```')).toBe('HELLO');
    expect(stripFence('no fence')).toBe('no fence');
  });
});
