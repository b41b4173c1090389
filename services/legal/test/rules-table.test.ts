import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RULES_TABLE_END, RULES_TABLE_START, rulesTable } from '../src/states/law/rules-table.ts';

// The table lives with the documentation (docs/legal-rules.md), not in this package's README.
const README = new URL('../../../docs/legal-rules.md', import.meta.url);
/** Prettier pads table cells and rules; the content is what must match. */
const normalise = (md: string) =>
  md
    .split('\n')
    .map((l) =>
      l
        .replace(/-{3,}/g, '---')
        .replace(/\s+/g, ' ')
        .replace(/\s*\|\s*/g, '|')
        .trim(),
    )
    .filter((l) => l !== '')
    .join('\n');

describe('the table of rules in docs/legal-rules.md', () => {
  it('is the one the code generates (UPDATE_RULES_TABLE=1 rewrites it)', () => {
    const readme = readFileSync(README, 'utf8');
    const start = readme.indexOf(RULES_TABLE_START);
    const end = readme.indexOf(RULES_TABLE_END);
    expect(start, 'the page has the table markers').toBeGreaterThan(-1);
    const current = readme.slice(start, end + RULES_TABLE_END.length);
    const generated = rulesTable();
    if (process.env.UPDATE_RULES_TABLE === '1' && normalise(current) !== normalise(generated)) {
      writeFileSync(README, readme.slice(0, start) + generated + readme.slice(end + RULES_TABLE_END.length));
      return;
    }
    expect(normalise(current)).toBe(normalise(generated));
  });

  it('lists a citation for every rule row', () => {
    const rows = rulesTable()
      .split('\n')
      .filter((l) => l.startsWith('| ') && !l.startsWith('| Rule'));
    expect(rows.length).toBeGreaterThan(51 * 3);
    for (const row of rows) expect(row.split(' | ')[2]?.trim().length, row).toBeGreaterThan(3);
  });
});
