import { CheckboxField, RadioField, TextField } from '../../../components/ui/fields';
import type { StepProps } from '../stepProps';

const WHO_PROVIDES = [
  { value: 'provider', label: 'Service provider', description: 'The provider buys the materials and may add a markup.' },
  { value: 'client', label: 'Homeowner (client)', description: 'The homeowner has the materials on site before the work.' },
] as const;

export function MaterialsStep({ draft, update, errors }: StepProps) {
  return (
    <div className="stack-lg">
      <RadioField
        name="materialsProvidedBy"
        label="Who provides the materials?"
        options={WHO_PROVIDES}
        value={draft.materialsProvidedBy}
        onChange={(v) => update({ materialsProvidedBy: v as 'client' | 'provider' })}
        error={errors.materialsProvidedBy}
      />
      <TextField
        name="materialsMarkup"
        label="Material markup (%)"
        type="number"
        inputMode="decimal"
        min="0"
        step="0.01"
        placeholder="10"
        hint="The percentage the provider adds to the cost of materials it buys."
        className="wz-narrow-field"
        value={draft.materialsMarkup}
        onChange={(v) => update({ materialsMarkup: v })}
        error={errors.materialsMarkup}
      />
      <fieldset className="fieldset wz-fieldset wz-checks">
        <legend className="fieldset-legend wz-legend">Tools and quality</legend>
        <CheckboxField
          name="toolsProvidedBy"
          label="Provider supplies all tools and equipment"
          checked={draft.toolsProvidedBy === undefined ? undefined : draft.toolsProvidedBy === 'provider'}
          onChange={(v) => update({ toolsProvidedBy: v ? 'provider' : 'client' })}
        />
        <CheckboxField
          name="materialsQualityStandards"
          label="Materials meet quality standards"
          hint="New, of good quality, to the manufacturer's specifications and the building codes that apply."
          checked={draft.materialsQualityStandards}
          onChange={(v) => update({ materialsQualityStandards: v })}
        />
      </fieldset>
    </div>
  );
}
