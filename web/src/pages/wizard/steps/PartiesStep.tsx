import { questionsFor, type StateQuestion } from '@homepact/legal';
import { findState, US_STATES } from '@homepact/proto';
import { CheckboxField, SelectField, TextAreaField, TextField, YesNoField } from '../../../components/ui/fields';
import type { StepProps } from '../stepProps';

const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.code, label: s.name }));

/** Every answer a state may ask for (questionsFor), so a state change can clear the ones it no longer asks. */
const STATE_QUESTION_FIELDS: ReadonlyArray<StateQuestion['field']> = [
  'buyerIsSenior',
  'insuranceClaim',
  'securedByHome',
  'declaredDisaster',
];

const questionsOf = (state: string | undefined) => questionsFor(findState(state)?.code);

export function PartiesStep({ draft, update, errors }: StepProps) {
  const questions = questionsOf(draft.homeownerState);

  const changeState = (code: string) => {
    // Governing law follows the homeowner's state until someone types another one.
    const previous = findState(draft.homeownerState)?.name;
    const followsState = draft.governingLaw === undefined || draft.governingLaw === previous;
    // An answer the new state does not ask for is dropped, so a hidden answer never changes the contract.
    const asked = new Set(questionsOf(code).map((q) => q.field));
    const dropped = STATE_QUESTION_FIELDS.filter((f) => !asked.has(f) && draft[f] !== undefined);
    update({
      homeownerState: code,
      ...(followsState ? { governingLaw: findState(code)?.name } : {}),
      ...Object.fromEntries(dropped.map((f) => [f, undefined])),
    });
  };

  return (
    <>
      <fieldset className="fieldset wz-fieldset">
        <legend className="fieldset-legend wz-legend">Homeowner (client)</legend>
        <div className="form-grid">
          <TextField
            name="homeownerFirstName"
            label="First name"
            required
            autoComplete="off"
            value={draft.homeownerFirstName}
            onChange={(v) => update({ homeownerFirstName: v })}
            error={errors.homeownerFirstName}
          />
          <TextField
            name="homeownerLastName"
            label="Last name"
            required
            autoComplete="off"
            value={draft.homeownerLastName}
            onChange={(v) => update({ homeownerLastName: v })}
            error={errors.homeownerLastName}
          />
          <TextField
            name="homeownerAddress"
            label="Property address"
            required
            className="span-2"
            placeholder="123 Main St, Springfield"
            value={draft.homeownerAddress}
            onChange={(v) => update({ homeownerAddress: v })}
            error={errors.homeownerAddress}
          />
          <TextField
            name="homeownerPhone"
            label="Phone"
            type="tel"
            inputMode="tel"
            required
            placeholder="(555) 123-4567"
            value={draft.homeownerPhone}
            onChange={(v) => update({ homeownerPhone: v })}
            error={errors.homeownerPhone}
          />
          <TextField
            name="homeownerEmail"
            label="Email"
            type="email"
            inputMode="email"
            required
            placeholder="homeowner@example.com"
            value={draft.homeownerEmail}
            onChange={(v) => update({ homeownerEmail: v })}
            error={errors.homeownerEmail}
          />
          <SelectField
            name="homeownerState"
            label="State"
            required
            options={STATE_OPTIONS}
            placeholder="Choose a state"
            value={draft.homeownerState}
            onChange={changeState}
            error={errors.homeownerState}
          />
        </div>
      </fieldset>

      <fieldset className="fieldset wz-fieldset">
        <legend className="fieldset-legend wz-legend">Service provider</legend>
        <div className="form-grid">
          <TextField
            name="providerName"
            label="Provider name"
            required
            value={draft.providerName}
            onChange={(v) => update({ providerName: v })}
            error={errors.providerName}
          />
          <TextField
            name="providerBusinessName"
            label="Business name (optional)"
            value={draft.providerBusinessName}
            onChange={(v) => update({ providerBusinessName: v })}
            error={errors.providerBusinessName}
          />
          <TextField
            name="providerEmail"
            label="Email"
            type="email"
            inputMode="email"
            required
            placeholder="provider@example.com"
            value={draft.providerEmail}
            onChange={(v) => update({ providerEmail: v })}
            error={errors.providerEmail}
          />
          <TextField
            name="providerPhone"
            label="Phone"
            type="tel"
            inputMode="tel"
            required
            placeholder="(555) 987-6543"
            value={draft.providerPhone}
            onChange={(v) => update({ providerPhone: v })}
            error={errors.providerPhone}
          />
          <TextField
            name="providerAddress"
            label="Business address (optional)"
            value={draft.providerAddress}
            onChange={(v) => update({ providerAddress: v })}
            error={errors.providerAddress}
          />
          <TextField
            name="providerLicense"
            label="License number (optional)"
            value={draft.providerLicense}
            onChange={(v) => update({ providerLicense: v })}
            error={errors.providerLicense}
          />
          <CheckboxField
            name="hasInsurance"
            label="Provider is insured"
            checked={draft.hasInsurance}
            onChange={(v) => update({ hasInsurance: v })}
          />
          <CheckboxField
            name="hasBonding"
            label="Provider is bonded"
            checked={draft.hasBonding}
            onChange={(v) => update({ hasBonding: v })}
          />
          <TextAreaField
            name="insuranceDetails"
            label="Insurance details (optional)"
            className="span-2"
            rows={2}
            placeholder="Insurer, policy number, coverage"
            value={draft.insuranceDetails}
            onChange={(v) => update({ insuranceDetails: v })}
            error={errors.insuranceDetails}
          />
        </div>
      </fieldset>

      <fieldset className="fieldset wz-fieldset">
        <legend className="fieldset-legend wz-legend">The service</legend>
        <div className="stack">
          <TextField
            name="serviceType"
            label="Service type"
            required
            placeholder="e.g. Bathroom plumbing repair"
            value={draft.serviceType}
            onChange={(v) => update({ serviceType: v })}
            error={errors.serviceType}
          />
          <TextAreaField
            name="serviceDescription"
            label="Service description"
            required
            rows={5}
            hint="At least 10 characters: what will be done, where, and what is not included."
            value={draft.serviceDescription}
            onChange={(v) => update({ serviceDescription: v })}
            error={errors.serviceDescription}
          />
        </div>
      </fieldset>

      <fieldset className="fieldset wz-fieldset">
        <legend className="fieldset-legend wz-legend">About the sale</legend>
        <div className="stack">
          <YesNoField
            name="soldAtHome"
            label="Was this contract negotiated at the homeowner's property?"
            hint="If yes, or if you are not sure, the contract includes the federal 3-day right to cancel (FTC Cooling-Off Rule). Answer no only if the deal was made at the provider's place of business."
            value={draft.soldAtHome}
            onChange={(v) => update({ soldAtHome: v })}
            error={errors.soldAtHome}
          />
          {questions.map((q) => (
            <YesNoField
              key={q.field}
              name={q.field}
              label={q.label}
              hint={q.reason}
              value={draft[q.field]}
              onChange={(v) => update({ [q.field]: v })}
              error={errors[q.field]}
            />
          ))}
        </div>
      </fieldset>
    </>
  );
}
