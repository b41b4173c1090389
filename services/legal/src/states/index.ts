import type { UsState } from '@homepact/proto';
import { california } from './california.ts';
import { florida } from './florida.ts';
import { rulesFromLaw, withLaw } from './from-law.ts';
import { genericStateRules } from './generic.ts';
import { illinois } from './illinois.ts';
import { JURISDICTIONS } from './law/jurisdictions/index.ts';
import { newYork } from './new-york.ts';
import { texas } from './texas.ts';
import type { StateRules } from './types.ts';

/** States whose rules are written by hand; their law records add to them. */
const HAND_WRITTEN: Readonly<Record<string, StateRules>> = { CA: california, TX: texas, FL: florida, NY: newYork, IL: illinois };

/** The codes of the states with home-improvement rules of their own in this library. */
export const STATES_WITH_SPECIFIC_RULES = Object.keys(JURISDICTIONS);

const RULES = new Map<string, StateRules>(
  Object.values(JURISDICTIONS).map((law) => {
    const hand = Object.hasOwn(HAND_WRITTEN, law.code) ? HAND_WRITTEN[law.code] : undefined;
    return [law.code, hand ? withLaw(hand, law) : rulesFromLaw(law)];
  }),
);

/** The rules for the property's state; undefined when the state is unknown. */
export function rulesFor(state: UsState | undefined): StateRules | undefined {
  if (!state) return undefined;
  return RULES.get(state.code) ?? genericStateRules(state);
}

export type { StateRules } from './types.ts';
export { CA_SOURCES, caDepositCapCents } from './california.ts';
export { TX_SOURCES } from './texas.ts';
export { FL_SOURCES } from './florida.ts';
export { NY_SOURCES } from './new-york.ts';
export { IL_SOURCES } from './illinois.ts';
