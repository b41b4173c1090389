import { useCallback, useEffect, useMemo, useState } from 'react';
import { findState } from '@homepact/proto';
import { useAuth } from '../../lib/auth';
import { claimPersonalDrafts, DRAFT_OWNER_KEY } from '../../lib/personalDrafts';
import { clearWizardStorage, saveContractId, saveDraft, type WizardDraft } from './draftStorage';
import { startWizard } from './quickSetupMerge';

/** Values a field shows until someone answers it: governing law is the homeowner's state. */
export function withDefaults(draft: WizardDraft): WizardDraft {
  if (draft.governingLaw !== undefined) return draft;
  const state = findState(draft.homeownerState)?.name;
  return state ? { ...draft, governingLaw: state } : draft;
}

export interface WizardDraftApi {
  /** The draft with defaults applied: what the steps show, validate and send. */
  draft: WizardDraft;
  contractId: string | null;
  update: (patch: Partial<WizardDraft>) => void;
  /** Replaces the whole draft (a contract loaded from the server). */
  replace: (draft: WizardDraft, contractId: string | null) => void;
  setContractId: (id: string | null) => void;
  /** Create New Contract: an empty draft and no contract id. */
  reset: () => void;
}

function readOwner(): string | null {
  try {
    return localStorage.getItem(DRAFT_OWNER_KEY);
  } catch {
    return null;
  }
}

/** The wizard's draft and contract id, saved to browser storage on every change. */
export function useWizardDraft(): WizardDraftApi {
  const [state, setState] = useState(() => ({ ...startWizard(), owner: readOwner() }));
  const userId = useAuth().user?.id;

  // Another user's draft is never shown (docs/decisions/0005-drafts-belong-to-one-person.md): once the signed-in user is known, a draft someone
  // else left on this browser is dropped, here (adjusted while rendering, before it shows) and in storage;
  // a signed-out visitor's draft becomes theirs.
  if (userId && state.owner !== userId) {
    setState(state.owner === null ? { ...state, owner: userId } : { draft: {}, contractId: null, owner: userId });
  }
  useEffect(() => {
    if (userId) claimPersonalDrafts(userId);
  }, [userId]);

  useEffect(() => saveDraft(state.draft), [state.draft]);
  useEffect(() => saveContractId(state.contractId), [state.contractId]);

  const update = useCallback((patch: Partial<WizardDraft>) => setState((s) => ({ ...s, draft: { ...s.draft, ...patch } })), []);
  const replace = useCallback((draft: WizardDraft, contractId: string | null) => setState((s) => ({ ...s, draft, contractId })), []);
  const setContractId = useCallback((contractId: string | null) => setState((s) => ({ ...s, contractId })), []);
  const reset = useCallback(() => {
    clearWizardStorage();
    setState((s) => ({ ...s, draft: {}, contractId: null }));
  }, []);

  const draft = useMemo(() => withDefaults(state.draft), [state.draft]);
  return { draft, contractId: state.contractId, update, replace, setContractId, reset };
}
