import { toast } from '../../lib/toast';

/** The page of a contract that has left the wizard (sent, signed or executed). */
export const contractPage = (id: string) => `/preview/${encodeURIComponent(id)}`;

/**
 * A contract that is no longer a draft is never edited, saved or sent from
 * the wizard: it says so and names where the contract is now. The caller
 * detaches the wizard (reset) and goes to contractPage.
 */
export function toastNoLongerDraft(kind: 'open' | 'save' | 'send'): void {
  const what = {
    open: 'It has been sent for signature, so it can no longer be edited here. Here it is.',
    save: 'It has been sent for signature, so your changes were not saved. Here it is; start a new contract to change the terms.',
    send: 'It had already been sent for signature, so nothing was sent again. Here it is.',
  }[kind];
  toast({ title: 'Contract Already Sent', description: what, variant: 'destructive' });
}
