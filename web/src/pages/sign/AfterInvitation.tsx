import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { Download, FileText, MailWarning, Printer } from 'lucide-react';
import type { SignerRole } from '@homepact/proto';
import { Button, Card, CardContent, CardDescription, CardTitle, buttonClass } from '../../components/ui';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { dateTime } from '../../lib/contractFormat';
import { contractPdfUrl, downloadFallbackName, fetchPdf, saveFile } from '../../lib/pdfDownload';
import { declineEsign, resendInvitations } from '../../api/contracts';
import { errorCode, errorDetails, errorStatus, errorText } from '../../api/errors';
import { toast } from '../../lib/toast';
import { ResendDialog } from '../dashboard/ResendDialog';
import type { PartyInfo } from './parties';

/** Why a signing link no longer works (410): replaced by a newer one, or the contract was withdrawn or expired (docs/decisions/0011-signing-deadlines-on-one-scheduler.md). */
export type LinkGone =
  { sentTo: string; sentAt: string } | { closed: 'signing_expired' | 'contract_withdrawn' | 'contract_cancelled'; message: string };

const CLOSED_CODES = ['signing_expired', 'contract_withdrawn', 'contract_cancelled'] as const;

/**
 * 410 LINK_REPLACED: where and when the newer link went; 410 signing_expired,
 * contract_withdrawn or contract_cancelled: the server's reason. Null for any other error.
 */
export function linkReplacedOf(error: unknown): LinkGone | null {
  if (errorStatus(error) !== 410) return null;
  const code = errorCode(error);
  const closed = CLOSED_CODES.find((c) => c === code);
  if (closed) return { closed, message: errorText(error, 'This contract can no longer be signed.') };
  const d = errorDetails(error);
  if (code !== 'LINK_REPLACED' || typeof d?.sentTo !== 'string' || typeof d.sentAt !== 'string') return null;
  return { sentTo: d.sentTo, sentAt: d.sentAt };
}

const CLOSED_TITLE = {
  signing_expired: 'Signing has closed',
  contract_withdrawn: 'This contract was withdrawn',
  contract_cancelled: 'This contract was cancelled',
} as const;

/**
 * A link that no longer works, and why: a newer one replaced it (a resend, or the fresh link after the other
 * party signed): where to look; or the contract was withdrawn or its deadline passed: the server's reason.
 */
export function LinkReplacedCard(gone: LinkGone) {
  if ('closed' in gone)
    return (
      <main className="page page-center">
        <Card className="narrow-card">
          <CardContent className="stack center">
            <MailWarning aria-hidden size={36} className="replaced-icon" />
            <CardTitle as="h1">{CLOSED_TITLE[gone.closed]}</CardTitle>
            <CardDescription>{gone.message}</CardDescription>
          </CardContent>
        </Card>
      </main>
    );
  const { sentTo, sentAt } = gone;
  return (
    <main className="page page-center">
      <Card className="narrow-card">
        <CardContent className="stack center">
          <MailWarning aria-hidden size={36} className="replaced-icon" />
          <CardTitle as="h1">This link was replaced</CardTitle>
          <CardDescription>
            This link was replaced by a newer one sent to <strong>{sentTo}</strong> on {dateTime(sentAt)}. Only the newest link works: open
            the newest e-mail from HomePact about this contract and use its link.
          </CardDescription>
          <Link to="/login" className={buttonClass('outline')}>
            Or sign in with that e-mail address
          </Link>
        </CardContent>
      </Card>
    </main>
  );
}

/**
 * "I do not want to sign electronically" (ESIGN 101(b)(2)), under the
 * signing form: asks first, then records the withdrawal; the page then shows
 * the paper path.
 */
