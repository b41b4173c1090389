/**
 * @homepact/legal/testing: what other packages' tests may use from this one. Read them through this entry,
 * never by a path into services/legal/test.
 */
import { readFileSync } from 'node:fs';

/** The states of the real contracts below. */
export const CONTRACT_FIXTURE_STATES = ['CA', 'TX', 'FL', 'NY', 'IL'] as const;
export type ContractFixtureState = (typeof CONTRACT_FIXTURE_STATES)[number];

/**
 * A real contract of a state, exactly as services/ai's built-in writer returns it: the clause library's
 * text around a written scope of work, sold at the home, so the FTC Notice of Cancellation is in
 * (contract-text/generate-fixtures.ts writes them; the golden tests in contract-text/ read them).
 */
export function realContractText(state: ContractFixtureState): string {
  return readFileSync(new URL(`./contract-text/fixtures/${state}.txt`, import.meta.url), 'utf8');
}
