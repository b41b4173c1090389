import { RadioField, TextAreaField, TextField } from '../fields';
import type { StepProps } from '../stepProps';

const SCHEDULES = [
  { value: 'upfront', label: 'Upfront', description: 'The full price before work begins.' },
  { value: 'milestone', label: 'Milestones', description: 'Payments as stages of the work are finished.' },
  { value: 'completion', label: 'On completion', description: 'The full price when the work is done.' },
] as const;

export function PaymentStep({ draft, update, errors }: StepProps) {
  return (
    <div className="stack-lg">
      <div className="form-grid">
        <TextField
          name="projectStartDate"
          label="Start date"
          type="date"
          required
          value={draft.projectStartDate}
          onChange={(v) => update({ projectStartDate: v })}
          error={errors.projectStartDate}
        />
        <TextField
          name="projectEndDate"
          label="End date"
          type="date"
          required
          value={draft.projectEndDate}
          onChange={(v) => update({ projectEndDate: v })}
          error={errors.projectEndDate}
        />
        <TextField
          name="totalAmount"
          label="Total amount (USD)"
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          required
          placeholder="4500.00"
          value={draft.totalAmount}
          onChange={(v) => update({ totalAmount: v })}
          error={errors.totalAmount}
        />
      </div>
      <RadioField
        name="paymentSchedule"
        label="Payment schedule"
        required
        options={SCHEDULES}
        value={draft.paymentSchedule}
        onChange={(v) => update({ paymentSchedule: v as 'upfront' | 'milestone' | 'completion' })}
        error={errors.paymentSchedule}
      />
      <TextAreaField
        name="paymentTerms"
        label="Payment terms"
        required
        rows={3}
        placeholder="e.g. $450 deposit at signing, balance due within 7 days of completion"
        hint="Deposits are limited in some states: in California, $1,000 or 10% of the price, whichever is less."
        value={draft.paymentTerms}
        onChange={(v) => update({ paymentTerms: v })}
        error={errors.paymentTerms}
      />
    </div>
  );
}
