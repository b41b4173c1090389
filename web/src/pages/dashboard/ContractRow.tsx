import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Ban, CalendarClock, Download, Eye, FileDown, Mail, Trash2, Workflow } from 'lucide-react';
import type { ContractSummary, SignerRole } from '@homepact/proto';
import { Button, buttonClass } from '../../components/ui';
import { FormDialog } from '../../components/ui/FormDialog';
import { GenerateInvitationPreview } from '../wizard/steps/GenerateInvitationPreview';
import { ContractStatusBadge } from '../../components/ui/ContractStatusBadge';
import { dateTime, homeownerName, shortDate, stageLabel, usd } from '../../lib/contractFormat';
import { ResendDialog } from './ResendDialog';
import { SignerStatusList } from './SignerStatus';
import { DeadlineDialog } from './DeadlineDialog';
import { WithdrawDialog } from './WithdrawDialog';

export interface RowActions {
  generate: (c: ContractSummary) => void;
  download: (c: ContractSummary) => void;
  resend: (c: ContractSummary, roles: SignerRole[]) => void;
  withdraw: (c: ContractSummary, reason: string) => void;
  extend: (c: ContractSummary, days: number) => void;
  askDelete: (c: ContractSummary) => void;
}

/**
 * Which actions a status allows (docs/product/public-site-accounts-dashboard.md#4-states-and-transitions); Preview & Annotate is always there.
 * Departure from the spec: a draft has no Resend (docs/decisions/0009-invitation-preview-before-sending.md): nothing was sent yet, and the
 * server answers 409 for it; a draft's invitations go out with Generate, after their preview.
 */
export function actionsFor(status: string): Array<'generate' | 'download' | 'resend' | 'deadline' | 'withdraw' | 'delete'> {
  switch (status) {
    case 'draft':
      return ['generate', 'delete'];
    case 'pending_signatures':
      return ['download', 'resend', 'deadline', 'withdraw'];
    // Expired (docs/decisions/0011-signing-deadlines-on-one-scheduler.md): the owner may still withdraw it, or give it a new deadline (which sends it again).
    case 'expired':
      return ['download', 'deadline', 'withdraw'];
    case 'withdrawn':
      return ['download'];
    case 'signed':
    case 'completed':
      return ['download'];
    default:
      return [];
  }
}

