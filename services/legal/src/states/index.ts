import type { UsState } from '@homepact/proto';
import { california } from './california.ts';
import { florida } from './florida.ts';
import { genericStateRules } from './generic.ts';
import { illinois } from './illinois.ts';
import { newYork } from './new-york.ts';
import { texas } from './texas.ts';
import type { StateRules } from './types.ts';

const SPECIFIC: Readonly<Record<string, StateRules>> = { CA: california, TX: texas, FL: florida, NY: newYork, IL: illinois };

/** The codes of the states with home-improvement rules of their own in this library. */
export const STATES_WITH_SPECIFIC_RULES = Object.keys(SPECIFIC);

/** The rules for the property's state; undefined when the state is unknown. */
export function rulesFor(state: UsState | undefined): StateRules | undefined {
  if (!state) return undefined;
  return SPECIFIC[state.code] ?? genericStateRules(state);
}

export type { StateRules } from './types.ts';
export { CA_SOURCES, caDepositCapCents } from './california.ts';
export { TX_SOURCES } from './texas.ts';
export { FL_SOURCES } from './florida.ts';
export { NY_SOURCES } from './new-york.ts';
export { IL_SOURCES } from './illinois.ts';
