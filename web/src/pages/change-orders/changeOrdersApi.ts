import {
  ChangeOrderListSchema,
  ChangeOrderSchema,
  type ChangeOrder,
  type ChangeOrderList,
  type CreateChangeOrderBody,
} from '@homepact/proto';
import { formatUsd, parseMoneyToCents } from '@homepact/legal';
import { apiRequest } from '../../lib/queryClient';

const path = (id: string) => `/api/contracts/${encodeURIComponent(id)}`;

export const changeOrdersKey = (contractId: string, token: string | null) => ['change-orders', contractId, token] as const;

/** GET /api/contracts/:id/change-orders: the change orders in order, and the price and end date they leave. */
export async function fetchChangeOrders(contractId: string, token: string | null): Promise<ChangeOrderList> {
  const res = await apiRequest('GET', `${path(contractId)}/change-orders${token ? `?token=${encodeURIComponent(token)}` : ''}`);
  return ChangeOrderListSchema.parse(await res.json());
}

/** POST /api/contracts/:id/change-orders: the draft change order. */
export async function proposeChangeOrder(contractId: string, body: CreateChangeOrderBody): Promise<ChangeOrder> {
  const res = await apiRequest('POST', `${path(contractId)}/change-orders`, body);
  return ChangeOrderSchema.parse(await res.json());
}

/**
 * Sends a drafted change order for signature: the same Generate as a
 * contract's (documents makes its PDF, contracts mints the links,
 * notifications e-mails both parties). Whether the e-mails went out is the
 * answer's X-Emails-Sent.
 */
export async function sendChangeOrder(changeOrderId: string): Promise<{ emailsSent: boolean }> {
  const res = await apiRequest('POST', `${path(changeOrderId)}/generate`, {});
  await res.blob();
  return { emailsSent: (res.headers.get('x-emails-sent') ?? '').trim().toLowerCase() === 'true' };
}

/** "+1,500", "-250.5", "0" to signed cents; undefined when it is not an amount. */
export function signedCents(text: string): number | undefined {
  const t = text.trim().replace(/[$,\s]/g, '');
  const negative = t.startsWith('-');
  const cents = parseMoneyToCents(t.replace(/^[+-]/, ''));
  return cents === undefined ? undefined : negative ? -cents : cents;
}

/** "+$1,500.00" / "-$250.00" / "no change". */
export function signedUsdText(cents: number): string {
  if (cents === 0) return 'no change';
  return `${cents > 0 ? '+' : '-'}${formatUsd(Math.abs(cents))}`;
}

/** A signed decimal text ("-250.00") as "+$…" / "-$…". */
export const priceChangeText = (amount: string) => signedUsdText(signedCents(amount) ?? 0);
