/**
 * The wizard's draft in browser storage (docs/product/wizard-signing-preview-login-admin.md#3-entities-and-their-fields, "Browser-stored draft"):
 * the form and the contract id under separate keys. Storage is user-editable,
 * so a saved draft is checked on the way in and discarded when it does not fit.
 */
import { z } from 'zod';
import { ContractFormSchema, type ContractDraft, type ContractForm } from '@homepact/proto';
import { CONTRACT_ID_KEY, DRAFT_KEY } from '../../lib/personalDrafts';

// The keys live with the other personal drafts, cleared on Log out and on a change of user (docs/decisions/0005-drafts-belong-to-one-person.md).
export { CONTRACT_ID_KEY, DRAFT_KEY } from '../../lib/personalDrafts';

/** What the wizard keeps besides the form itself. */
export interface WizardExtras {
  /** The contract text as Generate AI Contract wrote it (HomePact's words; edits go to editedContractContent). */
  finalContract?: string;
  /** The ai service's seal on finalContract, sent back on save so the server knows HomePact wrote it. */
  generatedSeal?: string;
  /** What wrote each section of finalContract (the ai service's record, as JSON) and its seal, sent back on save for the evidence record. */
  generationRecord?: string;
  generationSeal?: string;
  /** The form as it was when finalContract was written (see formSnapshot): a different form means the text is stale. */
  generatedFormKey?: string;
  /** The text after the owner's edits (Review or the Edit step); wins over finalContract when set. */
  editedContractContent?: string;
  /** The form as it was when saved to the server contract (see formSnapshot). */
  savedFormKey?: string;
  /** The text the server contract holds. */
  savedText?: string;
  /**
   * A contract already sent for signature. The wizard now lets go of a contract
   * once sent (the draft and id are cleared), so only an older browser draft
   * holds it; the wizard then shows that contract as sent, read-only.
   */
  pdfGeneratedFor?: string;
}

export type WizardDraft = ContractDraft & WizardExtras;

export type FormField = keyof ContractForm;
export const FORM_FIELDS = Object.keys(ContractFormSchema.shape) as FormField[];

const BOOLEAN_FIELDS = new Set<FormField>([
  'hasInsurance',
  'hasBonding',
  'licenseVerified',
  'materialsQualityStandards',
  'oshaCompliance',
  'buildingCodes',
  'permits',
  'safetyEquipment',
  'debrisRemoval',
  'dailyCleanup',
  'weatherDelays',
  'indemnification',
  'buyerIsSenior',
  'soldAtHome',
  'insuranceClaim',
  'securedByHome',
  'declaredDisaster',
]);

const EXTRA_FIELDS = [
  'finalContract',
  'generatedSeal',
  'generationRecord',
  'generationSeal',
  'generatedFormKey',
  'editedContractContent',
  'savedFormKey',
  'savedText',
  'pdfGeneratedFor',
] as const;

/** Every known field must have the right type; unknown keys are dropped. */
const StoredDraftSchema = z.object({
  ...Object.fromEntries(FORM_FIELDS.map((f) => [f, BOOLEAN_FIELDS.has(f) ? z.boolean().optional() : z.string().optional()])),
  ...Object.fromEntries(EXTRA_FIELDS.map((f) => [f, z.string().optional()])),
});

/** A draft from untrusted data (storage, a server record), or undefined when it does not fit. */
export function parseDraft(value: unknown): WizardDraft | undefined {
  const parsed = StoredDraftSchema.safeParse(value);
  if (!parsed.success) return undefined;
  return Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined));
}

export function loadDraft(storage: Storage = localStorage): WizardDraft {
  const raw = storage.getItem(DRAFT_KEY);
  if (raw === null) return {};
  let draft: WizardDraft | undefined;
  try {
    draft = parseDraft(JSON.parse(raw));
  } catch {
    draft = undefined;
  }
  if (!draft) storage.removeItem(DRAFT_KEY);
  return draft ?? {};
}

export function saveDraft(draft: WizardDraft, storage: Storage = localStorage): void {
  try {
    storage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the wizard keeps working from memory.
  }
}

export function loadContractId(storage: Storage = localStorage): string | null {
  const raw = storage.getItem(CONTRACT_ID_KEY)?.trim();
  return raw ? raw : null;
}

export function saveContractId(id: string | null, storage: Storage = localStorage): void {
  try {
    if (id) storage.setItem(CONTRACT_ID_KEY, id);
    else storage.removeItem(CONTRACT_ID_KEY);
  } catch {
    // As above.
  }
}

/** Forgets the draft and the contract id (Create New Contract). */
export function clearWizardStorage(storage: Storage = localStorage): void {
  storage.removeItem(DRAFT_KEY);
  storage.removeItem(CONTRACT_ID_KEY);
}

/** The contract text the later steps work on. */
export function contractText(draft: WizardDraft): string {
  return draft.editedContractContent ?? draft.finalContract ?? '';
}