export function ContractRow({ contract: c, actions, busy }: { contract: ContractSummary; actions: RowActions; busy: boolean }) {
  const allowed = actionsFor(c.status);
  const name = c.serviceType;
  // View & Download of a draft also sends the invitations: the owner sees them first (docs/decisions/0009-invitation-preview-before-sending.md).
  const [previewing, setPreviewing] = useState(false);
  // Resend first asks whom to send a new link to (docs/decisions/0010-after-the-invitation.md).
  const [resending, setResending] = useState(false);
  // Withdraw asks for the reason the parties are told (docs/decisions/0011-signing-deadlines-on-one-scheduler.md).
  const [withdrawing, setWithdrawing] = useState(false);
  // New deadline asks how many days (docs/decisions/0011-signing-deadlines-on-one-scheduler.md).
  const [extending, setExtending] = useState(false);
  return (
    <li className="contract-row" aria-busy={busy || undefined}>
      <div className="contract-summary">
        <div className="contract-heading">
          <h3 className="contract-title">{c.serviceType}</h3>
          <ContractStatusBadge status={c.status} />
        </div>
        <p className="contract-provider">{c.providerName}</p>
        <dl className="contract-meta">
          <div>
            <dt>Created</dt>
            <dd>
              <time dateTime={c.createdAt}>{shortDate(c.createdAt)}</time>
            </dd>
          </div>
          <div>
            <dt>Homeowner</dt>
            <dd>{homeownerName(c) || 'Not set'}</dd>
          </div>
          <div>
            <dt>Amount</dt>
            <dd className="contract-amount">{usd(c.totalAmount)}</dd>
          </div>
          {c.signingDeadline && (c.status === 'pending_signatures' || c.status === 'expired') && (
            <div>
              <dt>{c.status === 'expired' ? 'Signing closed' : 'Sign by'}</dt>
              <dd className="contract-deadline">
                <time dateTime={c.signingDeadline}>{dateTime(c.signingDeadline)}</time>
              </dd>
            </div>
          )}
          {c.reminders && (c.status === 'pending_signatures' || c.status === 'expired') && (
            <div>
              <dt>Reminders</dt>
              <dd className="contract-reminders">
                {c.reminders.count === 1 ? '1 reminder' : `${c.reminders.count} reminders`}, last{' '}
                <time dateTime={c.reminders.lastAt}>{shortDate(c.reminders.lastAt)}</time>
              </dd>
            </div>
          )}
          {c.status === 'withdrawn' && c.withdrawnReason && (
            <div>
              <dt>Withdrawn</dt>
              <dd className="contract-withdrawn-reason">{c.withdrawnReason}</dd>
            </div>
          )}
          <div>
            <dt>Stage</dt>
            <dd className="contract-stage">
              <Workflow aria-hidden size={14} /> {stageLabel(c.workflowStage)}
            </dd>
          </div>
        </dl>
        <SignerStatusList signers={c.signers} />
      </div>
      {previewing && (
        <FormDialog open onOpenChange={setPreviewing} title={`Send ${name} for signature`} size="wide">
          <GenerateInvitationPreview
            contractId={c.id}
            sending={busy}
            onCancel={() => setPreviewing(false)}
            onSend={() => {
              setPreviewing(false);
              actions.generate(c);
            }}
          />
        </FormDialog>
      )}
      {resending && (
        <ResendDialog
          open
          onOpenChange={setResending}
          serviceType={name}
          signers={
            c.signers ?? [
              { role: 'homeowner', name: homeownerName(c), status: 'sent', at: null },
              { role: 'provider', name: c.providerName, status: 'sent', at: null },
            ]
          }
          sending={busy}
          onSend={(roles) => {
            setResending(false);
            actions.resend(c, roles);
          }}
        />
      )}
      {extending && (
        <DeadlineDialog
          open
          onOpenChange={setExtending}
          serviceType={name}
          expired={c.status === 'expired'}
          sending={busy}
          onSet={(days) => {
            setExtending(false);
            actions.extend(c, days);
          }}
        />
      )}
      {withdrawing && (
        <WithdrawDialog
          open
          onOpenChange={setWithdrawing}
          serviceType={name}
          sending={busy}
          onWithdraw={(reason) => {
            setWithdrawing(false);
            actions.withdraw(c, reason);
          }}
        />
      )}
      <div className="contract-actions">
        {allowed.includes('generate') && (
          <Button size="sm" onClick={() => setPreviewing(true)} disabled={busy} aria-label={`View & Download ${name}`}>
            <FileDown aria-hidden size={16} /> View & Download
          </Button>
        )}
        {allowed.includes('download') && (
          <Button size="sm" onClick={() => actions.download(c)} disabled={busy} aria-label={`Download PDF of ${name}`}>
            <Download aria-hidden size={16} /> Download PDF
          </Button>
        )}
        {allowed.includes('resend') && (
          <Button variant="outline" size="sm" onClick={() => setResending(true)} disabled={busy} aria-label={`Resend Email for ${name}`}>
            <Mail aria-hidden size={16} /> Resend Email
          </Button>
        )}
        {allowed.includes('deadline') && (
          <Button variant="outline" size="sm" onClick={() => setExtending(true)} disabled={busy} aria-label={`New deadline for ${name}`}>
            <CalendarClock aria-hidden size={16} /> New deadline
          </Button>
        )}
        {allowed.includes('withdraw') && (
          <Button
            variant="ghost"
            size="sm"
            className="btn-danger-text"
            onClick={() => setWithdrawing(true)}
            disabled={busy}
            aria-label={`Withdraw ${name}`}
          >
            <Ban aria-hidden size={16} /> Withdraw
          </Button>
        )}
        <Link
          to={`/preview/${encodeURIComponent(c.id)}`}
          className={buttonClass('outline', 'sm')}
          aria-label={`Preview & Annotate ${name}`}
        >
          <Eye aria-hidden size={16} /> Preview & Annotate
        </Link>
        {allowed.includes('delete') && (
          <Button
            variant="ghost"
            size="sm"
            className="btn-danger-text"
            onClick={() => actions.askDelete(c)}
            disabled={busy}
            aria-label={`Delete draft ${name}`}
          >
            <Trash2 aria-hidden size={16} /> Delete
          </Button>
        )}
      </div>
    </li>
  );
}
