import { Check, Eye, FileText, Mail, CircleDashed } from 'lucide-react';
import clsx from 'clsx';
import type { SignerProgress, SignerStatus as Status } from '@homepact/proto';
import { Badge, type BadgeVariant } from '../../components/ui/Badge';
import { Tooltip } from '../../components/ui/Tooltip';
import { shortDate } from '../../lib/contractFormat';

const STATUS: Record<Status, { label: string; variant: BadgeVariant; icon: typeof Check }> = {
  not_sent: { label: 'Not sent', variant: 'outline', icon: CircleDashed },
  sent: { label: 'Sent', variant: 'secondary', icon: Mail },
  opened: { label: 'Opened', variant: 'warning', icon: Eye },
  // They withdrew consent to sign electronically (docs/decisions/0010-after-the-invitation.md): the owner arranges paper, or sends a new link.
  paper: { label: 'Asked for paper', variant: 'destructive', icon: FileText },
  signed: { label: 'Signed', variant: 'success', icon: Check },
};

const ROLE: Record<SignerProgress['role'], string> = { homeowner: 'Homeowner', provider: 'Provider' };

/** Each party's signing progress on a contract row: sent, opened, signed. */
export function SignerStatusList({ signers }: { signers: readonly SignerProgress[] | undefined }) {
  if (!signers?.length) return null;
  return (
    <ul className="signer-list" aria-label="Signers">
      {signers.map((s) => {
        const { label, variant, icon: Icon } = STATUS[s.status];
        const date = s.at && s.status !== 'not_sent' ? shortDate(s.at) : null;
        const badge = (
          <Badge variant={variant} className={clsx('signer-badge', date && 'tooltip-hint')} tabIndex={date ? 0 : undefined}>
            <Icon aria-hidden size={12} /> {label}
            {date && <span className="visually-hidden"> on {date}</span>}
          </Badge>
        );
        return (
          <li key={s.role} className="signer">
            <span className="signer-name">
              <span className="signer-role">{ROLE[s.role]}:</span> {s.name || 'Not set'}
            </span>
            {/* The date shows in a tooltip (Tab reaches the badge); screen readers read it in the badge's text. */}
            {date ? <Tooltip content={`${label} ${date}`}>{badge}</Tooltip> : badge}
          </li>
        );
      })}
    </ul>
  );
}
