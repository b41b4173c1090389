/**
 * @homepact/legal/testing: what other packages' tests may use from this one. Read them through this entry,
 * never by a path into services/legal/test.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The states of the real contracts below. */
export const CONTRACT_FIXTURE_STATES = ['CA', 'TX', 'FL', 'NY', 'IL'] as const;
export type ContractFixtureState = (typeof CONTRACT_FIXTURE_STATES)[number];

/**
 * A real contract of a state, exactly as services/ai's built-in writer returns it: the clause library's
 * text around a written scope of work, sold at the home, so the FTC Notice of Cancellation is in
 * (contract-text/generate-fixtures.ts writes them; the golden tests in contract-text/ read them).
 */
export function realContractText(state: ContractFixtureState): string {
  // A path, not `new URL(…, import.meta.url)`: Vite rewrites that pattern into a served asset URL in the web tests.
  return readFileSync(path.join(import.meta.dirname, 'contract-text/fixtures', `${state}.txt`), 'utf8');
}

const RLO = '\u202E';
const PDF = '\u202C';
const LRI = '\u2066';
const PDI = '\u2069';

/**
 * Contract text as an attacker would store it (docs/security.md, what is signed): bidi overrides that make
 * "Price: $95,000.00" display as something else where they are honoured, a BEL, a bare CR, a
 * decomposed é, RLM, NUL, a line separator and a BOM. Every place that shows contract text (web,
 * stored HTML, PDF, e-mail) must read it as TRICKY_TEXT_LINES and show none of FORBIDDEN_TEXT.
 */
export const TRICKY_TEXT = `PRICE AND PAYMENT\r\nPrice: ${RLO}00.000,59$${PDF} due ${LRI}upfront${PDI}\u0007\rCafe\u0301 \u200Fterms\u0000 apply\u2028Last line\uFEFF`;
export const TRICKY_TEXT_LINES = ['PRICE AND PAYMENT', 'Price: 00.000,59$ due upfront', 'Café terms apply', 'Last line'];
/** A one-line value (a name, a service type) with a right-to-left override in it. */
export const reversed = (text: string) => `${RLO}${text}`;
// eslint-disable-next-line no-control-regex
export const FORBIDDEN_TEXT = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF\u2028\u2029]/;
