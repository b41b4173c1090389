import { CheckboxField, RadioField, TextAreaField } from '../../../components/ui/fields';
import type { StepProps } from '../stepProps';

const WHO_CLEANS = [
  { value: 'provider', label: 'Service provider' },
  { value: 'client', label: 'Homeowner (client)' },
  { value: 'shared', label: 'Shared' },
] as const;

export function CleanupStep({ draft, update, errors }: StepProps) {
  return (
    <div className="stack-lg">
      <RadioField
        name="cleanupResponsibility"
        label="Who is responsible for clean-up?"
        options={WHO_CLEANS}
        value={draft.cleanupResponsibility}
        onChange={(v) => update({ cleanupResponsibility: v as 'provider' | 'client' | 'shared' })}
        error={errors.cleanupResponsibility}
      />
      <fieldset className="fieldset wz-fieldset wz-checks">
        <legend className="fieldset-legend wz-legend">Clean-up includes</legend>
        <CheckboxField
          name="debrisRemoval"
          label="Removal of debris and old materials"
          checked={draft.debrisRemoval}
          onChange={(v) => update({ debrisRemoval: v })}
        />
        <CheckboxField
          name="dailyCleanup"
          label="Daily clean-up of the work area"
          checked={draft.dailyCleanup}
          onChange={(v) => update({ dailyCleanup: v })}
        />
      </fieldset>
      <TextAreaField
        name="cleanupNotes"
        label="Clean-up notes"
        rows={3}
        placeholder="e.g. Old fixtures go to the recycling center; dumpster in the driveway"
        value={draft.cleanupNotes}
        onChange={(v) => update({ cleanupNotes: v })}
        error={errors.cleanupNotes}
      />
    </div>
  );
}
