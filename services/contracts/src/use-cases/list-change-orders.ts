import { centsToAmountText } from '@homepact/legal';
import type { ChangeOrderList } from '@homepact/proto';
import { cannotChange, currentTerms, isChangeOrder, toChangeOrder, type ChangeOrderDoc } from '../domain/change-order.ts';
import type { ContractsDeps } from './deps.ts';
import { loadReadable, type Caller } from './load-contract.ts';

/** A contract's change orders (live ones), in number order. */
export async function changeOrdersOf(deps: Pick<ContractsDeps, 'c'>, parentId: string): Promise<ChangeOrderDoc[]> {
  const docs = await deps.c.contracts.listChangeOrders(parentId);
  return docs.filter(isChangeOrder).sort((a, b) => a.changeOrder.number - b.changeOrder.number);
}

/**
 * GET /api/contracts/:id/change-orders: whoever may read the contract (its
 * owner, admins, its parties by sign-in or signing link) sees its change
 * orders in order, and its price and end date as the signed ones leave them.
 */
export async function listChangeOrders(deps: Pick<ContractsDeps, 'c' | 'now'>, caller: Caller, parentId: string): Promise<ChangeOrderList> {
  const { doc: parent } = await loadReadable(deps, caller, parentId);
  const changeOrders = await changeOrdersOf(deps, parent._id);
  const current = currentTerms(parent, changeOrders);
  // Proposing needs a sign-in (the route does); a link holder is told so.
  const refused = cannotChange(parent, changeOrders);
  const reason = refused?.message ?? (caller.user ? null : 'Sign in with your e-mail address to propose a change.');
  return {
    parentId: parent._id,
    originalTotal: centsToAmountText(parent.totalAmountCents),
    currentTotal: centsToAmountText(current.totalCents),
    originalEndDate: parent.projectEndDate,
    currentEndDate: current.endDate,
    canPropose: reason === null,
    cannotProposeReason: reason,
    changeOrders: changeOrders.map(toChangeOrder),
  };
}
