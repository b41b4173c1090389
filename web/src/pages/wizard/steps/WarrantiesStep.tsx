import { CheckboxField, TextAreaField, TextField } from '../../../components/ui/fields';
import type { StepProps } from '../stepProps';

export function WarrantiesStep({ draft, update, errors }: StepProps) {
  return (
    <div className="stack-lg">
      <div className="form-grid">
        <TextField
          name="warrantyPeriod"
          label="Warranty period"
          placeholder="e.g. 1 year"
          value={draft.warrantyPeriod}
          onChange={(v) => update({ warrantyPeriod: v })}
          error={errors.warrantyPeriod}
        />
        <TextField
          name="liabilityLimit"
          label="Liability limit"
          placeholder="e.g. The contract price"
          value={draft.liabilityLimit}
          onChange={(v) => update({ liabilityLimit: v })}
          error={errors.liabilityLimit}
        />
      </div>
      <TextAreaField
        name="warrantyScope"
        label="What the warranty covers"
        rows={3}
        placeholder="e.g. Workmanship and installed parts; not damage from misuse"
        value={draft.warrantyScope}
        onChange={(v) => update({ warrantyScope: v })}
        error={errors.warrantyScope}
      />
      <CheckboxField
        name="indemnification"
        label="Mutual indemnification"
        hint="Each party covers the other for claims caused by its own negligence."
        checked={draft.indemnification}
        onChange={(v) => update({ indemnification: v })}
      />
    </div>
  );
}
