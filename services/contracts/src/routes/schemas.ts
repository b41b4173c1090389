import { z } from 'zod';
import { errorResponses } from '@homepact/kit/http';

export const IdParamsSchema = z.strictObject({ id: z.string().min(1).max(100) });
/** None of these routes takes query parameters; an unknown one is a client bug worth a 400. */
export const NoQuerySchema = z.strictObject({});
/** A signing token as it appears in a link (43 characters when we mint it). */
const TokenSchema = z
  .string({ error: 'This signing link is not valid' })
  .min(16, 'This signing link is not valid')
  .max(512, 'This signing link is not valid');
/** Routes a party may open from their signing link: `?token=` from the link, or nothing when signed in. */
export const TokenQuerySchema = z.strictObject({ token: TokenSchema.optional() });

/** The signing answers are declared once, in proto: the web parses them with the same schemas. */
export { DeclineEsignResponseSchema, ResendResponseSchema, SignResponseSchema } from '@homepact/proto';

export const errors = errorResponses(400, 401, 403, 404, 409, 410, 413, 429);
