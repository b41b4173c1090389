/**
 * The 45 states without rules of their own here: governing law and venue
 * follow the property's state (handled by the governing-law section) and the
 * contract names the licensing authority when we know it.
 */
import type { UsState } from '@homepact/proto';
import { text } from '../facts.ts';
import { licensingAuthority, licensingSentence } from './licensing-boards.ts';
import type { StateRules } from './types.ts';

export function genericStateRules(state: UsState): StateRules {
  const authority = licensingAuthority(state.code);
  return {
    code: state.code,
    name: state.name,
    licensing: licensingSentence(state.code, state.name),
    clauses: () => [],
    notices: () => [],
    checks: ({ facts }) =>
      authority && !text(facts.form.providerLicense)
        ? [
            {
              id: 'license-missing',
              severity: 'info',
              message: `The ${authority} licenses or registers contractors in ${state.name}. Add the provider's license or registration number if one applies to this work.`,
              source: `${state.name} contractor licensing law`,
              field: 'providerLicense',
            },
          ]
        : [],
  };
}
