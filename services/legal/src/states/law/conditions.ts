import type { ContractFacts } from '../../facts.ts';
import type { Condition } from './types.ts';

/**
 * Whether a rule's condition holds for a draft. A price not yet known counts
 * as over every threshold, and a sale whose place is not recorded as possibly
 * made at the home: those conditions switch on protections, and a missing
 * protection costs more than an extra one. Conditions that make the contract
 * state a fact about itself (it is secured by the home, the buyer is 65 or
 * older) hold only when the answer is yes, so the contract never asserts what
 * nobody said; an insurance claim is assumed for roofing work until answered.
 */
export function holds(condition: Condition | undefined, facts: ContractFacts): boolean {
  if (!condition) return true;
  const total = facts.totalCents;
  if (condition.overCents !== undefined && total !== undefined && !(total > condition.overCents)) return false;
  if (condition.atLeastCents !== undefined && total !== undefined && !(total >= condition.atLeastCents)) return false;
  if (condition.soldAtHome !== undefined && condition.soldAtHome !== facts.possiblySoldAtHome) return false;
  if (condition.senior !== undefined && condition.senior !== facts.buyerIsSenior) return false;
  if (condition.roofing !== undefined && condition.roofing !== facts.roofing) return false;
  if (condition.insuranceClaim !== undefined && condition.insuranceClaim !== insurancePays(facts)) return false;
  if (condition.securedByHome !== undefined && condition.securedByHome !== (facts.securedByHome === true)) return false;
  if (condition.arbitration !== undefined && condition.arbitration !== (facts.dispute === 'arbitration')) return false;
  return true;
}

/** Whether a condition's price thresholds hold for a price (an unknown price meets them all). */
export function priceHolds(condition: Pick<Condition, 'overCents' | 'atLeastCents'> | undefined, totalCents: number | undefined): boolean {
  if (!condition || totalCents === undefined) return true;
  if (condition.overCents !== undefined && !(totalCents > condition.overCents)) return false;
  if (condition.atLeastCents !== undefined && !(totalCents >= condition.atLeastCents)) return false;
  return true;
}

/** An insurance claim pays: as answered, else assumed for roofing work. */
export function insurancePays(facts: ContractFacts): boolean {
  return facts.insuranceClaim ?? facts.roofing;
}

/** Plain words for a condition ("over $2,000; sold at the home"), for the state page and the README table. */
export function describeCondition(condition: Condition | undefined): string {
  if (!condition) return 'always';
  const usd = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
  const parts: string[] = [];
  if (condition.overCents !== undefined) parts.push(`over ${usd(condition.overCents)}`);
  if (condition.atLeastCents !== undefined) parts.push(`${usd(condition.atLeastCents)} or more`);
  if (condition.soldAtHome !== undefined) parts.push(condition.soldAtHome ? 'sold at the home' : 'not sold at the home');
  if (condition.senior !== undefined) parts.push(condition.senior ? 'buyer 65 or older' : 'buyer under 65');
  if (condition.roofing !== undefined) parts.push(condition.roofing ? 'roofing work' : 'not roofing work');
  if (condition.insuranceClaim !== undefined) parts.push(condition.insuranceClaim ? 'paid by an insurance claim' : 'not paid by insurance');
  if (condition.securedByHome !== undefined) parts.push(condition.securedByHome ? 'secured by the home' : 'not secured by the home');
  if (condition.arbitration !== undefined) parts.push(condition.arbitration ? 'with an arbitration clause' : 'without arbitration');
  return parts.length ? parts.join('; ') : 'always';
}
