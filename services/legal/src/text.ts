/** Small helpers for contract wording. */
import { text } from './facts.ts';

/** The spec's default for any missing value. */
export const NOT_AVAILABLE = 'N/A';

/**
 * For what a contract must state (the parties, the dates, the license number
 * the law wants on it): the answer, or N/A so a missing one shows.
 */
export function orNA(value: unknown): string {
  return text(value) ?? NOT_AVAILABLE;
}

/**
 * For an optional answer ("Special tools", "Bonded", "Access requirements"):
 * "Label: answer", or no line at all when it was left empty (or is N/A). A
 * contract states what was agreed; a list of "N/A" lines is filler.
 */
export function optionalLine(label: string, value: unknown): string | undefined {
  const answer = text(value);
  return answer && answer !== NOT_AVAILABLE ? `${label}: ${answer}` : undefined;
}

export function withSource(paragraph: string, source: string): string {
  return `${paragraph}\n(Source: ${source})`;
}

/** "three" for 3; cancellation notices spell the number out. */
export function numberWord(n: number): string {
  return ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'][n] ?? String(n);
}

export function ordinalWord(n: number): string {
  return ['zeroth', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'][n] ?? `${n}th`;
}

/** A signature line, long enough to sign on paper. */
export const SIGNATURE_LINE = '______________________________';
export const SHORT_LINE = '________________';
