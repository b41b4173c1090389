import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContractSummary, SignerRole } from '@homepact/proto';
import {
  contractKeys,
  deleteContract,
  generateContract,
  resendInvitations,
  setSigningDeadline,
  withdrawContract,
} from '../../api/contracts';
import { errorStatus, errorText, retryHint } from '../../api/errors';
import { termsMismatchOf } from '../wizard/steps/GenerateStep';
import type { GenerateProblem } from './GenerateProblemDialog';
import { contractPdfUrl, downloadFallbackName, fetchPdf, filenameFromDisposition, saveFile } from '../../lib/pdfDownload';
import { isUnauthorized } from '../../lib/sessionExpiry';
import { toast } from '../../lib/toast';

type Row = Pick<ContractSummary, 'id' | 'serviceType'>;

/**
 * The dashboard's row actions, with the spec's toasts (docs/product/public-site-accounts-dashboard.md#8-error-catalogue).
 * A 401 is the query client's (the session is gone: it says so and goes to sign in), so these say nothing more.
 */
export function useContractActions() {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: contractKeys.all });

  // Why the last Generate was refused, with the way forward (docs/decisions/0010-after-the-invitation.md); null when none.
  const [problem, setProblem] = useState<GenerateProblem | null>(null);

  // View & Download of a draft: the PDF is generated, and invitations go out with it.
  // `confirm`: the owner confirmed a text whose terms differ from the form (as on the wizard's Generate step).
  const generate = useMutation({
    mutationFn: async ({ c, confirm }: { c: Row; confirm?: boolean }) => {
      const pdf = await generateContract(c.id, { termsMismatch: confirm });
      return { ...pdf, filename: filenameFromDisposition(pdf.disposition) ?? `contract-${c.id}.pdf` };
    },
    onSuccess: (file) => {
      setProblem(null);
      saveFile(file.blob, file.filename);
      if (file.emailsSent) {
        toast({ title: 'PDF Generated Successfully', description: 'Contract downloaded and email invites sent to both parties.' });
      } else {
        toast({
          title: 'Emails Not Sent',
          description: 'Contract downloaded. Email sending failed - please try resending.',
          variant: 'destructive',
        });
      }
    },
    onError: (error, { c }) => {
      if (isUnauthorized(error)) return;
      const status = errorStatus(error) ?? 0;
      // A 5xx (or no answer) says nothing a person can act on: the spec's sentence.
      const reason = status > 0 && status < 500 ? errorText(error) : undefined;
      // The text says something else than the form: show what, and let the owner fix it in the wizard or confirm.
      const terms = termsMismatchOf(error);
      if (terms)
        return setProblem({ contractId: c.id, serviceType: c.serviceType, differences: terms.differences, message: terms.message });
      // Another refusal of this draft (its dates, its state): the reason, and the draft in the wizard to fix it.
      if (reason && status >= 400 && status < 500 && status !== 429)
        return setProblem({ contractId: c.id, serviceType: c.serviceType, differences: null, message: reason });
      // A limit or an outage: the reason and when to try again.
      toast({
        title: status === 429 ? 'Not Sent: Limit Reached' : 'Error',
        description: [reason ?? 'Failed to generate PDF', retryHint(error)].filter(Boolean).join(' '),
        variant: 'destructive',
      });
    },
    onSettled: reload,
  });

  const download = useMutation({
    mutationFn: (c: Row) => fetchPdf('GET', contractPdfUrl(c.id), downloadFallbackName(c.serviceType)),
    onSuccess: (file) => {
      saveFile(file.blob, file.filename);
      toast({ title: 'PDF Downloaded', description: `Saved as ${file.filename}.` });
    },
    onError: () => toast({ title: 'Download Error', description: 'Failed to download PDF. Please try again.', variant: 'destructive' }),
  });

  // Resend to the parties picked in its dialog (docs/decisions/0010-after-the-invitation.md).
  const resend = useMutation({
    // 'queued' (202): the invitations are queued, but nobody confirmed they went out yet.
    mutationFn: ({ c, roles }: { c: Row; roles: SignerRole[] }) => resendInvitations(c.id, roles),
    onSuccess: (outcome, { roles }) => {
      const who = roles.length === 2 ? 'both parties' : roles[0] === 'homeowner' ? 'the homeowner' : 'the service provider';
      if (outcome === 'sent') {
        toast({ title: 'Emails Sent', description: `A new signing link was sent to ${who}. Their older links no longer work.` });
      } else {
        toast({
          title: 'Emails Queued',
          description: `The new link for ${who} is queued but not confirmed yet. It should arrive within a few minutes; if not, try resending.`,
        });
      }
    },
    onError: (error) => {
      if (isUnauthorized(error)) return;
      toast({
        title: errorStatus(error) === 429 ? 'Not Sent: Limit Reached' : 'Error',
        description: errorText(error, 'Failed to send email invites. Please try again.', { retry: true }),
        variant: 'destructive',
      });
    },
    onSettled: reload,
  });

  // Withdraw (docs/decisions/0011-signing-deadlines-on-one-scheduler.md): void a contract waiting for signatures, with the reason the parties are told.
  const withdraw = useMutation({
    mutationFn: ({ c, reason }: { c: Row; reason: string }) => withdrawContract(c.id, reason),
    onSuccess: (_res, { c }) =>
      toast({ title: 'Contract Withdrawn', description: `${c.serviceType} can no longer be signed. Both parties are being told why.` }),
    onError: (error) => {
      if (isUnauthorized(error)) return;
      toast({
        title: 'Error',
        description: errorText(error, 'Failed to withdraw the contract. Please try again.'),
        variant: 'destructive',
      });
    },
    onSettled: reload,
  });

  // New deadline (docs/decisions/0011-signing-deadlines-on-one-scheduler.md): an expired contract reopens and its unsigned parties get fresh links.
  const extend = useMutation({
    mutationFn: ({ c, days }: { c: Row; days: number }) => setSigningDeadline(c.id, days),
    onSuccess: (_res, { c, days }) =>
      toast({ title: 'Deadline Set', description: `${c.serviceType} can be signed for ${days} more day${days === 1 ? '' : 's'}.` }),
    onError: (error) => {
      if (isUnauthorized(error)) return;
      toast({
        title: errorStatus(error) === 429 ? 'Not Sent: Limit Reached' : 'Error',
        description: errorText(error, 'Failed to set the deadline. Please try again.', { retry: true }),
        variant: 'destructive',
      });
    },
    onSettled: reload,
  });

  const remove = useMutation({
    mutationFn: (c: Row) => deleteContract(c.id),
    onSuccess: () => toast({ title: 'Contract Deleted', description: 'Draft contract has been permanently deleted.' }),
    onError: (error) => {
      if (isUnauthorized(error)) return;
      toast({ title: 'Error', description: 'Failed to delete contract. Please try again.', variant: 'destructive' });
    },
    onSettled: reload,
  });

  const busy =
    [download, remove].find((m) => m.isPending)?.variables?.id ??
    (generate.variables?.c.id && generate.isPending ? generate.variables.c.id : undefined) ??
    (resend.isPending ? resend.variables?.c.id : undefined) ??
    (withdraw.isPending ? withdraw.variables?.c.id : undefined) ??
    (extend.isPending ? extend.variables?.c.id : undefined);
  return {
    generate: (c: Row, confirm = false) => generate.mutate({ c, confirm }),
    download: download.mutate,
    resend: (c: Row, roles: SignerRole[]) => resend.mutate({ c, roles }),
    remove: remove.mutate,
    withdraw: (c: Row, reason: string) => withdraw.mutate({ c, reason }),
    extend: (c: Row, days: number) => extend.mutate({ c, days }),
    /** Why the last Generate was refused, and closing it. */
    problem,
    clearProblem: () => setProblem(null),
    generating: generate.isPending,
    /** The contract an action is running on: its buttons wait. */
    busyId: busy,
  };
}
