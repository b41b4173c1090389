import { text } from '../facts.ts';
import { NOT_AVAILABLE, orNA } from '../text.ts';
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
  const writer = new SectionWriter('CLEAN-UP').add(
    who === 'provider' || who === 'client' || who === 'shared' ? RESPONSIBILITY[who] : `Clean-up responsibility: ${NOT_AVAILABLE}`,
  );
  writer.lines(
    form.debrisRemoval === true && 'The Provider will remove all construction debris from the property and dispose of it lawfully.',
    form.dailyCleanup === true && 'The work area will be left broom-clean at the end of each working day.',
    text(form.cleanupNotes) ? `Clean-up notes: ${text(form.cleanupNotes)}` : `Clean-up notes: ${orNA(undefined)}`,
  );
  return writer.stateClauses(ctx, 'cleanup').done();
};
