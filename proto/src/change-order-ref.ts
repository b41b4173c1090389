import { z } from 'zod';

/**
 * On a change order's contract record: which contract it changes and by how
 * much (amounts as decimal text, `priceChange` signed). Absent on contracts.
 */
export const ChangeOrderRefSchema = z.object({
  /** "CO-1". */
  number: z.string(),
  parentId: z.string(),
  parentServiceType: z.string(),
  scopeChange: z.string(),
  previousTotal: z.string(),
  priceChange: z.string(),
  newTotal: z.string(),
  previousEndDate: z.string(),
  newEndDate: z.string(),
});
export type ChangeOrderRef = z.infer<typeof ChangeOrderRefSchema>;
