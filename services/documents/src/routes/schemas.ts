import { z } from 'zod';
import { errorResponses } from '@homepact/kit/http';
import { SIGNING_DEADLINE_MAX_DAYS } from '@homepact/proto';

const ID = /^[A-Za-z0-9_-]{1,100}$/;

export const ContractIdParamsSchema = z.strictObject({
  id: z.string().regex(ID, 'A contract id is 1 to 100 letters, digits, "-" or "_"'),
});
/** Generate takes no query parameters; an unknown one is a client bug worth a 400. */
export const NoQuerySchema = z.strictObject({});

const confirmFlag = (name: string) =>
  z.enum(['true', 'false', '1', '0'], { error: `${name} is true or false` }).transform((v) => v === 'true' || v === '1');
/**
 * Generate: `?confirmTermsMismatch=true` (or the body below) sends a draft
 * whose text disagrees with its form, and `confirmOwnerChanges=true` one with
 * the owner's own changes to HomePact's text (each signer is shown them);
 * without the confirmation such a draft answers 409.
 */
export const GenerateQuerySchema = z.strictObject({
  confirmTermsMismatch: confirmFlag('confirmTermsMismatch').optional(),
  confirmOwnerChanges: confirmFlag('confirmOwnerChanges').optional(),
});
/** No body (the spec's call), `{}`, or the confirmations. */
export const GenerateBodySchema = z
  .strictObject(
    {
      confirmTermsMismatch: z.boolean().optional(),
      confirmOwnerChanges: z.boolean().optional(),
      /** The signing deadline in days from sending (contracts' default when absent; docs/decisions/0011-signing-deadlines-on-one-scheduler.md). */
      deadlineDays: z
        .number({ error: 'deadlineDays must be a whole number of days' })
        .int('deadlineDays must be a whole number of days')
        .min(1, 'deadlineDays must be at least 1')
        .max(SIGNING_DEADLINE_MAX_DAYS, `deadlineDays must be at most ${SIGNING_DEADLINE_MAX_DAYS}`)
        .optional(),
    },
    { error: 'This request takes no body, or { "confirmTermsMismatch": true, "confirmOwnerChanges": true }' },
  )
  .nullish();
/** The PDF and the view: a party arriving from an invitation link presents its signing token. */
export const ReadQuerySchema = z.strictObject({
  token: z
    .string()
    .min(16, 'The signing link is incomplete. Open it again from your invitation e-mail.')
    .max(512, 'The signing link is not valid. Open it again from your invitation e-mail.')
    .regex(/^[A-Za-z0-9_-]+$/, 'The signing link is not valid. Open it again from your invitation e-mail.')
    .optional(),
});

export const errors = errorResponses(400, 401, 403, 404, 409, 429, 503);
