import { findState } from '@homepact/proto';
import { lawFor, stateFieldsFor } from '@homepact/legal';
import { CheckboxField, TextField } from '../../../components/ui/fields';
import type { StepProps } from '../stepProps';

export function LicensingStep({ draft, update, errors }: StepProps) {
  // Asked only where the state's notices print them (Washington's NOTICE TO CUSTOMER).
  const state = findState(draft.homeownerState);
  const stateFields = stateFieldsFor(state?.code);
  const stateName = state ? (lawFor(state.code)?.name ?? state.name) : '';
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
        {stateFields.includes('bondAmount') && (
          <TextField
            name="bondAmount"
            label="Bond or deposit posted with the state"
            placeholder="$12,000"
            inputMode="decimal"
            hint={`${stateName} law prints the contractor's bond amount in the notice the customer signs.`}
            value={draft.bondAmount}
            onChange={(v) => update({ bondAmount: v })}
            error={errors.bondAmount}
          />
        )}
        {stateFields.includes('licenseExpiry') && (
          <TextField
            name="licenseExpiry"
            label="Registration expiry date"
            type="date"
            hint={`${stateName} law prints when the contractor's registration expires in the notice the customer signs.`}
            value={draft.licenseExpiry}
            onChange={(v) => update({ licenseExpiry: v })}
            error={errors.licenseExpiry}
          />
        )}
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
