import { describe, expect, it } from 'vitest';
import { removeMetaLines } from '../src/domain/scope-text.ts';

const JOB = 'Replace our old wooden deck with a new composite deck and railing';

describe('removeMetaLines: a scope carries only contract text', () => {
  it('takes out notes about the document and quotations of the description, and keeps the work', () => {
    const scope = [
      'Scope of Work: Deck replacement',
      '',
      'Prepared for: the homeowner, describing the work they want done at their home in Colorado, to be agreed with the contractor before signing.',
      '',
      'Project overview:',
      '- The contractor will replace the wooden deck with a composite deck and railing at the owner’s home in Colorado.',
      `- As requested: “${JOB}”.`,
      `- The customer wrote: "${JOB}"`,
      '- Here is the scope of work you asked for, ready to edit.',
      '- Note to the writer: keep it short.',
      '',
      'Work included:',
      '- Wooden deck: remove the existing deck and haul it away.',
      '- Composite deck: build the deck with “Trex Transcend” boards in the color agreed.',
      '- Railing: install the guards at least 36 inches high.',
    ].join('\n');
    const { scope: clean, removed } = removeMetaLines(scope, JOB);
    expect(removed).toHaveLength(5);
    expect(clean).not.toMatch(/Prepared for|As requested|customer wrote|Here is|Note to/);
    expect(clean).toContain('Scope of Work: Deck replacement\n\nProject overview:\n- The contractor will replace');
    // A product name in quotes, and a step that happens to use the description's words, are work.
    expect(clean).toContain('“Trex Transcend”');
    expect(clean).toContain('- Railing: install the guards');
    expect(clean).not.toMatch(/\n{3}/);
  });

  it('leaves a scope without such lines exactly as it is', () => {
    const scope =
      'Scope of Work: Water heater replacement\n\nWork included:\n- Replace our old wooden deck with a new composite deck and railing.';
    expect(removeMetaLines(scope, JOB)).toEqual({ scope, removed: [] });
  });

  it('keeps a short quoted phrase of the description (a timing, a color)', () => {
    const scope = 'Scope of Work: Painting\n\nSchedule assumptions:\n- Target timing: “by March”.\n- Color: “Sea Salt” eggshell.';
    expect(removeMetaLines(scope, 'Paint the bedroom Sea Salt eggshell by March').removed).toEqual([]);
  });
});
