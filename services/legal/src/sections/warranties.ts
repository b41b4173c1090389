import { text } from '../facts.ts';
import { optionalLine } from '../text.ts';
import type { SectionBuilder } from './context.ts';
import { SectionWriter } from './context.ts';
import { amountOrText } from './licensing.ts';

export const warranties: SectionBuilder = (ctx) => {
  const form = ctx.facts.form;
  const period = text(form.warrantyPeriod);
  const limit = text(form.liabilityLimit);
  const writer = new SectionWriter('WARRANTIES AND LIABILITY').lines(
    optionalLine('Warranty period', period),
    optionalLine('Warranty scope', form.warrantyScope),
    optionalLine('Limit of liability', limit && amountOrText(limit)),
    optionalLine('Mutual indemnification', form.indemnification === true ? 'Yes' : form.indemnification === false ? 'No' : undefined),
  );
  writer.add(
    `The Provider warrants that the work will be done in a good and workmanlike manner${period ? ` and will be free from defects in workmanship for ${period} after completion` : ''}. ` +
      'The Provider will correct covered defects at no charge after written notice from the Homeowner. The warranty does not cover damage caused by misuse, neglect, normal wear, or work by others, and it is in addition to any warranty the law provides.',
  );
  if (limit) {
    writer.add(
      `Except for personal injury, damage to property caused by negligence or wilful misconduct, and where the law does not allow a limit, each party's liability under this contract is limited to ${amountOrText(limit)}.`,
    );
  }
  if (form.indemnification === true) {
    writer.add(
      "Each party will indemnify and hold harmless the other against claims, losses and expenses, including reasonable attorney's fees, caused by its own negligence or its breach of this contract.",
    );
  }
  return writer.stateClauses(ctx, 'warranties').done();
};
