import { useState } from 'react';
import { CalendarClock } from 'lucide-react';
import { DeadlineBodySchema } from '@homepact/proto';
import { Button } from '../../components/ui';
import { FormDialog } from '../../components/ui/FormDialog';

/**
 * New deadline (docs/decisions/0011-signing-deadlines-on-one-scheduler.md): signing closes this many days from now. An expired
 * contract reopens and the parties who have not signed get fresh links.
 * Checked with the server's schema before it is sent.
 */
export function DeadlineDialog({
  open,
  onOpenChange,
  serviceType,
  expired,
  sending,
  onSet,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  serviceType: string;
  expired: boolean;
  sending: boolean;
  onSet: (days: number) => void;
}) {
  const [days, setDays] = useState('7');
  const [error, setError] = useState<string | null>(null);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`New signing deadline for ${serviceType}`}
      description={
        expired
          ? 'Signing reopens until the new deadline, and the parties who have not signed get a fresh link by e-mail.'
          : 'Signing closes this many days from now; reminders follow the new deadline.'
      }
    >
      <form
        className="stack"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const parsed = DeadlineBodySchema.safeParse({ days: days.trim() === '' ? undefined : Number(days) });
          if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Please give a number of days');
          setError(null);
          onSet(parsed.data.days);
        }}
      >
        <label className="stack" htmlFor="deadline-days">
          <span>Days from now</span>
          <input
            id="deadline-days"
            className="input"
            type="number"
            min={1}
            max={90}
            value={days}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'deadline-days-error' : undefined}
            onChange={(e) => setDays(e.target.value)}
          />
        </label>
        {error && (
          <p id="deadline-days-error" className="field-error" role="alert">
            {error}
          </p>
        )}
        <div className="button-row">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={sending}>
            <CalendarClock aria-hidden size={16} /> {expired ? 'Reopen and send' : 'Set deadline'}
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}
