import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { contractQuery } from '../../api/contracts';
import { errorStatus, errorText } from '../../api/errors';
import { toast } from '../../lib/toast';
import { contractPage, toastNoLongerDraft } from './sentContract';
import { redirectToSignIn } from './browser';
import { recordToDraft } from './contractRecord';
import type { WizardDraftApi } from './useWizardDraft';

/**
 * /contract/review?contractId={id} (Continue Editing on the preview page):
 * loads that contract into the draft unless it is already the one being
 * edited, then drops the parameter from the address. A contract that is no
 * longer a draft is not loaded: the wizard says so and goes to its page.
 * True while loading.
 */
export function useContractLoader(contractId: string | null, wizard: Pick<WizardDraftApi, 'contractId' | 'replace'>): boolean {
  const navigate = useNavigate();
  const location = useLocation();
  const needed = Boolean(contractId) && contractId !== wizard.contractId;
  const query = useQuery({
    ...contractQuery(contractId ?? ''),
    enabled: needed,
    // Always the server's current text, never a copy cached earlier in the session.
    gcTime: 0,
  });
  const { replace } = wizard;

  useEffect(() => {
    if (!contractId) return;
    const dropParam = () => void navigate(location.pathname, { replace: true, state: location.state });
    if (!needed) {
      dropParam();
    } else if (query.data && query.data.status !== 'draft') {
      // Sent, signed or executed: never edited, saved or sent again from the wizard; its own page shows it.
      toastNoLongerDraft('open');
      void navigate(contractPage(query.data.id), { replace: true });
    } else if (query.data) {
      replace(recordToDraft(query.data), query.data.id);
      dropParam();
    } else if (query.error) {
      if (errorStatus(query.error) === 401) {
        toast({
          title: 'Please Sign In',
          description: 'You need to sign in to edit this contract. Redirecting to login...',
        });
        redirectToSignIn(`${location.pathname}${location.search}`, (path) => void navigate(path));
        return;
      }
      toast({
        title: errorStatus(query.error) === 404 ? 'Contract Not Found' : 'Error',
        description: errorText(query.error, 'Failed to load the contract.'),
        variant: 'destructive',
      });
      dropParam();
    }
  }, [contractId, needed, query.data, query.error, replace, navigate, location.pathname, location.search, location.state]);

  return needed && !query.error;
}
