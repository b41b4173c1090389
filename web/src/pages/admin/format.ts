import { formatUsd, parseMoneyToCents } from '@homepact/legal';
import { CONTACT_CATEGORY_LABELS, type ContactCategory, type ContactStatus } from '@homepact/proto';
import { errorStatus, errorText } from '../../api/errors';

/** Formats of both admin screens (docs/product/wizard-signing-preview-login-admin.md#9-business-constants-and-limits): dollars with 4 decimals, tokens with separators, MMM dd, yyyy and MMM dd, HH:mm. */

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

/** The words for a field a server message may name by its key (parties and users). */
const FIELD_LABELS: Record<string, string> = {
  partyType: 'Party type',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  phone: 'Phone',
  address: 'Address',
  state: 'State',
  companyName: 'Company name',
  licenseNumber: 'License number',
  insuranceAmount: 'Insurance amount',
  bondingAmount: 'Bonding amount',
  insuranceDetails: 'Insurance details',
  businessType: 'Business type',
  taxId: 'Tax ID',
  notes: 'Notes',
  status: 'Status',
  role: 'Role',
};

/**
 * A server's message in a person's words (docs/decisions/0006-wording-and-small-decisions.md): without the "(body.firstName)" locator the
 * validator appends, and with the field's name in words before a message that does not say which field
 * ("Invalid input: expected string" becomes "Phone: the value is not valid"). Undefined when there is none.
 */
export function humanError(error: unknown): string | undefined {
  const text = errorText(error)?.trim();
  if (!text || /^<|^\d{3}$/.test(text)) return undefined;
  const located = /^(.*?)\s*\((?:body|query|params|querystring)(?:\.([\w.]+))?\)$/s.exec(text);
  let message = (located ? located[1] : text)!.trim();
  const key = located?.[2]?.split('.')[0];
  const label = key ? (FIELD_LABELS[key] ?? key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()) : undefined;
  const generic = /^(Invalid|Too (small|big)|Expected|Required|Unrecognized)/i.test(message);
  if (generic) message = message.startsWith('Unrecognized') ? 'is not a field this form knows' : 'the value is not valid';
  if (generic) return label ? `${label}: ${message}` : 'A value is not valid';
  return message;
}

/** A failed change's toast: the spec's words, then the server's reason when it refused (4xx), not for an outage. */
export function failureWithReason(description: string, error: unknown): string {
  const status = errorStatus(error);
  const reason = status !== undefined && status >= 400 && status < 500 && status !== 401 ? humanError(error) : undefined;
  return reason ? `${description}: ${reason}` : description;
}
