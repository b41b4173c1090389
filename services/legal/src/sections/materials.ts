import { text } from '../facts.ts';
import { NOT_AVAILABLE, orNA } from '../text.ts';
import type { SectionBuilder } from './context.ts';
import { SectionWriter } from './context.ts';

const WHO = { client: 'the Homeowner', provider: 'the Provider' } as const;

function who(value: unknown): string {
  return value === 'client' || value === 'provider' ? WHO[value] : NOT_AVAILABLE;
}

/** "10" reads as a percentage; anything else is shown as typed. */
function markup(value: unknown): string {
  const typed = text(value);
  if (!typed) return NOT_AVAILABLE;
  return /^\d{1,3}(\.\d{1,2})?$/.test(typed) ? `${typed}%` : typed;
}

export const materials: SectionBuilder = (ctx) => {
  const form = ctx.facts.form;
  const writer = new SectionWriter('MATERIALS AND TOOLS').lines(
    `Materials provided by: ${who(form.materialsProvidedBy)}`,
    `Markup on materials the Provider buys: ${form.materialsProvidedBy === 'provider' ? markup(form.materialsMarkup) : NOT_AVAILABLE}`,
    `Tools and equipment provided by: ${who(form.toolsProvidedBy)}`,
    `Special tools: ${orNA(form.specialTools)}`,
    `Responsibility for equipment: ${orNA(form.equipmentResponsibility)}`,
  );
  writer.add(
    form.materialsQualityStandards === true
      ? "All materials will be new, of good quality, and will meet the manufacturer's specifications and the building codes that apply."
      : 'Materials will be of the kind and quality described in the scope of work.',
  );
  if (form.materialsProvidedBy === 'client') {
    writer.add(
      'The Homeowner will have the materials at the property before the work that needs them is scheduled; delays caused by late materials extend the completion date.',
    );
  }
  return writer.stateClauses(ctx, 'materials').done();
};
