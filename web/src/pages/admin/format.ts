import { formatUsd, parseMoneyToCents } from '@homepact/legal';
import { CONTACT_CATEGORY_LABELS, type ContactCategory, type ContactStatus } from '@homepact/proto';

/** Formats of both admin screens (spec W §9): dollars with 4 decimals, tokens with separators, MMM dd, yyyy and MMM dd, HH:mm. */

const NONE = '—';

function parseDate(iso: string | null | undefined): Date | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function parts(date: Date, options: Intl.DateTimeFormatOptions, timeZone?: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of new Intl.DateTimeFormat('en-US', { ...options, timeZone }).formatToParts(date)) out[p.type] = p.value;
  return out;
}

/** "Jan 05, 2025" (MMM dd, yyyy). */
export function formatDate(iso: string | null | undefined, timeZone?: string): string {
  const date = parseDate(iso);
  if (!date) return NONE;
  const p = parts(date, { month: 'short', day: '2-digit', year: 'numeric' }, timeZone);
  return `${p.month} ${p.day}, ${p.year}`;
}

/** "Jan 05, 14:30" (MMM dd, HH:mm, 24-hour clock). */
export function formatDateTime(iso: string | null | undefined, timeZone?: string): string {
  const date = parseDate(iso);
  if (!date) return NONE;
  const p = parts(date, { month: 'short', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, timeZone);
  return `${p.month} ${p.day}, ${p.hour}:${p.minute}`;
}

const cost4 = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 4, maximumFractionDigits: 4 });

/** "$1,234.5678": dollars with four decimals. */
export function formatCost(value: string | number | null | undefined): string {
  const n = typeof value === 'number' ? value : Number.parseFloat(value ?? '');
  return cost4.format(Number.isFinite(n) ? n : 0);
}

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** "12,345", or "N/A" when the provider reported no token count. */
export function formatTokens(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? integer.format(n) : 'N/A';
}

export function formatCount(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? integer.format(value) : NONE;
}

/** "1 homeowner", "3 providers". */
export function plural(count: number, noun: string): string {
  return `${formatCount(count)} ${noun}${count === 1 ? '' : 's'}`;
}

export function formatMs(value: number): string {
  return `${integer.format(value)} ms`;
}

/** "$1,000,000" or "$2,500.50": an insurance or bonding amount, through the one money model (integer cents). */
export function formatAmount(value: string | null | undefined): string | undefined {
  const amount = value ? parseMoneyToCents(value) : undefined;
  if (amount === undefined) return undefined;
  const text = formatUsd(amount);
  return amount % 100 === 0 ? text.slice(0, -'.00'.length) : text;
}

export const CONTACT_STATUS_LABELS: Record<ContactStatus, string> = {
  new: 'New',
  in_progress: 'In Progress',
  resolved: 'Resolved',
  closed: 'Closed',
  reviewed: 'Reviewed',
};

export function contactStatusLabel(status: string): string {
  return CONTACT_STATUS_LABELS[status as ContactStatus] ?? status;
}

export function categoryLabel(category: string): string {
  return CONTACT_CATEGORY_LABELS[category as ContactCategory] ?? category;
}

export function contactStatusVariant(status: string): 'default' | 'secondary' | 'warning' | 'success' | 'outline' {
  switch (status) {
    case 'new':
      return 'default';
    case 'in_progress':
      return 'warning';
    case 'resolved':
      return 'success';
    case 'reviewed':
      return 'secondary';
    default:
      return 'outline';
  }
}

/** "Jane Doe", else "No name" (users who never completed their profile). */
export function personName(first: string | null | undefined, last: string | null | undefined): string {
  return [first?.trim(), last?.trim()].filter(Boolean).join(' ') || 'No name';
}
