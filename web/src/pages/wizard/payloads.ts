/** The request bodies the wizard sends, built from the draft. Pure. */
import { parseContract, renderContractBodyHtml } from '@homepact/legal';
import {
  CreateContractBodySchema,
  GenerationRecordSchema,
  type CreateContractBody,
  type GenerateFinalContractBody,
  type GenerationRecord,
} from '@homepact/proto';
import { FORM_FIELDS, type FormField, type WizardDraft } from './draftStorage';

type FormValues = Partial<Record<FormField, string | boolean>>;

/** The draft's form fields only (no generated text or markers), without blank text. */
export function formValues(draft: WizardDraft): FormValues {
  const out: FormValues = {};
  for (const key of FORM_FIELDS) {
    const value = (draft as Record<string, unknown>)[key];
    if (typeof value === 'boolean') out[key] = value;
    else if (typeof value === 'string' && value.trim() !== '') out[key] = value;
  }
  return out;
}

/** A stable fingerprint of the form, to tell whether it changed since the contract was saved. */
export function formSnapshot(draft: WizardDraft): string {
  const values = formValues(draft);
  return JSON.stringify(
    Object.keys(values)
      .sort()
      .map((k) => [k, values[k as FormField]]),
  );
}

const str = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** Properties are homes; the wizard does not ask, so the request says so. */
export const PROPERTY_TYPE = 'residential';
/** The total is a fixed price (the wizard has no cost-plus or not-to-exceed option). */
export const PRICE_TYPE = 'fixed';

/** POST /api/generate-final-contract (docs/product/wizard-signing-preview-login-admin.md#7-calls). */
export function finalContractPayload(draft: WizardDraft): GenerateFinalContractBody {
  const total = str(draft.totalAmount);
  const body: GenerateFinalContractBody = {
    serviceType: str(draft.serviceType),
    jobDescription: str(draft.serviceDescription) ?? str(draft.aiGeneratedScope),
    userState: str(draft.homeownerState) ?? str(draft.state),
    propertyType: PROPERTY_TYPE,
    budgetEstimate: total,
    priceType: PRICE_TYPE,
    contractPriceOrCap: total,
    startDate: str(draft.projectStartDate),
    completionDate: str(draft.projectEndDate),
    paymentMilestones: str(draft.paymentSchedule),
    allFormData: formValues(draft),
  };
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as GenerateFinalContractBody;
}

/** The contract text as HTML: @homepact/legal's one rendering (the PDF's body), every character escaped. */
export function contractHtml(text: string): string {
  return `<article class="contract">\n${renderContractBodyHtml(parseContract(text))}\n</article>`;
}

export type CreateBodyResult = { ok: true; body: CreateContractBody } | { ok: false; message: string; field: string | undefined };

/**
 * POST /api/contracts: the form plus the texts, checked against the server's
 * strict schema first, so only its keys are sent and a missing detail is
 * named before the round trip. `text` is what the parties will sign: HomePact's
 * text goes as finalContract with its seal, and the owner's edited text, when
 * it differs, as editedContractContent, so the server can show signers exactly
 * what the owner changed.
 */
export function createContractBody(draft: WizardDraft, text: string): CreateBodyResult {
  const generated = draft.finalContract?.trim() ? draft.finalContract : undefined;
  const texts =
    generated === undefined
      ? { finalContract: text }
      : {
          finalContract: generated,
          ...(draft.generatedSeal ? { generatedSeal: draft.generatedSeal } : {}),
          ...generationOf(draft),
          ...(text.trim() !== generated.trim() ? { editedContractContent: text } : {}),
        };
  const parsed = CreateContractBodySchema.safeParse({ ...formValues(draft), ...texts, htmlContent: contractHtml(text) });
  if (parsed.success) return { ok: true, body: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, message: issue?.message ?? 'Some contract details are missing.', field: issue?.path[0]?.toString() };
}

/** The ai service's record of what wrote each section, with its seal, when the draft holds both (the server checks the seal). */
function generationOf(draft: WizardDraft): { generation?: GenerationRecord; generationSeal?: string } {
  if (!draft.generationRecord || !draft.generationSeal) return {};
  try {
    const parsed = GenerationRecordSchema.safeParse(JSON.parse(draft.generationRecord));
    return parsed.success ? { generation: parsed.data, generationSeal: draft.generationSeal } : {};
  } catch {
    return {};
  }
}
