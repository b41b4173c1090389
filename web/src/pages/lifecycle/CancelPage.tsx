import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CheckCircle2, History } from 'lucide-react';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { Button, Card, CardContent } from '../../components/ui';
import { errorText } from '../../api/errors';
import { cancelContract, cancellationQuery } from '../../api/lifecycle';
import { whenText } from './whenText';
import './lifecycle.css';

/**
 * /contracts/:id/cancel: the homeowner's right to cancel, from the link in the
 * e-mail with the signed contract (no account needed) or signed in. Shows the
 * last day and the notice word for word, asks to confirm, then says it is sent.
 */
export function CancelPage() {
  const { contractId = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token');
  const info = useQuery({
    ...cancellationQuery(contractId, token),
    retry: false,
  });
  const [confirming, setConfirming] = useState(false);
  const cancel = useMutation({ mutationFn: () => cancelContract(contractId, token), onSuccess: () => void info.refetch() });
  const timeline = `/contracts/${encodeURIComponent(contractId)}/timeline`;

  return (
    <main className="page container lifecycle-page">
      <h1>Cancel this contract</h1>
      {info.isLoading && (
        <p role="status" className="muted">
          Loading…
        </p>
      )}
      {info.isError && (
        <Card>
          <CardContent>
            <p role="alert">{errorText(info.error, 'This page could not be loaded. Please try again.')}</p>
            <p>
              <Link to="/login">Sign in</Link> with the homeowner’s e-mail address, or open the link in the e-mail with your signed
              contract.
            </p>
          </CardContent>
        </Card>
      )}
      {info.data && (
        <>
          <p className="lifecycle-lead">
            {info.data.serviceType} with {info.data.providerName}
          </p>
          {info.data.state === 'open' && !cancel.isSuccess && (
            <Card>
              <CardContent>
                <p className="lifecycle-status" role="status">
                  You may cancel until midnight at the end of <strong>{info.data.window.lastDay}</strong>, without penalty.
                </p>
                <p>If you cancel, this notice is sent to {info.data.providerName} and a copy to you:</p>
                <pre className="lifecycle-notice" aria-label="Notice of cancellation">
                  {info.data.noticeText}
                </pre>
                <p className="muted">
                  You can also cancel on paper with the Notice of Cancellation printed in your signed contract (the PDF in your e-mail).
                </p>
                {cancel.isError && <p role="alert">{errorText(cancel.error, 'The cancellation could not be sent. Please try again.')}</p>}
                <Button variant="danger" onClick={() => setConfirming(true)} disabled={cancel.isPending}>
                  Cancel this contract
                </Button>
              </CardContent>
            </Card>
          )}
          {(info.data.state === 'cancelled' || cancel.isSuccess) && (
            <Card>
              <CardContent>
                <p className="lifecycle-status lifecycle-done" role="status">
                  <CheckCircle2 aria-hidden size={20} /> The contract is cancelled
                  {info.data.window.cancelledAt ? ` (${whenText(info.data.window.cancelledAt)})` : ''}.
                </p>
                <p>
                  The dated notice of cancellation was e-mailed to you, to {info.data.providerName} and to the sender. The provider must
                  return any payment you made.
                </p>
                <pre className="lifecycle-notice" aria-label="Notice of cancellation">
                  {cancel.data?.noticeText ?? info.data.noticeText}
                </pre>
              </CardContent>
            </Card>
          )}
          {info.data.state === 'closed' && (
            <Card>
              <CardContent>
                <p className="lifecycle-status" role="status">
                  The last day to cancel was {info.data.window.lastDay}. The contract is in force; contact {info.data.providerName} about
                  any change.
                </p>
              </CardContent>
            </Card>
          )}
          <p>
            <Link to={timeline} className="lifecycle-link">
              <History aria-hidden size={16} /> The contract’s timeline
            </Link>
          </p>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Cancel this contract?"
        description={`The notice of cancellation is sent to ${info.data?.providerName ?? 'the provider'} now. This cannot be undone.`}
        confirmLabel="Yes, cancel the contract"
        cancelLabel="Keep the contract"
        destructive
        onConfirm={() => cancel.mutate()}
      />
    </main>
  );
}
