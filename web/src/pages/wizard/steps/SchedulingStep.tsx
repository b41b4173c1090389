import { CheckboxField, TextAreaField, TextField } from '../../../components/ui/fields';
import type { StepProps } from '../stepProps';

export function SchedulingStep({ draft, update, errors }: StepProps) {
  return (
    <div className="stack-lg">
      <TextField
        name="workHours"
        label="Work hours"
        placeholder="e.g. Monday-Friday, 8 AM - 5 PM"
        hint="Left blank, the contract says standard business hours."
        value={draft.workHours}
        onChange={(v) => update({ workHours: v })}
        error={errors.workHours}
      />
      <CheckboxField
        name="weatherDelays"
        label="Weather delays extend the schedule"
        hint="Days lost to bad weather move the completion date without penalty."
        checked={draft.weatherDelays}
        onChange={(v) => update({ weatherDelays: v })}
      />
      <TextAreaField
        name="accessRequirements"
        label="Access requirements"
        rows={3}
        placeholder="e.g. Side gate code, pets kept inside, parking on the street"
        value={draft.accessRequirements}
        onChange={(v) => update({ accessRequirements: v })}
        error={errors.accessRequirements}
      />
    </div>
  );
}
