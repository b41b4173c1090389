/**
 * The home page's quick setup (key quick-setup-data, possibly with the scope
 * editor's aiGeneratedScope) is merged into the wizard draft once and removed.
 */
import { z } from 'zod';
import { findState } from '@homepact/proto';
import { QUICK_SETUP_KEY } from '../marketing/QuickSetupForm';
import { loadContractId, loadDraft, saveContractId, saveDraft, type WizardDraft } from './draftStorage';

const QuickSetupSchema = z.object({
  contractDetails: z.string(),
  persona: z.string(),
  selectedState: z.string(),
  aiGeneratedScope: z.string().optional(),
});
export type QuickSetup = z.infer<typeof QuickSetupSchema>;

/** Reads the quick-setup data; unreadable data counts as none. Does not remove it. */
export function readQuickSetup(storage: Storage = localStorage): QuickSetup | undefined {
  const raw = storage.getItem(QUICK_SETUP_KEY);
  if (raw === null) return undefined;
  try {
    const parsed = QuickSetupSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

const MAX_SERVICE_TYPE = 60;

/**
 * A short service type from a free-text job description: its first clause
 * ("Replace the kitchen faucet and fix a leaking shower valve" gives
 * "Replace the kitchen faucet"), at most 60 characters, capitalised.
 */
export function deriveServiceType(details: string): string {
  const whole = details.trim().replace(/\s+/g, ' ');
  const first = whole.split(/[.;:!?](?:\s|$)|,\s|\s+(?:and|then|plus|&)\s+|\s+[-–—]\s+|\(/i)[0]?.trim() || whole;
  let short = first;
  if (short.length > MAX_SERVICE_TYPE) {
    short = short.slice(0, MAX_SERVICE_TYPE).replace(/\s+\S*$/, '') || short.slice(0, MAX_SERVICE_TYPE);
  }
  return short.charAt(0).toUpperCase() + short.slice(1);
}

/**
 * The draft with the quick setup applied. It describes a new job, so the
 * previous job's generated text and saved-contract markers are dropped.
 */
export function mergeQuickSetup(draft: WizardDraft, quick: QuickSetup): WizardDraft {
  const { finalContract: _f, editedContractContent: _e, savedFormKey: _k, savedText: _t, pdfGeneratedFor: _p, ...rest } = draft;
  const details = quick.contractDetails.trim();
  const state = findState(quick.selectedState);
  const scope = quick.aiGeneratedScope?.trim();
  const merged: WizardDraft = {
    ...rest,
    contractorPersona: quick.persona,
    state: quick.selectedState,
  };
  if (details) {
    merged.serviceType = deriveServiceType(details);
    merged.projectDescription = details;
    merged.serviceDescription = details;
  }
  if (state) {
    merged.homeownerState = state.code;
    merged.governingLaw = state.name;
  }
  if (scope) merged.aiGeneratedScope = scope;
  else delete merged.aiGeneratedScope;
  return merged;
}

export interface WizardStart {
  draft: WizardDraft;
  contractId: string | null;
}

/**
 * The wizard's starting state: the saved draft, or, when the home page's
 * quick setup (or the scope editor after it) has just started a new
 * contract, a clean draft with the quick setup applied: nothing of the
 * previous contract (its parties, licence, address or terms) carries over,
 * and no contract id, so the first save creates the new contract. The quick
 * setup is removed once read. Safe to call twice (React's strict mode does):
 * the second call finds the merged draft and no quick setup.
 */
export function startWizard(storage: Storage = localStorage): WizardStart {
  const hadQuickSetup = storage.getItem(QUICK_SETUP_KEY) !== null;
  const quick = readQuickSetup(storage);
  if (hadQuickSetup) storage.removeItem(QUICK_SETUP_KEY);
  if (!quick) return { draft: loadDraft(storage), contractId: loadContractId(storage) };
  const merged = mergeQuickSetup({}, quick);
  saveDraft(merged, storage);
  saveContractId(null, storage);
  return { draft: merged, contractId: null };
}