export function DeclineEsign({
  contractId,
  token,
  senderName,
  onDone,
}: {
  contractId: string;
  token: string | null;
  senderName: string;
  onDone: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const decline = useMutation({
    mutationFn: () => declineEsign(contractId, token),
    onSuccess: () => {
      toast({ title: 'Paper Copy Requested', description: `We told ${senderName}. Print the contract, sign it and return it to them.` });
      onDone();
    },
    onError: (error) => toast({ title: 'Not Recorded', description: errorText(error, 'Please try again.'), variant: 'destructive' }),
  });
  return (
    <div className="decline-esign">
      <Button variant="ghost" size="sm" onClick={() => setAsking(true)} disabled={decline.isPending}>
        <FileText aria-hidden size={16} /> I do not want to sign electronically
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Sign on paper instead?"
        description={
          <>
            You have the right to a paper copy instead of signing electronically, at no cost. If you go on, we record that you withdrew your
            consent to sign electronically, tell {senderName}, and this link stops offering an electronic signature. You can then print the
            contract, sign it by hand and return it. If you change your mind, ask {senderName} to send you a new link.
          </>
        }
        confirmLabel="Yes, I want paper"
        onConfirm={() => decline.mutate()}
      />
    </div>
  );
}

/** The paper path, for a party who withdrew consent: the PDF to print, and how to return it. */
export function PaperPathCard({
  contractId,
  token,
  serviceType,
  requestedAt,
  senderName,
}: {
  contractId: string;
  token: string | null;
  serviceType: string;
  requestedAt: string;
  senderName: string;
}) {
  const download = useMutation({
    mutationFn: () => fetchPdf('GET', contractPdfUrl(contractId, token), downloadFallbackName(serviceType)),
    onSuccess: (file) => saveFile(file.blob, file.filename),
    onError: () => toast({ title: 'Download Error', description: 'Failed to download PDF. Please try again.', variant: 'destructive' }),
  });
  return (
    <Card className="paper-path" role="status">
      <CardContent className="stack">
        <Printer aria-hidden size={32} />
        <CardTitle as="h2">You asked to sign on paper</CardTitle>
        <p>
          On {dateTime(requestedAt)} you said you do not want to sign electronically. We told {senderName}; this link no longer signs.
        </p>
        <ol className="paper-steps">
          <li>Download the contract as a PDF and print it (or ask {senderName} for a printed copy).</li>
          <li>Read it, then sign and date it by hand at your signature block.</li>
          <li>Return the signed pages to {senderName} in person, by post, or as a scan, and keep a copy for yourself.</li>
        </ol>
        <Button onClick={() => download.mutate()} disabled={download.isPending}>
          <Download aria-hidden size={18} /> {download.isPending ? 'Downloading...' : 'Download the PDF to print'}
        </Button>
        <p className="muted">Changed your mind? Ask {senderName} to send you a new signing link: it offers e-signing again.</p>
      </CardContent>
    </Card>
  );
}

/**
 * For the owner on the contract's page: who asked for paper, and Resend with
 * its dialog (pick the parties who have not signed).
 */
export function OwnerSigningActions({
  contractId,
  serviceType,
  parties,
  onSent,
}: {
  contractId: string;
  serviceType: string;
  parties: Record<SignerRole, PartyInfo>;
  onSent: () => void;
}) {
  const [open, setOpen] = useState(false);
  const resend = useMutation({
    mutationFn: (roles: SignerRole[]) => resendInvitations(contractId, roles),
    onSuccess: (_res, roles) => {
      toast({
        title: 'Emails Sent',
        description: `A new signing link was sent to ${roles.map((r) => parties[r].name).join(' and ')}. Their older links no longer work.`,
      });
      onSent();
    },
    onError: (error) =>
      toast({
        title: errorStatus(error) === 429 ? 'Not Sent: Limit Reached' : 'Error',
        description: errorText(error, 'Failed to send email invites. Please try again.', { retry: true }),
        variant: 'destructive',
      }),
  });
  const roles = (['homeowner', 'provider'] as const).filter((r) => !parties[r].signed);
  if (roles.length === 0) return null;
  return (
    <div className="stack-sm owner-signing-actions">
      {roles
        .filter((r) => parties[r].paperRequestedAt)
        .map((r) => (
          <p key={r} className="paper-note" role="status">
            <FileText aria-hidden size={16} /> <strong>{parties[r].name}</strong> asked for paper on{' '}
            {dateTime(parties[r].paperRequestedAt ?? '')}: give them a printed copy to sign, or send them a new link.
          </p>
        ))}
      <Button variant="outline" onClick={() => setOpen(true)} disabled={resend.isPending}>
        Resend signing link...
      </Button>
      {open && (
        <ResendDialog
          open
          onOpenChange={setOpen}
          serviceType={serviceType}
          signers={roles.map((r) => ({
            role: r,
            name: parties[r].name,
            status: parties[r].paperRequestedAt ? ('paper' as const) : ('sent' as const),
            at: null,
          }))}
          sending={resend.isPending}
          onSend={(picked) => {
            setOpen(false);
            resend.mutate(picked);
          }}
        />
      )}
    </div>
  );
}
