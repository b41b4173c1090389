import { optionalLine } from '../text.ts';
import type { SectionBuilder } from './context.ts';
import { SectionWriter } from './context.ts';

const RESPONSIBILITY = {
  provider: 'The Provider is responsible for clean-up during and after the work.',
  client: 'The Homeowner is responsible for clean-up; the Provider will leave the work area safe at the end of each working day.',
  shared: 'The Provider and the Homeowner share clean-up: the Provider clears what its work produces, and the Homeowner the rest.',
} as const;

export const cleanup: SectionBuilder = (ctx) => {
  const form = ctx.facts.form;
  const who = form.cleanupResponsibility;
  const lines = [
    form.debrisRemoval === true && 'The Provider will remove all construction debris from the property and dispose of it lawfully.',
    form.dailyCleanup === true && 'The work area will be left broom-clean at the end of each working day.',
    optionalLine('Clean-up notes', form.cleanupNotes),
  ];
  const agreed = who === 'provider' || who === 'client' || who === 'shared';
  // Nothing answered: one plain sentence, not "Clean-up responsibility: N/A".
  const writer = new SectionWriter('CLEAN-UP').add(
    agreed ? RESPONSIBILITY[who] : !lines.some(Boolean) && 'No clean-up arrangements were chosen for this contract.',
  );
  writer.lines(...lines);
  return writer.stateClauses(ctx, 'cleanup').done();
};
