import { text } from '../facts.ts';
import { optionalLine } from '../text.ts';
import type { SectionBuilder } from './context.ts';
import { SectionWriter } from './context.ts';

const WHO = { client: 'the Homeowner', provider: 'the Provider' } as const;

function who(value: unknown): string | undefined {
  return value === 'client' || value === 'provider' ? WHO[value] : undefined;
}

/** "10" reads as a percentage; anything else is shown as typed. */
function markup(value: unknown): string | undefined {
  const typed = text(value);
  if (!typed) return undefined;
  return /^\d{1,3}(\.\d{1,2})?$/.test(typed) ? `${typed}%` : typed;
}

export const materials: SectionBuilder = (ctx) => {
  const form = ctx.facts.form;
  // Only what was answered: an empty answer leaves its line out (no "Special tools: N/A").
  const writer = new SectionWriter('MATERIALS AND TOOLS').lines(
    optionalLine('Materials provided by', who(form.materialsProvidedBy)),
    optionalLine(
      'Markup on materials the Provider buys',
      form.materialsProvidedBy === 'provider' ? markup(form.materialsMarkup) : undefined,
    ),
    optionalLine('Tools and equipment provided by', who(form.toolsProvidedBy)),
    optionalLine('Special tools', form.specialTools),
    optionalLine('Responsibility for equipment', form.equipmentResponsibility),
  );
  if (!text(form.specialTools)) writer.add('No special tools are required.');
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
