import { z } from 'zod';
import { defineEvent } from '../envelope.ts';
import { Topics } from '../topics.ts';

const amounts = {
  /** "CO-1". */
  number: z.string(),
  previousTotal: z.string(),
  /** Signed decimal text ("-250.00"). */
  priceChange: z.string(),
  newTotal: z.string(),
  newEndDate: z.string(),
};

/** contracts: a change order was drafted from an executed contract (key: the parent's id). */
export const ChangeOrderCreated = defineEvent(
  'ChangeOrderCreated',
  Topics.contracts,
  z.object({ changeOrderId: z.string(), parentId: z.string(), ...amounts, proposedBy: z.string(), createdAt: z.string() }),
);

/** contracts: both parties signed a change order, so the parent's price and end date now include it (key: the parent's id). */
export const ChangeOrderSigned = defineEvent(
  'ChangeOrderSigned',
  Topics.contracts,
  z.object({ changeOrderId: z.string(), parentId: z.string(), ...amounts, executedAt: z.string() }),
);
