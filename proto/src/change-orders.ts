import { z } from 'zod';
import { SignerProgressSchema } from './contracts.ts';
import { userTextSchema } from './text.ts';

/**
 * Change orders: a signed change to an executed contract's scope, price or
 * schedule. Each is a contract record of its own (signed on /sign like any
 * contract) that names its parent; see `ChangeOrderRefSchema` for what the
 * record carries.
 */
export { ChangeOrderRefSchema, type ChangeOrderRef } from './change-order-ref.ts';

const AMOUNT_MESSAGE = 'Enter an amount in dollars, like 1500 or 1500.00 (up to $99,999,999.99)';
const SIGNED_AMOUNT_MESSAGE = 'Enter the change in dollars, like 1500, +1500.00 or -250 (up to $99,999,999.99 either way)';

/** "1500", "+1,500.00", "-250", "$-250" → "-250" (sign kept, symbols and grouping dropped). */
const SignedMoneyTextSchema = z
  .string({ error: SIGNED_AMOUNT_MESSAGE })
  .trim()
  .min(1, { message: 'Enter the change in price', abort: true })
  .transform((v) => v.replace(/[$,\s]/g, ''))
  .refine((v) => /^[+-]?\d{1,8}(\.\d{1,2})?$/.test(v), { message: SIGNED_AMOUNT_MESSAGE, abort: true });

const NewTotalSchema = z
  .string({ error: AMOUNT_MESSAGE })
  .trim()
  .min(1, { message: 'Enter the new total', abort: true })
  .transform((v) => v.replace(/[$,\s]/g, ''))
  .refine((v) => /^\d{1,8}(\.\d{1,2})?$/.test(v), { message: AMOUNT_MESSAGE, abort: true });

const DATE_MESSAGE = 'The new end date is not a real date: enter it as YYYY-MM-DD';
const realDate = (v: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
};

/**
 * POST /api/contracts/:id/change-orders: what changes. The price is either
 * `priceChange` (signed dollars: "+1500", "-250", "0") or `newTotal` (the new
 * contract price in dollars), exactly one of them; the server computes the
 * other from the parent's current price. `newEndDate` omitted: the completion
 * date stays.
 */
export const CreateChangeOrderBodySchema = z
  .strictObject({
    scopeChange: userTextSchema({ multiline: true, error: 'Describe what changes in the work' })
      .trim()
      .min(10, 'Describe what changes in the work (at least 10 characters)')
      .max(20_000, 'Must be at most 20000 characters'),
    priceChange: SignedMoneyTextSchema.optional(),
    newTotal: NewTotalSchema.optional(),
    newEndDate: z.string({ error: DATE_MESSAGE }).trim().refine(realDate, DATE_MESSAGE).optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.priceChange === undefined) === (v.newTotal === undefined))
      ctx.addIssue({
        code: 'custom',
        message: 'Give either the change in price (priceChange) or the new total (newTotal), not both',
        path: ['priceChange'],
      });
  });
export type CreateChangeOrderBody = z.input<typeof CreateChangeOrderBodySchema>;

/** One change order as the parent's page lists it (amounts are decimal text; `priceChange` is signed). */
export const ChangeOrderSchema = z.object({
  id: z.string(),
  /** "CO-1". */
  number: z.string(),
  parentId: z.string(),
  status: z.string(),
  workflowStage: z.string(),
  scopeChange: z.string(),
  previousTotal: z.string(),
  priceChange: z.string(),
  newTotal: z.string(),
  previousEndDate: z.string(),
  newEndDate: z.string(),
  proposedBy: z.object({ name: z.string(), role: z.enum(['owner', 'homeowner', 'provider', 'admin']) }),
  createdAt: z.string(),
  executedAt: z.string().nullable(),
  signers: z.array(SignerProgressSchema),
});
export type ChangeOrder = z.infer<typeof ChangeOrderSchema>;

/**
 * GET /api/contracts/:id/change-orders: the parent's change orders in order,
 * and its price and end date as signed change orders leave them.
 */
export const ChangeOrderListSchema = z.object({
  parentId: z.string(),
  originalTotal: z.string(),
  currentTotal: z.string(),
  originalEndDate: z.string(),
  currentEndDate: z.string(),
  /** Whether the caller may propose one now (the parent is executed, not cancelled, and no other change order is open). */
  canPropose: z.boolean(),
  /** Why not, when `canPropose` is false. */
  cannotProposeReason: z.string().nullable(),
  changeOrders: z.array(ChangeOrderSchema),
});
export type ChangeOrderList = z.infer<typeof ChangeOrderListSchema>;
