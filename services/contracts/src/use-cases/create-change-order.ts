import { randomUUID } from 'node:crypto';
import { AppError, isAppError, makeEvent, routed } from '@homepact/kit';
import { changeOrderLabel } from '@homepact/legal';
import { ChangeOrderEvents, ContractEvents, type ChangeOrder } from '@homepact/proto';
import { canManage, partyOf, type Actor } from '../domain/access.ts';
import {
  cannotChange,
  newChangeOrder,
  signedAmountText,
  toChangeOrder,
  type ChangeOrderInput,
  type ProposerRole,
} from '../domain/change-order.ts';
import { eventParties, eventSummary } from '../domain/contract.ts';
import { centsToAmountText } from '@homepact/legal';
import { nameWithEmail } from '../domain/user-profile.ts';
import { PRODUCER, type ContractsDeps } from './deps.ts';
import { changeOrdersOf } from './list-change-orders.ts';
import { loadReadable } from './load-contract.ts';
import { nameOfUser } from './record-user-profile.ts';

/**
 * POST /api/contracts/:id/change-orders: the parent's owner, either of its
 * parties (signed in with their address) or an admin drafts a change order.
 * It is a draft contract of its own, sent and signed like any contract; its
 * number is claimed by a history row on the parent with a fixed id, so two
 * drafts racing for the same number cannot both be written.
 */
export async function createChangeOrder(
  deps: ContractsDeps,
  actor: Actor,
  parentId: string,
  input: ChangeOrderInput,
): Promise<ChangeOrder> {
  const { doc: parent, viewer } = await loadReadable(deps, { user: actor }, parentId);
  const siblings = await changeOrdersOf(deps, parent._id);
  const refused = cannotChange(parent, siblings);
  if (refused) throw refused;

  const now = deps.now();
  const name = nameWithEmail(await nameOfUser(deps, actor.userId), actor.email);
  const party = partyOf(viewer, parent);
  const role: ProposerRole = parent.createdBy === actor.userId ? 'owner' : (party ?? (canManage(viewer, parent) ? 'admin' : 'owner'));
  const doc = newChangeOrder({ id: randomUUID(), parent, siblings, input, proposer: { userId: actor.userId, name, role }, now });
  const co = doc.changeOrder;
  const label = changeOrderLabel(co.number);

  // The claim: this number's creation row on the parent. A second draft racing for the same number finds it taken.
  try {
    await deps.c.activity.claim({
      id: `change-order:${parent._id}:${co.number}`,
      contractId: parent._id,
      userId: actor.userId,
      action: 'change_order_created',
      description: `Change order ${label} proposed by ${name}: price ${centsToAmountText(co.previousTotalCents)} → ${centsToAmountText(co.newTotalCents)}, end date ${co.newEndDate}`,
      metadata: { changeOrderId: doc._id, number: label, priceChange: signedAmountText(co.priceDeltaCents) },
      now,
    });
  } catch (e) {
    if (isAppError(e) && e.code === 'duplicate')
      throw new AppError('conflict', 409, `Someone proposed change order ${label} at the same moment. Reload the contract and try again.`);
    throw e;
  }

  const created = makeEvent(ContractEvents.ContractCreated, {
    key: doc._id,
    producer: PRODUCER,
    data: { ...eventSummary(doc), parties: eventParties(doc), createdAt: now.toISOString() },
  });
  const coCreated = makeEvent(ChangeOrderEvents.ChangeOrderCreated, {
    key: parent._id,
    producer: PRODUCER,
    data: {
      changeOrderId: doc._id,
      parentId: parent._id,
      number: label,
      previousTotal: centsToAmountText(co.previousTotalCents),
      priceChange: signedAmountText(co.priceDeltaCents),
      newTotal: centsToAmountText(co.newTotalCents),
      newEndDate: co.newEndDate,
      proposedBy: actor.userId,
      createdAt: now.toISOString(),
    },
  });
  await deps.c.contracts.insertDraft(doc, [
    routed(ContractEvents.ContractCreated.topic, created),
    routed(ChangeOrderEvents.ChangeOrderCreated.topic, coCreated),
  ]);
  deps.kickRelay();
  await deps.c.activity.record({
    contractId: doc._id,
    userId: actor.userId,
    action: 'created',
    description: `Change order ${label} to contract ${parent._id} created by ${name}`,
    metadata: { eventId: created.id, parentId: parent._id, totalAmountCents: co.newTotalCents },
    now,
  });
  return toChangeOrder(doc);
}
