import { useState } from 'react';
import { Ban } from 'lucide-react';
import { WithdrawBodySchema } from '@homepact/proto';
import { Button } from '../../components/ui';
import { FormDialog } from '../../components/ui/FormDialog';

/**
 * Withdraw's confirmation (docs/decisions/0011-signing-deadlines-on-one-scheduler.md): what it does (the signing links stop
 * working at once, both parties are told) and the reason they are told,
 * checked with the server's schema before it is sent.
 */
export function WithdrawDialog({
  open,
  onOpenChange,
  serviceType,
  sending,
  onWithdraw,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  serviceType: string;
  sending: boolean;
  onWithdraw: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Withdraw ${serviceType}?`}
      description="The signing links stop working at once and nobody can sign it any more. Both parties get an e-mail with your reason."
    >
      <form
        className="stack"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const parsed = WithdrawBodySchema.safeParse({ reason });
          if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Please give a reason');
          setError(null);
          onWithdraw(parsed.data.reason);
        }}
      >
        <label className="stack" htmlFor="withdraw-reason">
          <span>Reason (the parties see it)</span>
          <textarea
            id="withdraw-reason"
            className="input"
            rows={3}
            maxLength={500}
            value={reason}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'withdraw-reason-error' : undefined}
            onChange={(e) => setReason(e.target.value)}
          />
        </label>
        {error && (
          <p id="withdraw-reason-error" className="field-error" role="alert">
            {error}
          </p>
        )}
        <div className="button-row">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Keep it
          </Button>
          <Button type="submit" variant="danger" disabled={sending}>
            <Ban aria-hidden size={16} /> {sending ? 'Withdrawing...' : 'Withdraw contract'}
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}
