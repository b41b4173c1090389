import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { anchorsOf, checkMarkdown, checkTypeScript } from '../../scripts/docs/check-links.ts';

const root = mkdtempSync(path.join(tmpdir(), 'check-links-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(file: string, text: string): string {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
  return file;
}
const markdownProblems = (file: string) => {
  const problems: string[] = [];
  checkMarkdown(root, file, problems);
  return problems;
};
const commentProblems = (file: string) => {
  const problems: string[] = [];
  checkTypeScript(root, file, problems);
  return problems;
};

describe('the anchors of a Markdown page', () => {
  it('are GitHub’s heading slugs, code spans and links read as their text, repeats numbered', () => {
    const anchors = anchorsOf(
      ['# Traces in `make dev`', '## 2.1 Contract wizard, /contract/{step}', '## Notes', '## Notes', '<a id="custom"></a>'].join('\n'),
    );
    expect([...anchors]).toEqual(['traces-in-make-dev', '21-contract-wizard-contractstep', 'notes', 'notes-1', 'custom']);
  });
});

describe('links in Markdown', () => {
  write('docs/target.md', '# Target\n\n## A section\n');
  it('pass when the file and the heading exist, and links in code are examples', () => {
    const file = write(
      'docs/good.md',
      '[t](target.md) [s](target.md#a-section) [up](../docs/) [web](https://example.com/x.md)\n\n```\n[x](missing.md)\n```\n',
    );
    expect(markdownProblems(file)).toEqual([]);
  });
  it('fail for a missing file, a missing heading and a path outside the repository', () => {
    const file = write('docs/bad.md', 'one [gone](gone.md)\n\ntwo [h](target.md#nope)\n\nthree [out](../../outside.md)\n');
    expect(markdownProblems(file)).toEqual([
      'docs/bad.md:1: link to a missing file: gone.md',
      'docs/bad.md:3: link to a missing heading: target.md#nope',
      'docs/bad.md:5: link to a missing file: ../../outside.md',
    ]);
  });
  it('fail for a path of one machine, even in a code block', () => {
    const file = write('notes.md', 'Run it:\n\n```\ncd /work/main && make\n```\n');
    expect(markdownProblems(file)).toEqual(['notes.md:4: an absolute path of one machine: cd /work/main && make']);
  });
});

describe('TypeScript comments', () => {
  it('may not hold a machine path or cite an issue or a spec section; strings may', () => {
    const file = write(
      'src/a.ts',
      [
        "const dir = '/tmp/x'; // the temp dir, not cited",
        '/** Why: see /home/someone/notes. */',
        'export const a = 1; // a rule from issue 12',
        "export const b = 'spec §9 in a string is data';",
        '/* the delays of spec §9 */',
        `export const c = [dir, a, b];`,
      ].join('\n'),
    );
    expect(commentProblems(file)).toEqual([
      'src/a.ts:2: an absolute path of one machine in a comment',
      'src/a.ts:3: a comment cites "issue 1…": cite docs/decisions/ or docs/product/, or give the reason',
      'src/a.ts:5: a comment cites "spec §…": cite docs/decisions/ or docs/product/, or give the reason',
    ]);
  });
});
