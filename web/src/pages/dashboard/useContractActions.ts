import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContractSummary, SignerRole } from '@homepact/proto';
import { apiRequest, errorStatus, retryHint } from '../../lib/queryClient';
import { serverMessage } from '../wizard/apiErrors';
import { termsMismatchOf } from '../wizard/steps/GenerateStep';
import { RECENT_LIMIT } from './contractCounts';
import type { GenerateProblem } from './GenerateProblemDialog';
import { contractPdfUrl, downloadFallbackName, fetchPdf, filenameFromDisposition, saveFile } from '../../lib/pdfDownload';
import { handleLoggedOut, isUnauthorizedError } from '../../lib/sessionExpiry';
import { toast } from '../../lib/toast';

/** Every dashboard query starts with this, so one invalidation reloads them all. */
export const CONTRACTS_KEY = ['/api/contracts'] as const;
/** GET /api/contracts/summary (the default query function joins the key with slashes). */
export const SUMMARY_KEY = [...CONTRACTS_KEY, 'summary'] as const;
/** The first page of RECENT_LIMIT contracts, newest first. */
export const RECENT_CONTRACTS_KEY = [...CONTRACTS_KEY, { limit: RECENT_LIMIT }] as const;

export async function recentContractsQuery(): Promise<ContractSummary[]> {
  const res = await apiRequest('GET', `/api/contracts?limit=${RECENT_LIMIT}`);
  return (await res.json()) as ContractSummary[];
}

type Row = Pick<ContractSummary, 'id' | 'serviceType'>;
const path = (id: string) => `/api/contracts/${encodeURIComponent(id)}`;

/** The dashboard's row actions, with the spec's toasts (docs/product/public-site-accounts-dashboard.md#8-error-catalogue). */
export function useContractActions() {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: CONTRACTS_KEY });

  // Why the last Generate was refused, with the way forward (docs/decisions/0010-after-the-invitation.md); null when none.
  const [problem, setProblem] = useState<GenerateProblem | null>(null);

  // View & Download of a draft: the PDF is generated, and invitations go out with it.
  // `confirm`: the owner confirmed a text whose terms differ from the form (as on the wizard's Generate step).
  const generate = useMutation({
    mutationFn: async ({ c, confirm }: { c: Row; confirm?: boolean }) => {
      const res = await apiRequest('POST', `${path(c.id)}/generate`, confirm ? { confirmTermsMismatch: true } : {});
      const header = res.headers.get('x-emails-sent');
      return {
        blob: await res.blob(),
        filename: filenameFromDisposition(res.headers.get('content-disposition')) ?? `contract-${c.id}.pdf`,
        emailsSent: header !== null && header.trim().toLowerCase() === 'true',
      };
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
      if (isUnauthorizedError(error)) return handleLoggedOut();
      const status = errorStatus(error) ?? 0;
      // A 5xx says nothing a person can act on: the spec's sentence.
      const reason = status < 500 ? serverMessage(error) : undefined;
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
    mutationFn: async ({ c, roles }: { c: Row; roles: SignerRole[] }) => {
      const res = await apiRequest('POST', `${path(c.id)}/resend-emails`, { roles });
      const body = (await res.json().catch(() => ({}))) as { emailsSent?: boolean };
      // 202: the invitations are queued, but nobody confirmed they went out yet.
      return res.status === 202 || body.emailsSent === false ? 'queued' : 'sent';
    },
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
      if (isUnauthorizedError(error)) return handleLoggedOut();
      toast({
        title: errorStatus(error) === 429 ? 'Not Sent: Limit Reached' : 'Error',
        description: [serverMessage(error) ?? 'Failed to send email invites. Please try again.', retryHint(error)]
          .filter(Boolean)
          .join(' '),
        variant: 'destructive',
      });
    },
    onSettled: reload,
  });

  // Withdraw (docs/decisions/0011-signing-deadlines-on-one-scheduler.md): void a contract waiting for signatures, with the reason the parties are told.
  const withdraw = useMutation({
    mutationFn: ({ c, reason }: { c: Row; reason: string }) => apiRequest('POST', `${path(c.id)}/withdraw`, { reason }),
    onSuccess: (_res, { c }) =>
      toast({ title: 'Contract Withdrawn', description: `${c.serviceType} can no longer be signed. Both parties are being told why.` }),
    onError: (error) => {
      if (isUnauthorizedError(error)) return handleLoggedOut();
      toast({
        title: 'Error',
        description: serverMessage(error) ?? 'Failed to withdraw the contract. Please try again.',
        variant: 'destructive',
      });
    },
    onSettled: reload,
  });

  // New deadline (docs/decisions/0011-signing-deadlines-on-one-scheduler.md): an expired contract reopens and its unsigned parties get fresh links.
  const extend = useMutation({
    mutationFn: ({ c, days }: { c: Row; days: number }) => apiRequest('POST', `${path(c.id)}/deadline`, { days }),
    onSuccess: (_res, { c, days }) =>
      toast({ title: 'Deadline Set', description: `${c.serviceType} can be signed for ${days} more day${days === 1 ? '' : 's'}.` }),
    onError: (error) => {
      if (isUnauthorizedError(error)) return handleLoggedOut();
      toast({
        title: errorStatus(error) === 429 ? 'Not Sent: Limit Reached' : 'Error',
        description: [serverMessage(error) ?? 'Failed to set the deadline. Please try again.', retryHint(error)].filter(Boolean).join(' '),
        variant: 'destructive',
      });
    },
    onSettled: reload,
  });

  const remove = useMutation({
    mutationFn: (c: Row) => apiRequest('DELETE', path(c.id)),
    onSuccess: () => toast({ title: 'Contract Deleted', description: 'Draft contract has been permanently deleted.' }),
    onError: (error) => {
      if (isUnauthorizedError(error)) return handleLoggedOut();
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
