import { queryOptions } from '@tanstack/react-query';
import { ChangeOrderListSchema, ChangeOrderSchema, type CreateChangeOrderBody } from '@homepact/proto';
import { contractPath } from './contracts';
import { apiRequest, emailsSentHeader, requestJson, withToken } from './http';

/** A contract's change orders: under the contract's own key, so reloading the contract reloads them. */
export const changeOrderKeys = {
  list: (contractId: string, token: string | null) => ['contracts', contractId, 'change-orders', token] as const,
};

/** GET /api/contracts/:id/change-orders: the change orders in order, and the price and end date they leave. */
export const changeOrdersQuery = (contractId: string, token: string | null) =>
  queryOptions({
    queryKey: changeOrderKeys.list(contractId, token),
    queryFn: () => requestJson('GET', withToken(`${contractPath(contractId)}/change-orders`, token), ChangeOrderListSchema),
  });

/** POST /api/contracts/:id/change-orders: the draft change order. */
export const proposeChangeOrder = (contractId: string, body: CreateChangeOrderBody) =>
  requestJson('POST', `${contractPath(contractId)}/change-orders`, ChangeOrderSchema, body);

/**
 * Sends a drafted change order for signature: the same Generate as a
 * contract's (documents makes its PDF, contracts mints the links,
 * notifications e-mails both parties). Whether the e-mails went out is the
 * answer's X-Emails-Sent.
 */
export async function sendChangeOrder(changeOrderId: string): Promise<{ emailsSent: boolean }> {
  const res = await apiRequest('POST', `${contractPath(changeOrderId)}/generate`, {});
  await res.blob();
  return { emailsSent: emailsSentHeader(res) === true };
}
