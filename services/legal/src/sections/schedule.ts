import { text } from '../facts.ts';
import { optionalLine } from '../text.ts';
import type { SectionBuilder } from './context.ts';
import { SectionWriter } from './context.ts';

export const DEFAULT_WORK_HOURS = 'Standard business hours';

function weather(value: unknown): string | undefined {
  if (value === true) {
    return 'Weather delays: the completion date is extended by the days lost to weather that makes the work unsafe or would harm its quality. The Provider will tell the Homeowner of each such delay promptly.';
  }
  if (value === false)
    return 'Weather delays: weather does not extend the completion date unless the parties agree in a signed change order.';
  return undefined;
}

export const schedule: SectionBuilder = (ctx) => {
  const form = ctx.facts.form;
  return new SectionWriter('SCHEDULE AND ACCESS')
    .lines(
      `Work hours: ${text(form.workHours) ?? DEFAULT_WORK_HOURS}`,
      weather(form.weatherDelays),
      optionalLine('Access requirements', form.accessRequirements),
    )
    .add(
      "The Homeowner will give the Provider reasonable access to the work area during the work hours. Delays caused by lack of access, by changes the Homeowner orders, or by events beyond either party's control extend the completion date by the time lost.",
    )
    .stateClauses(ctx, 'schedule')
    .done();
};
