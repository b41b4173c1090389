import { useId, type FormEvent, type ReactNode } from 'react';
import { PartyBodySchema, US_STATES, type Party, type PartyBody } from '@homepact/proto';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { Select } from '../../components/ui/Select';
import { Switch } from '../../components/ui/Switch';
import { useForm } from '../../lib/useForm';
import { FormActions, type EditFormProps } from './EditDialog';

/** Every PartyBody field as the form holds it: text as typed, switches as booleans. */
export type PartyDraft = { [K in keyof PartyBody]-?: NonNullable<PartyBody[K]> extends boolean ? boolean : string };
type PartyField = keyof PartyDraft;

export function partyDraft(p?: Party): PartyDraft {
  return {
    partyType: p?.partyType ?? '',
    firstName: p?.firstName ?? '',
    lastName: p?.lastName ?? '',
    email: p?.email ?? '',
    phone: p?.phone ?? '',
    address: p?.address ?? '',
    state: p?.state ?? '',
    companyName: p?.companyName ?? '',
    licenseNumber: p?.licenseNumber ?? '',
    hasInsurance: p?.hasInsurance ?? false,
    insuranceAmount: p?.insuranceAmount ?? '',
    insuranceDetails: p?.insuranceDetails ?? '',
    hasBonding: p?.hasBonding ?? false,
    bondingAmount: p?.bondingAmount ?? '',
    businessType: p?.businessType ?? '',
    taxId: p?.taxId ?? '',
    notes: p?.notes ?? '',
    status: p?.status ?? 'active',
    verified: p?.verified ?? false,
  };
}

/** The draft checked with the server's own schema; amounts only count while their switch is on. */
export function checkParty(d: PartyDraft) {
  return PartyBodySchema.safeParse({
    ...d,
    partyType: d.partyType || undefined,
    insuranceAmount: d.hasInsurance ? d.insuranceAmount : null,
    insuranceDetails: d.hasInsurance ? d.insuranceDetails : null,
    bondingAmount: d.hasBonding ? d.bondingAmount : null,
  });
}

const TYPE_OPTIONS = [
  { value: 'homeowner', label: 'Homeowner' },
  { value: 'service_provider', label: 'Service Provider' },
];
const STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];
const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.code, label: s.name }));

/** Create or edit a party (development panel), grouped: who, how to reach them, business, insurance and bonding, notes. */
export function PartyForm({ initial, saving, serverError, onSubmit, onCancel }: EditFormProps<Party, PartyBody>) {
  const { draft, errors, set, submit } = useForm(() => partyDraft(initial), checkParty);
  const ids = useId();

  function handleSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const body = submit(e.currentTarget);
    if (body) onSubmit(body);
  }

  const text = (field: PartyField, label: string, extra: { type?: string; autoComplete?: string; hint?: string; span?: boolean } = {}) => (
    <div className={extra.span ? 'span-2' : undefined}>
      <Field label={label} error={errors[field]} {...(extra.hint ? { hint: extra.hint } : {})}>
        {(control) => (
          <Input
            {...control}
            name={field}
            type={extra.type ?? 'text'}
            autoComplete={extra.autoComplete ?? 'off'}
            value={draft[field] as string}
            onChange={(e) => set(field, e.target.value)}
          />
        )}
      </Field>
    </div>
  );

  const toggle = (field: 'hasInsurance' | 'hasBonding' | 'verified', label: string) => (
    <div className="adm-switch-row">
      <Switch id={`${ids}-${field}`} checked={draft[field]} onCheckedChange={(v) => set(field, v)} />
      <Label htmlFor={`${ids}-${field}`}>{label}</Label>
    </div>
  );

  return (
    <form className="adm-form adm-party-form" onSubmit={handleSubmit} noValidate>
      <Group legend="Party">
        <Field label="Party type" error={errors.partyType}>
          {(control) => (
            <Select
              {...control}
              name="partyType"
              options={TYPE_OPTIONS}
              placeholder="Select a type"
              value={draft.partyType}
              onChange={(e) => set('partyType', e.target.value)}
            />
          )}
        </Field>
        <Field label="Status" error={errors.status}>
          {(control) => (
            <Select
              {...control}
              name="status"
              options={STATUS_OPTIONS}
              value={draft.status}
              onChange={(e) => set('status', e.target.value)}
            />
          )}
        </Field>
        <div className="span-2">{toggle('verified', 'Verified (identity and license checked)')}</div>
      </Group>

      <Group legend="Contact">
        {text('firstName', 'First name', { autoComplete: 'off' })}
        {text('lastName', 'Last name')}
        {text('email', 'E-mail', { type: 'email' })}
        {text('phone', 'Phone', { type: 'tel', hint: 'At least 10 characters' })}
      </Group>

      <Group legend="Address">
        {text('address', 'Street address', { span: true })}
        <Field label="State" error={errors.state}>
          {(control) => (
            <Select
              {...control}
              name="state"
              options={STATE_OPTIONS}
              placeholder="Select a state"
              value={draft.state}
              onChange={(e) => set('state', e.target.value)}
            />
          )}
        </Field>
      </Group>

      <Group legend="Business">
        {text('companyName', 'Company (optional)')}
        {text('businessType', 'Business type (optional)', { hint: 'e.g. Plumbing, Electrical' })}
        {text('licenseNumber', 'License number (optional)')}
        {text('taxId', 'Tax ID (optional)')}
      </Group>

      <Group legend="Insurance and bonding">
        <div className="span-2">{toggle('hasInsurance', 'Has liability insurance')}</div>
        {draft.hasInsurance ? (
          <>
            {text('insuranceAmount', 'Insurance amount (optional)', { hint: 'In dollars, e.g. 1000000' })}
            {text('insuranceDetails', 'Insurance details (optional)', { hint: 'Carrier, policy number' })}
          </>
        ) : null}
        <div className="span-2">{toggle('hasBonding', 'Bonded')}</div>
        {draft.hasBonding ? text('bondingAmount', 'Bond amount (optional)', { hint: 'In dollars, e.g. 25000' }) : null}
      </Group>

      <Group legend="Notes">
        <div className="span-2">
          <Field label="Notes (optional)" error={errors.notes}>
            {(control) => (
              <textarea
                {...control}
                name="notes"
                className="input adm-textarea"
                rows={3}
                value={draft.notes}
                onChange={(e) => set('notes', e.target.value)}
              />
            )}
          </Field>
        </div>
      </Group>

      <FormActions saving={saving} serverError={serverError} onCancel={onCancel} submitLabel={initial ? 'Save Changes' : 'Create Party'} />
    </form>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="fieldset adm-fieldset">
      <legend className="fieldset-legend adm-legend">{legend}</legend>
      <div className="form-grid">{children}</div>
    </fieldset>
  );
}
