import { useState } from 'react';
import { Mail } from 'lucide-react';
import type { SignerProgress, SignerRole } from '@homepact/proto';
import { Button } from '../../components/ui';
import { FormDialog } from '../../components/ui/FormDialog';
import './resend-dialog.css';

const ROLE: Record<SignerRole, string> = { homeowner: 'Homeowner', provider: 'Service provider' };

/**
 * Resend's confirmation (docs/decisions/0010-after-the-invitation.md): who gets a fresh signing link,
 * one checkbox per party who has not signed (all ticked), and what it does:
 * their older links stop working. A party who asked for paper gets e-signing
 * offered again.
 */
export function ResendDialog({
  open,
  onOpenChange,
  serviceType,
  signers,
  sending,
  onSend,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  serviceType: string;
  signers: readonly SignerProgress[];
  sending: boolean;
  onSend: (roles: SignerRole[]) => void;
}) {
  const unsigned = signers.filter((s) => s.status !== 'signed');
  const [picked, setPicked] = useState<SignerRole[]>(() => unsigned.map((s) => s.role));
  const toggle = (role: SignerRole, on: boolean) => setPicked((p) => (on ? [...new Set([...p, role])] : p.filter((r) => r !== role)));
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Resend the signing link for ${serviceType}`}
      description="Each person you pick gets an e-mail with a new personal link. Their older links stop working."
    >
      <form
        className="stack"
        onSubmit={(e) => {
          e.preventDefault();
          if (picked.length > 0) onSend(picked);
        }}
      >
        <fieldset className="resend-parties">
          <legend className="visually-hidden">Send a new link to</legend>
          {unsigned.map((s) => (
            <label key={s.role} className="resend-party">
              <input type="checkbox" checked={picked.includes(s.role)} onChange={(e) => toggle(s.role, e.target.checked)} />
              <span>
                <strong>{ROLE[s.role]}</strong>: {s.name || 'Not set'}
                {s.status === 'paper' && <span className="muted"> (asked for paper; a new link offers e-signing again)</span>}
              </span>
            </label>
          ))}
        </fieldset>
        {picked.length === 0 && (
          <p className="field-error" role="alert">
            Pick at least one person.
          </p>
        )}
        <div className="button-row">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={sending || picked.length === 0}>
            <Mail aria-hidden size={16} />{' '}
            {sending ? 'Sending...' : picked.length === 1 ? 'Send 1 new link' : `Send ${picked.length} new links`}
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}
