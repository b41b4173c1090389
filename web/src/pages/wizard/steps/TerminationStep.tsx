import { RadioField, TextField } from '../../../components/ui/fields';
import type { StepProps } from '../stepProps';

const DISPUTE_OPTIONS = [
  { value: 'mediation', label: 'Mediation', description: 'Mediation first, then litigation.' },
  { value: 'arbitration', label: 'Arbitration', description: 'Binding arbitration.' },
  { value: 'litigation', label: 'Litigation', description: 'Direct litigation in court.' },
] as const;

/** Governing law starts as the name of the homeowner's state (see withDefaults in useWizardDraft). */
export function TerminationStep({ draft, update, errors }: StepProps) {
  return (
    <div className="stack-lg">
      <div className="form-grid">
        <TextField
          name="terminationNotice"
          label="Termination notice period"
          required
          placeholder="e.g. 7 days written notice"
          value={draft.terminationNotice}
          onChange={(v) => update({ terminationNotice: v })}
          error={errors.terminationNotice}
        />
        <TextField
          name="governingLaw"
          label="Governing law"
          required
          placeholder="e.g. California"
          hint="The state whose law applies; the homeowner's state by default."
          value={draft.governingLaw}
          onChange={(v) => update({ governingLaw: v })}
          error={errors.governingLaw}
        />
      </div>
      <RadioField
        name="disputeResolution"
        label="Dispute resolution"
        required
        options={DISPUTE_OPTIONS}
        value={draft.disputeResolution}
        onChange={(v) => update({ disputeResolution: v as 'mediation' | 'arbitration' | 'litigation' })}
        error={errors.disputeResolution}
      />
    </div>
  );
}
