import { Check, Eye, Mail, CircleDashed } from 'lucide-react';
import type { SignerProgress, SignerStatus as Status } from '@homepact/proto';
import { Badge, type BadgeVariant } from '../../components/ui/Badge';
import { shortDate } from '../../lib/contractFormat';

const STATUS: Record<Status, { label: string; variant: BadgeVariant; icon: typeof Check }> = {
  not_sent: { label: 'Not sent', variant: 'outline', icon: CircleDashed },
  sent: { label: 'Sent', variant: 'secondary', icon: Mail },
  opened: { label: 'Opened', variant: 'warning', icon: Eye },
  signed: { label: 'Signed', variant: 'success', icon: Check },
};

const ROLE: Record<SignerProgress['role'], string> = { homeowner: 'Homeowner', provider: 'Provider' };

/** "Signed Jan 6, 2025", "Opened Jan 5, 2025", "Sent ...", "Not sent yet". */
export function signerStatusText(s: Pick<SignerProgress, 'status' | 'at'>): string {
  if (s.status === 'not_sent') return 'Not sent yet';
  return s.at ? `${STATUS[s.status].label} ${shortDate(s.at)}` : STATUS[s.status].label;
}

/** Each party's signing progress on a contract row: sent, opened, signed. */
export function SignerStatusList({ signers }: { signers: readonly SignerProgress[] | undefined }) {
  if (!signers?.length) return null;
  return (
    <ul className="signer-list" aria-label="Signers">
      {signers.map((s) => {
        const { label, variant, icon: Icon } = STATUS[s.status];
        return (
          <li key={s.role} className="signer">
            <span className="signer-name">
              <span className="signer-role">{ROLE[s.role]}:</span> {s.name || 'Not set'}
            </span>
            <Badge variant={variant} className="signer-badge" title={signerStatusText(s)}>
              <Icon aria-hidden size={12} /> {label}
              {s.at && s.status !== 'not_sent' && <span className="visually-hidden"> on {shortDate(s.at)}</span>}
            </Badge>
          </li>
        );
      })}
    </ul>
  );
}
