/**
 * What the contract's owner changed in the text HomePact wrote: every line
 * added, removed or changed, by the section it sits in. Each signer is shown
 * these before signing, so words a person wrote by hand (a rider asking for
 * "$95,000 up front", in figures, words or any script) are read as that
 * person's, never as HomePact's. Pure: no I/O, no clock.
 *
 * The terms the form states (the parties, the dates, the price and each
 * payment) are written from the form and locked: an edit that touches those
 * sections is refused, so the signed text holds exactly one schedule, the
 * form's. Anything else may be added, and is shown as added.
 */
import { diffArrays } from 'diff';
import { parseContract } from './contract-text/model.ts';
import { fromEditable, headingWords, renumber, toEditable } from './contract-text/editable.ts';

export type OwnerChangeKind = 'added' | 'removed' | 'changed' | 'moved';

export interface OwnerChange {
  kind: OwnerChangeKind;
  /** The heading words of the section the change is in ("PRICE AND PAYMENT SCHEDULE"; "Opening" before the first). */
  section: string;
  /** The lines as the owner wrote them (empty for a removal). */
  added: string[];
  /** The lines HomePact wrote that are gone (empty for an addition). */
  removed: string[];
}

/** The sections written from the form's terms, which only the form changes. */
export const LOCKED_SECTIONS = ['PARTIES', 'TIMELINE', 'PRICE AND PAYMENT SCHEDULE'] as const;

const OPENING = 'Opening';

interface Unit {
  /** What is compared: the line with spacing collapsed and section numbers in references dropped (the editor renumbers them). */
  key: string;
  line: string;
  section: string;
}

const sectionRef = /\b(sections?)\s+\d+(?:\s*(?:,|and|or|through|to|-|–)\s*\d+)*/giu;
const keyOf = (line: string) => line.replace(/\s+/gu, ' ').trim().replace(sectionRef, '$1 #').toLowerCase();

function units(text: string): Unit[] {
  const out: Unit[] = [];
  for (const s of parseContract(text).sections) {
    const section = s.heading ? headingWords(s.heading).trim() : OPENING;
    if (s.heading) out.push({ key: `§ ${keyOf(section)}`, line: s.heading.trim(), section });
    for (const line of s.body.split('\n')) {
      if (line.trim() === '') continue;
      out.push({ key: keyOf(line), line: line.trim(), section });
    }
  }
  return out;
}

const sameKeys = (a: Unit[], b: Unit[]) => a.length === b.length && a.every((u, i) => u.key === b[i]!.key);

/**
 * The owner's changes to `generated` (the text HomePact wrote) that make
 * `signed` (the text the parties sign), in the order they appear.
 */
export function ownerChanges(generated: string, signed: string): OwnerChange[] {
  const before = units(generated);
  const after = units(signed);
  const parts = diffArrays(before, after, { comparator: (a, b) => a.key === b.key });

  // Consecutive removed/added runs form one change; unchanged runs separate them.
  const runs: Array<{ removed: Unit[]; added: Unit[] }> = [];
  let current: { removed: Unit[]; added: Unit[] } | null = null;
  for (const part of parts) {
    if (!part.added && !part.removed) {
      current = null;
      continue;
    }
    current ??= runs[runs.push({ removed: [], added: [] }) - 1]!;
    (part.added ? current.added : current.removed).push(...part.value);
  }

  // A run removed in one place and added unchanged in another is a move, said once.
  const moved = new Set<number>();
  runs.forEach((run, i) => {
    if (run.added.length > 0 || run.removed.length === 0) return;
    const j = runs.findIndex((other, k) => k !== i && !moved.has(k) && other.removed.length === 0 && sameKeys(other.added, run.removed));
    if (j >= 0) {
      moved.add(i);
      moved.add(j);
      run.added = runs[j]!.added;
      runs[j]!.added = [];
    }
  });

  return runs.flatMap((run, i): OwnerChange[] => {
    if (run.added.length === 0 && run.removed.length === 0) return [];
    const kind: OwnerChangeKind = moved.has(i)
      ? 'moved'
      : run.added.length === 0
        ? 'removed'
        : run.removed.length === 0
          ? 'added'
          : 'changed';
    return [
      {
        kind,
        section: (run.added[0] ?? run.removed[0])!.section,
        added: run.added.map((u) => u.line),
        removed: kind === 'moved' ? [] : run.removed.map((u) => u.line),
      },
    ];
  });
}

