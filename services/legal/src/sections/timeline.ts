import { formatDateText } from '../dates.ts';
import { text } from '../facts.ts';
import { NOT_AVAILABLE } from '../text.ts';
import type { SectionBuilder } from './context.ts';
import { SectionWriter } from './context.ts';

function dateOrNA(value: unknown): string {
  const typed = text(value);
  return typed ? formatDateText(typed) : NOT_AVAILABLE;
}

export const timeline: SectionBuilder = (ctx) => {
  const form = ctx.facts.form;
  return new SectionWriter('TIMELINE')
    .lines(`Start date: ${dateOrNA(form.projectStartDate)}`, `Completion date: ${dateOrNA(form.projectEndDate)}`)
    .add(
      `The Provider will begin the work on the start date and substantially complete it by the completion date. The completion date changes only by a written change order signed by both parties or for the delays described in Section ${ctx.numberOf('schedule')}.`,
    )
    .stateClauses(ctx, 'timeline')
    .done();
};
