/** Small helpers for contract wording. */
import { text } from './facts.ts';

/** The spec's default for any missing value. */
export const NOT_AVAILABLE = 'N/A';

export function orNA(value: unknown): string {
  return text(value) ?? NOT_AVAILABLE;
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
