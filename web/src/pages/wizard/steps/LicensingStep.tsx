import { CheckboxField, TextField } from '../fields';
import type { StepProps } from '../stepProps';

export function LicensingStep({ draft, update, errors }: StepProps) {
  return (
    <div className="stack-lg">
      <div className="form-grid">
        <TextField
          name="providerLicense"
          label="Provider license number"
          placeholder="e.g. CSLB 1234567"
          value={draft.providerLicense}
          onChange={(v) => update({ providerLicense: v })}
          error={errors.providerLicense}
        />
        <TextField
          name="insuranceAmount"
          label="Insurance coverage amount"
          placeholder="$1,000,000"
          inputMode="decimal"
          value={draft.insuranceAmount}
          onChange={(v) => update({ insuranceAmount: v })}
          error={errors.insuranceAmount}
        />
      </div>
      <fieldset className="fieldset wz-fieldset wz-checks">
        <legend className="fieldset-legend wz-legend">The provider</legend>
        <CheckboxField
          name="licenseVerified"
          label="Is licensed for this work"
          hint="Holds the license or registration the state requires for this kind of work."
          checked={draft.licenseVerified}
          onChange={(v) => update({ licenseVerified: v })}
        />
        <CheckboxField
          name="hasInsurance"
          label="Carries liability insurance"
          checked={draft.hasInsurance}
          onChange={(v) => update({ hasInsurance: v })}
        />
        <CheckboxField name="hasBonding" label="Is bonded" checked={draft.hasBonding} onChange={(v) => update({ hasBonding: v })} />
      </fieldset>
    </div>
  );
}
