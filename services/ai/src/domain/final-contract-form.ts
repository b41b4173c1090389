import type { ContractDraft, GenerateFinalContractBody } from '@homepact/proto';

const text = (v: unknown): string | undefined => {
  if (typeof v !== 'string') return undefined;
  const t = v.trim();
  return t === '' ? undefined : t;
};

const SCHEDULES = ['upfront', 'milestone', 'completion'];

/**
 * The wizard sends the whole form as `allFormData` and repeats some of it in
 * top-level fields (the spec's payload). The form wins; the top-level fields
 * fill what the form lacks. Values are not coerced here: the clause library
 * reads every field defensively (a wrong type counts as missing).
 */
export function draftFromRequest(body: GenerateFinalContractBody): ContractDraft {
  const form: Record<string, unknown> = { ...body.allFormData };
  const fill = (key: keyof ContractDraft, value: string | undefined) => {
    if (value !== undefined && text(form[key]) === undefined) form[key] = value;
  };
  fill('serviceType', text(body.serviceType));
  fill('serviceDescription', text(body.jobDescription));
  fill('state', text(body.userState));
  fill('totalAmount', text(body.contractPriceOrCap) ?? text(body.budgetEstimate));
  fill('projectStartDate', text(body.startDate));
  fill('projectEndDate', text(body.completionDate));
  const milestones = text(body.paymentMilestones)?.toLowerCase();
  if (milestones && SCHEDULES.includes(milestones)) fill('paymentSchedule', milestones);
  return form;
}

/** The scope to put in the contract: the scope editor's, else the job description. */
export function scopeFromRequest(body: GenerateFinalContractBody, form: ContractDraft): string | undefined {
  return text(form.aiGeneratedScope) ?? text(body.jobDescription);
}

/** The request's own fields, as the prompt lists them. */
export function requestDetails(body: GenerateFinalContractBody): Record<string, string> {
  const out: Record<string, string> = {};
  const labels: Array<[keyof GenerateFinalContractBody, string]> = [
    ['serviceType', 'Service type'],
    ['userState', 'State'],
    ['propertyType', 'Property type'],
    ['budgetEstimate', 'Budget estimate'],
    ['priceType', 'Price type'],
    ['contractPriceOrCap', 'Contract price or cap'],
    ['startDate', 'Start date'],
    ['completionDate', 'Completion date'],
    ['paymentMilestones', 'Payment schedule'],
  ];
  for (const [key, label] of labels) {
    const v = text(body[key]);
    if (v) out[label] = v;
  }
  return out;
}
