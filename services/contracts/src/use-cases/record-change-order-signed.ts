import { makeEvent, routed } from '@homepact/kit';
import { centsToAmountText, changeOrderLabel } from '@homepact/legal';
import { ChangeOrderEvents, type Envelope, type SigningEvents } from '@homepact/proto';
import type { z } from 'zod';
import { SYSTEM_USER } from '../domain/activity.ts';
import { isChangeOrder, signedAmountText } from '../domain/change-order.ts';
import { PRODUCER, type ContractsDeps } from './deps.ts';
import { findContract } from './load-contract.ts';

type ExecutedData = z.infer<(typeof SigningEvents.ContractExecuted)['schema']>;

/**
 * Consumes our own ContractExecuted: when the contract executed is a change
 * order, ChangeOrderSigned goes out through its outbox (once: the write is
 * conditional on it not having gone yet) and the parent's history says so.
 * Anything else executed is not a change order and is skipped.
 */
export async function recordChangeOrderSigned(deps: ContractsDeps, event: Envelope<ExecutedData>): Promise<void> {
  const doc = await findContract(deps, event.data.contractId);
  if (!doc || !isChangeOrder(doc)) return;
  const co = doc.changeOrder;
  const label = changeOrderLabel(co.number);
  const signed = makeEvent(ChangeOrderEvents.ChangeOrderSigned, {
    key: doc.parentId,
    producer: PRODUCER,
    data: {
      changeOrderId: doc._id,
      parentId: doc.parentId,
      number: label,
      previousTotal: centsToAmountText(co.previousTotalCents),
      priceChange: signedAmountText(co.priceDeltaCents),
      newTotal: centsToAmountText(co.newTotalCents),
      newEndDate: co.newEndDate,
      executedAt: event.data.executedAt,
    },
  });
  const updated = await deps.c.contracts.markChangeOrderSigned(doc._id, signed.id, [
    routed(ChangeOrderEvents.ChangeOrderSigned.topic, signed),
  ]);
  if (updated) deps.kickRelay();
  await deps.c.activity.record({
    id: `event:${event.id}:change-order`,
    contractId: doc.parentId,
    userId: SYSTEM_USER,
    action: 'change_order_signed',
    description: `Change order ${label} signed by both parties: the contract price is now ${centsToAmountText(co.newTotalCents)}, the end date ${co.newEndDate}`,
    metadata: { eventId: updated ? signed.id : null, changeOrderId: doc._id, number: label },
    now: deps.now(),
  });
}