const locked = new Set<string>(LOCKED_SECTIONS);
const isLocked = (section: string) => locked.has(section.toUpperCase());

/** Whether a section (by its heading's words) is written from the form and locked in the editor. */
export const isLockedSection = (words: string): boolean => isLocked(words.trim());

/**
 * The changes that touch the locked terms (the parties, the timeline, the
 * price and payment schedule), which the form alone may change.
 */
export function lockedTermChanges(generated: string, signed: string): OwnerChange[] {
  const before = units(generated);
  const after = units(signed);
  const lockedLines = (list: Unit[]) =>
    list
      .filter((u) => isLocked(u.section))
      .map((u) => u.key)
      .join('\n');
  // Compared section by section, so moving a locked section as a whole is allowed; editing inside one is not.
  const changed = LOCKED_SECTIONS.filter((words) => {
    const pick = (list: Unit[]) => lockedLines(list.filter((u) => u.section.toUpperCase() === words));
    return pick(before) !== pick(after);
  });
  if (changed.length === 0) return [];
  return ownerChanges(generated, signed).filter((c) => changed.some((words) => c.section.toUpperCase() === words) || touchesLocked(c));
}

const touchesLocked = (c: OwnerChange) => c.added.concat(c.removed).some((line) => isLocked(headingWords(line).trim()));

/** "PRICE AND PAYMENT SCHEDULE" -> "Price and payment schedule". */
export const sectionLabel = (words: string) => (words === OPENING ? OPENING : words.charAt(0) + words.slice(1).toLowerCase());

/** The one sentence the owner is told when an edit touches the locked terms. */
export function lockedTermsMessage(changes: OwnerChange[]): string {
  const names = [...new Set(changes.map((c) => sectionLabel(c.section)))];
  return (
    `The ${names.join(', ').toLowerCase()} ${names.length === 1 ? 'section is' : 'sections are'} written from your answers, so the contract states one set of terms: ` +
    'change the parties, dates, price or payments in the wizard, and put your own words in a section of your own.'
  );
}

const NUMBER_WORDS =
  /\b(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|billion|grand|half|third|quarter|dollars?|cents?|bucks?|usd)\b/iu;

/**
 * Whether owner-written lines speak of money or any figure at all (digits in
 * any script, a currency sign, numbers in words). Deliberately broad: a
 * summary is then left out, which is safe, rather than read wrongly.
 */
export function mentionsFigures(lines: readonly string[]): boolean {
  return lines.some((raw) => {
    // A heading's own number ("10. ADDITIONAL TERMS") is the editor's, not a figure.
    const line = raw.normalize('NFKC').replace(/^\d{1,3}[.)]\s+/u, '');
    return /\p{Nd}|\p{No}|\p{Sc}/u.test(line) || NUMBER_WORDS.test(line);
  });
}

/** Whether any of the owner's changes states a figure (see `mentionsFigures`). */
export const changesMentionFigures = (changes: readonly OwnerChange[]): boolean =>
  changes.some((c) => c.kind !== 'moved' && mentionsFigures([...c.added, ...c.removed]));

/**
 * When the answers change after the text was written, the text is written
 * again: the sections the owner added to the old text are carried into the new
 * one (above the signatures, renumbered), and the owner is told how many other
 * changes (to HomePact's own wording) could not be carried and must be made
 * again.
 */
export function carryOwnerSections(
  oldGenerated: string,
  edited: string,
  newGenerated: string,
): { text: string; carried: string[]; notCarried: number } {
  const theirs = new Set(toEditable(oldGenerated).sections.map((s) => keyOf(headingWords(s.heading))));
  const added = toEditable(edited).sections.filter((s) => !theirs.has(keyOf(headingWords(s.heading))));
  const addedKeys = new Set(added.map((s) => keyOf(headingWords(s.heading))));
  const next = toEditable(newGenerated);
  const text = added.length > 0 ? fromEditable(renumber({ ...next, sections: [...next.sections, ...added] }).editable) : newGenerated;
  const notCarried = ownerChanges(oldGenerated, edited).filter(
    (c) => c.kind !== 'moved' && !(c.kind === 'added' && addedKeys.has(keyOf(c.section))),
  ).length;
  return { text, carried: added.map((s) => headingWords(s.heading).trim()), notCarried };
}
