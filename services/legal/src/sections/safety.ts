import { optionalLine } from '../text.ts';
import type { SectionBuilder } from './context.ts';
import { SectionWriter } from './context.ts';

function commitment(value: unknown, yes: string, no: string): string | undefined {
  return value === true ? yes : value === false ? no : undefined;
}

export const safety: SectionBuilder = (ctx) => {
  const form = ctx.facts.form;
  const answered = [form.oshaCompliance, form.buildingCodes, form.permits, form.safetyEquipment].some((v) => typeof v === 'boolean');
  return new SectionWriter('SAFETY, CODES AND PERMITS')
    .lines(
      optionalLine(
        'OSHA standards',
        commitment(
          form.oshaCompliance,
          'The Provider will follow Occupational Safety and Health Administration (OSHA) standards on the job site.',
          'Not selected',
        ),
      ),
      optionalLine(
        'Building codes',
        commitment(form.buildingCodes, 'All work will meet the building codes in force where the property is located.', 'Not selected'),
      ),
      optionalLine(
        'Permits',
        commitment(
          form.permits,
          'The Provider will obtain every permit and inspection the work requires, include their cost in the price, and give the Homeowner copies.',
          'Not selected',
        ),
      ),
      optionalLine(
        'Safety equipment',
        commitment(form.safetyEquipment, "The Provider's workers will use proper safety equipment at all times.", 'Not selected'),
      ),
    )
    .add(
      !answered && 'No safety, code or permit choices were made for this contract.',
      `${answered ? 'Whatever is selected above, the' : 'The'} Provider will do the work safely and lawfully. If the work turns out to need a permit or inspection that has not been obtained, the Provider will tell the Homeowner before doing that part of the work, and any added cost will be agreed in a signed change order.`,
    )
    .stateClauses(ctx, 'safety')
    .done();
};
