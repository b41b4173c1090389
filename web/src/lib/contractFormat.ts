import { formatUsd, parseMoneyToCents } from '@homepact/legal';

/** How contracts read on screen: statuses, workflow stages, money and dates, in one place. */

export type ContractBadgeVariant = 'secondary' | 'warning' | 'success' | 'outline';

const STATUS: Record<string, { label: string; variant: ContractBadgeVariant }> = {
  draft: { label: 'Draft', variant: 'outline' },
  pending_signatures: { label: 'Pending Signatures', variant: 'warning' },
  signed: { label: 'Signed', variant: 'success' },
  completed: { label: 'Completed', variant: 'success' },
  // Closed unsigned (docs/decisions/0011-signing-deadlines-on-one-scheduler.md): the deadline passed, or the owner withdrew it.
  expired: { label: 'Expired', variant: 'secondary' },
  withdrawn: { label: 'Withdrawn', variant: 'secondary' },
  // The homeowner used the right to cancel within the window after signing.
  cancelled: { label: 'Cancelled', variant: 'secondary' },
};

/** A known status's label; any other value is shown as it came (spec: "other values raw"). */
export function statusLabel(status: string): string {
  return STATUS[status]?.label ?? status;
}

export function statusVariant(status: string): ContractBadgeVariant {
  return STATUS[status]?.variant ?? 'secondary';
}

const STAGES: Record<string, string> = {
  created: 'Created',
  sent_for_signature: 'Sent for Signature',
  in_negotiation: 'In Negotiation',
  // One word per state (docs/decisions/0006-wording-and-small-decisions.md): "Signed" is the contract both parties signed (its status badge), so
  // the stages say how far signing went in the same word rather than competing with "Executed".
  signed: 'Signed by one party',
  executed: 'Signed by both parties',
};

export function stageLabel(stage: string): string {
  return STAGES[stage] ?? stage;
}

/** "1500.00" -> "$1,500.00", exact to the cent (no floating point); odd input is shown with a $ as given. */
export function usd(amount: string): string {
  const cents = parseMoneyToCents(amount);
  return cents === undefined ? `$${amount}` : formatUsd(cents);
}

/** An ISO timestamp as "Jan 5, 2025" (local time); "Unknown" when missing or unreadable. */
export function shortDate(iso: string | null | undefined): string {
  if (!iso) return 'Unknown';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'Unknown';
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

/** An ISO timestamp with its time, e.g. "Jan 5, 2025, 3:04 PM". */
export function dateTime(iso: string | null | undefined): string {
  if (!iso) return 'Unknown';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'Unknown';
  return date.toLocaleString('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}

/** A time as it reads at the property, with its zone named ("Nov 25, 2026, 10:19 PM PST"): what the contract's dates are counted in. */
export function dateTimeAt(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return 'Unknown';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'Unknown';
  return date.toLocaleString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  });
}

export function homeownerName(c: { homeownerFirstName: string; homeownerLastName: string }): string {
  return `${c.homeownerFirstName} ${c.homeownerLastName}`.trim();
}

/** Both parties have signed (docs/product/wizard-signing-preview-login-admin.md#4-states-and-transitions). */
export function isFullyExecuted(c: { homeownerSignedAt: string | null; providerSignedAt: string | null }): boolean {
  return Boolean(c.homeownerSignedAt && c.providerSignedAt);
}
