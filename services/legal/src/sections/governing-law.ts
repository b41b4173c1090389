import { text } from '../facts.ts';
import type { SectionBuilder } from './context.ts';
import { SectionWriter } from './context.ts';

/**
 * Home-improvement protections belong to the state where the property is; a
 * different state typed in the governing-law field cannot take them away, so
 * the property's state governs and the check step flags the mismatch.
 */
export const governingLaw: SectionBuilder = (ctx) => {
  const { state, governingLawState, form } = ctx.facts;
  const writer = new SectionWriter('GOVERNING LAW');
  if (state) {
    writer.add(
      `This contract is governed by the laws of the State of ${state.name}, where the property is located. Any court proceeding, and any mediation or arbitration, about this contract will take place in the county in ${state.name} where the property is located.`,
    );
    if (governingLawState && governingLawState.code !== state.code) {
      writer.add(
        `The parties named ${governingLawState.name} as the governing law, but because the work is done on property in ${state.name}, the laws of ${state.name} govern this contract and its consumer protections apply.`,
      );
    }
  } else {
    const typed = text(form.governingLaw);
    writer.add(
      typed
        ? `This contract is governed by the laws of ${typed}. Any court proceeding about it will take place in the county where the property is located.`
        : 'This contract is governed by the laws of the state where the property is located, and any court proceeding about it will take place in the county where the property is located.',
    );
  }
  writer.add(
    'If any part of this contract is found unenforceable, the rest remains in effect. This contract, with its notices and any signed change orders, is the whole agreement between the parties.',
  );
  return writer.stateClauses(ctx, 'governing-law').done();
};
