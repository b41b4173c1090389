import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContractSummary } from '@homepact/proto';
import { apiRequest } from '../../lib/queryClient';
import { RECENT_LIMIT } from './contractCounts';
import { contractPdfUrl, downloadFallbackName, fetchPdf, saveFile } from '../../lib/pdfDownload';
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

/** The dashboard's row actions, with the spec's toasts (spec 1, section 8). */
export function useContractActions() {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: CONTRACTS_KEY });

  // View & Download of a draft: the PDF is generated, and invitations go out with it.
  const generate = useMutation({
    mutationFn: (c: Row) => fetchPdf('POST', `${path(c.id)}/generate`, `contract-${c.id}.pdf`),
    onSuccess: (file) => {
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
    onError: () => toast({ title: 'Error', description: 'Failed to generate PDF', variant: 'destructive' }),
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

  const resend = useMutation({
    mutationFn: async (c: Row) => {
      const res = await apiRequest('POST', `${path(c.id)}/resend-emails`);
      const body = (await res.json().catch(() => ({}))) as { emailsSent?: boolean };
      // 202: the invitations are queued, but nobody confirmed they went out yet.
      return res.status === 202 || body.emailsSent === false ? 'queued' : 'sent';
    },
    onSuccess: (outcome) => {
      if (outcome === 'sent') {
        toast({ title: 'Emails Sent', description: 'Contract invites have been resent to both parties.' });
      } else {
        toast({
          title: 'Emails Queued',
          description: 'The invites are queued but not confirmed yet. They should arrive within a few minutes; if not, try resending.',
        });
      }
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return handleLoggedOut();
      toast({ title: 'Error', description: 'Failed to send email invites. Please try again.', variant: 'destructive' });
    },
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

  const pending = [generate, download, resend, remove].find((m) => m.isPending);
  return {
    generate: generate.mutate,
    download: download.mutate,
    resend: resend.mutate,
    remove: remove.mutate,
    /** The contract an action is running on: its buttons wait. */
    busyId: pending?.variables?.id,
  };
}
