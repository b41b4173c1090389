import { text } from '../facts.ts';
import { optionalLine, orNA } from '../text.ts';
import type { SectionBuilder } from './context.ts';
import { SectionWriter } from './context.ts';

export const DEFAULT_SERVICE_TYPE = 'General Home Services';

export const scope: SectionBuilder = (ctx) => {
  const form = ctx.facts.form;
  const description = text(form.serviceDescription);
  const summary = text(form.projectDescription);
  return new SectionWriter('SCOPE OF WORK')
    .lines(
      `Service type: ${text(form.serviceType) ?? DEFAULT_SERVICE_TYPE}`,
      optionalLine('Work location', form.homeownerAddress),
      `Description of the work: ${description ?? orNA(undefined)}`,
      summary && summary !== description && `Project summary: ${summary}`,
    )
    .add(ctx.scope && `Detailed scope of work:\n${ctx.scope}`)
    .add(
      'The Provider will perform the work described above, supplying the labor and, as set out in the materials section, the materials it needs. Work not described here is not included unless the parties add it by a written change order signed by both of them, stating the change in price and schedule.',
    )
    .stateClauses(ctx, 'scope')
    .done();
};
