import { depositCapCents, formatUsd, lawFor, parseMoneyToCents } from '@homepact/legal';
import { findState } from '@homepact/proto';
import { Button } from '../../../components/ui';
import { RadioField, TextAreaField, TextField } from '../../../components/ui/fields';
import type { StepProps } from '../stepProps';

const SCHEDULES = [
  { value: 'upfront', label: 'Upfront', description: 'The full price before work begins.' },
  { value: 'milestone', label: 'Milestones', description: 'Payments as stages of the work are finished.' },
  { value: 'completion', label: 'On completion', description: 'The full price when the work is done.' },
] as const;

const NEUTRAL_HINT = 'Some states limit the deposit taken before work begins; choose the homeowner’s state to see its rule.';

/** The terms the "maximum deposit" button writes; the legal library reads "$X deposit" from them. */
const maximumDepositTerms = (amount: string) => `${amount} deposit at signing; balance as scheduled`;

/** What the homeowner's state allows as a deposit, for the hint and the default. */
function depositGuidance(stateCode: string | undefined, totalAmount: string | undefined) {
  const state = findState(stateCode);
  if (!state) return { hint: NEUTRAL_HINT, maximum: undefined };
  const law = lawFor(state.code);
  // No record yet means the library does not know the state's rule: say that, not that there is none.
  if (!law)
    return {
      hint: `HomePact has no deposit rule on file for ${state.name} yet; check whether the state limits deposits.`,
      maximum: undefined,
    };
  const cap = law.depositCap;
  if (!cap) return { hint: `${state.name} sets no deposit limit; the contract schedules what you enter.`, maximum: undefined };
  const total = parseMoneyToCents(totalAmount);
  const capCents = total !== undefined && total > 0 ? depositCapCents(cap, total) : undefined;
  const rule = cap.rule.replace(/\.\s*$/, '');
  const forPrice = capCents !== undefined ? ` (${formatUsd(capCents)} for this price)` : '';
  return {
    hint: `${state.name} limits the deposit: ${rule}${forPrice}. Source: ${cap.source}.`,
    maximum: capCents !== undefined && capCents > 0 ? { state: state.name, amount: formatUsd(capCents) } : undefined,
  };
}

export function PaymentStep({ draft, update, errors }: StepProps) {
  const deposit = depositGuidance(draft.homeownerState, draft.totalAmount);
  const offerMaximum = deposit.maximum && !draft.paymentTerms?.trim() ? deposit.maximum : undefined;
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
        hint={deposit.hint}
        value={draft.paymentTerms}
        onChange={(v) => update({ paymentTerms: v })}
        error={errors.paymentTerms}
      />
      {offerMaximum && (
        <div>
          <Button variant="outline" size="sm" onClick={() => update({ paymentTerms: maximumDepositTerms(offerMaximum.amount) })}>
            Use the {offerMaximum.state} maximum deposit ({offerMaximum.amount})
          </Button>
        </div>
      )}
    </div>
  );
}
